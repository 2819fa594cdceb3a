CREATE TYPE "public"."leave_status" AS ENUM('pending', 'approved', 'disapproved', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."leave_type" AS ENUM('sick', 'social', 'vacation', 'others');--> statement-breakpoint
ALTER TYPE "public"."file_purpose" ADD VALUE 'leave_proof';--> statement-breakpoint
CREATE TABLE "leave_request_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"leave_request_id" uuid NOT NULL,
	"actor_id" uuid,
	"from_status" "leave_status",
	"to_status" "leave_status" NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scholar_id" uuid NOT NULL,
	"type" "leave_type" NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"days_hours" text,
	"reasons" text,
	"name" text NOT NULL,
	"id_number" text NOT NULL,
	"school_dept" text,
	"course_year" text,
	"signature_name" text,
	"signature_date" date,
	"proof_file_id" uuid,
	"status" "leave_status" DEFAULT 'pending' NOT NULL,
	"remarks" text,
	"hr_note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_requests_dates" CHECK ("leave_requests"."date_to" >= "leave_requests"."date_from")
);
--> statement-breakpoint
ALTER TABLE "leave_request_events" ADD CONSTRAINT "leave_request_events_leave_request_id_leave_requests_id_fk" FOREIGN KEY ("leave_request_id") REFERENCES "public"."leave_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request_events" ADD CONSTRAINT "leave_request_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_scholar_id_scholars_id_fk" FOREIGN KEY ("scholar_id") REFERENCES "public"."scholars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_proof_file_id_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_request_events_request_idx" ON "leave_request_events" USING btree ("leave_request_id","created_at");--> statement-breakpoint
CREATE INDEX "leave_requests_scholar_dates_idx" ON "leave_requests" USING btree ("scholar_id","date_from");--> statement-breakpoint
CREATE INDEX "leave_requests_status_created_idx" ON "leave_requests" USING btree ("status","created_at");