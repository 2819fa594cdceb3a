CREATE TYPE "public"."reapplication_status" AS ENUM('pending', 'under_review', 'accepted', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."requirement_document_key" AS ENUM('letter_of_application', 'resume', 'recent_grades', 'good_moral', 'indigency', 'birth_certificate');--> statement-breakpoint
CREATE TYPE "public"."requirement_event_kind" AS ENUM('submitted', 'reviewed', 'reuploaded');--> statement-breakpoint
CREATE TYPE "public"."requirement_item_status" AS ENUM('submitted', 'approved', 'needs_reupload');--> statement-breakpoint
CREATE TYPE "public"."requirement_submission_status" AS ENUM('submitted', 'needs_reupload', 'approved');--> statement-breakpoint
CREATE TABLE "upload_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"term" "evaluation_term" NOT NULL,
	"academic_year" text NOT NULL,
	"file_id" uuid NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reapplication_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reapplication_id" uuid NOT NULL,
	"actor_id" uuid,
	"from_status" "reapplication_status",
	"to_status" "reapplication_status" NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reapplications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scholar_id" uuid NOT NULL,
	"name" text NOT NULL,
	"id_number" text NOT NULL,
	"school_dept" text,
	"course_year" text,
	"effectivity_date" date,
	"years_in_service" text,
	"term" "evaluation_term" DEFAULT 'first' NOT NULL,
	"academic_year" text NOT NULL,
	"reasons" text,
	"signature_name" text,
	"signature_date" date,
	"grade_report_id" uuid,
	"grades_file_id" uuid,
	"status" "reapplication_status" DEFAULT 'pending' NOT NULL,
	"hr_comments" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reapplications_academic_year_format" CHECK (academic_year ~ '^[0-9]{4}-[0-9]{4}$')
);
--> statement-breakpoint
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
ALTER TABLE "class_schedules" ADD CONSTRAINT "class_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_schedules" ADD CONSTRAINT "class_schedules_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reapplication_events" ADD CONSTRAINT "reapplication_events_reapplication_id_reapplications_id_fk" FOREIGN KEY ("reapplication_id") REFERENCES "public"."reapplications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reapplication_events" ADD CONSTRAINT "reapplication_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reapplications" ADD CONSTRAINT "reapplications_scholar_id_scholars_id_fk" FOREIGN KEY ("scholar_id") REFERENCES "public"."scholars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reapplications" ADD CONSTRAINT "reapplications_grade_report_id_grade_reports_id_fk" FOREIGN KEY ("grade_report_id") REFERENCES "public"."grade_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reapplications" ADD CONSTRAINT "reapplications_grades_file_id_files_id_fk" FOREIGN KEY ("grades_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reapplications" ADD CONSTRAINT "reapplications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_item_events" ADD CONSTRAINT "requirement_item_events_item_id_requirement_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."requirement_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_item_events" ADD CONSTRAINT "requirement_item_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_item_events" ADD CONSTRAINT "requirement_item_events_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_items" ADD CONSTRAINT "requirement_items_submission_id_requirement_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."requirement_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_items" ADD CONSTRAINT "requirement_items_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_items" ADD CONSTRAINT "requirement_items_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_submissions" ADD CONSTRAINT "requirement_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_slots_subject_idx" ON "upload_slots" USING btree ("subject","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "class_schedules_one_current" ON "class_schedules" USING btree ("user_id","term","academic_year") WHERE "class_schedules"."replaced_at" IS NULL;--> statement-breakpoint
CREATE INDEX "class_schedules_user_uploaded_idx" ON "class_schedules" USING btree ("user_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "class_schedules_file_idx" ON "class_schedules" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "reapplication_events_idx" ON "reapplication_events" USING btree ("reapplication_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reapplications_scholar_term_key" ON "reapplications" USING btree ("scholar_id","term","academic_year");--> statement-breakpoint
CREATE INDEX "reapplications_status_created_idx" ON "reapplications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "requirement_item_events_item_idx" ON "requirement_item_events" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "requirement_items_submission_key" ON "requirement_items" USING btree ("submission_id","document_key");--> statement-breakpoint
CREATE UNIQUE INDEX "requirement_submissions_one_per_user" ON "requirement_submissions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "requirement_submissions_status_idx" ON "requirement_submissions" USING btree ("status","submitted_at");