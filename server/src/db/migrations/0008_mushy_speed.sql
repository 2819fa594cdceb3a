CREATE TYPE "public"."scholar_request_status" AS ENUM('open', 'fulfilled', 'partially_fulfilled', 'declined', 'cancelled');--> statement-breakpoint
CREATE TABLE "scholar_request_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"actor_id" uuid,
	"from_status" "scholar_request_status",
	"to_status" "scholar_request_status" NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scholar_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"requested_by" uuid,
	"total" integer NOT NULL,
	"male" integer DEFAULT 0 NOT NULL,
	"female" integer DEFAULT 0 NOT NULL,
	"scholar_type" "application_position",
	"notes" text,
	"status" "scholar_request_status" DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scholar_request_events" ADD CONSTRAINT "scholar_request_events_request_id_scholar_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."scholar_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholar_request_events" ADD CONSTRAINT "scholar_request_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholar_requests" ADD CONSTRAINT "scholar_requests_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholar_requests" ADD CONSTRAINT "scholar_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholar_requests" ADD CONSTRAINT "scholar_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scholar_request_events_request_idx" ON "scholar_request_events" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "scholar_requests_office_created_idx" ON "scholar_requests" USING btree ("office_id","created_at");--> statement-breakpoint
CREATE INDEX "scholar_requests_status_created_idx" ON "scholar_requests" USING btree ("status","created_at");