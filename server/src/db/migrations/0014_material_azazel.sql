CREATE TYPE "public"."requirement_document_key" AS ENUM('letter_of_application', 'resume', 'recent_grades', 'good_moral', 'indigency', 'birth_certificate');--> statement-breakpoint
CREATE TYPE "public"."requirement_event_kind" AS ENUM('submitted', 'reviewed', 'reuploaded');--> statement-breakpoint
CREATE TYPE "public"."requirement_item_status" AS ENUM('submitted', 'approved', 'needs_reupload');--> statement-breakpoint
CREATE TYPE "public"."requirement_submission_status" AS ENUM('submitted', 'needs_reupload', 'approved');--> statement-breakpoint
CREATE TABLE "requirement_item_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"actor_id" uuid,
	"kind" "requirement_event_kind" NOT NULL,
	"from_status" "requirement_item_status",
	"to_status" "requirement_item_status" NOT NULL,
	"note" text,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requirement_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"document_key" "requirement_document_key" NOT NULL,
	"file_id" uuid NOT NULL,
	"status" "requirement_item_status" DEFAULT 'submitted' NOT NULL,
	"note" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requirement_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "requirement_submission_status" DEFAULT 'submitted' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "requirement_item_events" ADD CONSTRAINT "requirement_item_events_item_id_requirement_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."requirement_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_item_events" ADD CONSTRAINT "requirement_item_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_item_events" ADD CONSTRAINT "requirement_item_events_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_items" ADD CONSTRAINT "requirement_items_submission_id_requirement_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."requirement_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_items" ADD CONSTRAINT "requirement_items_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_items" ADD CONSTRAINT "requirement_items_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_submissions" ADD CONSTRAINT "requirement_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requirement_item_events_item_idx" ON "requirement_item_events" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "requirement_items_submission_key" ON "requirement_items" USING btree ("submission_id","document_key");--> statement-breakpoint
CREATE UNIQUE INDEX "requirement_submissions_one_per_user" ON "requirement_submissions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "requirement_submissions_status_idx" ON "requirement_submissions" USING btree ("status","submitted_at");