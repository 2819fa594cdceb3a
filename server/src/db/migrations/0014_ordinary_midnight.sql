CREATE TYPE "public"."reapplication_status" AS ENUM('pending', 'under_review', 'accepted', 'rejected');--> statement-breakpoint
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
ALTER TABLE "reapplication_events" ADD CONSTRAINT "reapplication_events_reapplication_id_reapplications_id_fk" FOREIGN KEY ("reapplication_id") REFERENCES "public"."reapplications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reapplication_events" ADD CONSTRAINT "reapplication_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reapplications" ADD CONSTRAINT "reapplications_scholar_id_scholars_id_fk" FOREIGN KEY ("scholar_id") REFERENCES "public"."scholars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reapplications" ADD CONSTRAINT "reapplications_grade_report_id_grade_reports_id_fk" FOREIGN KEY ("grade_report_id") REFERENCES "public"."grade_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reapplications" ADD CONSTRAINT "reapplications_grades_file_id_files_id_fk" FOREIGN KEY ("grades_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reapplications" ADD CONSTRAINT "reapplications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reapplication_events_idx" ON "reapplication_events" USING btree ("reapplication_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reapplications_scholar_term_key" ON "reapplications" USING btree ("scholar_id","term","academic_year");--> statement-breakpoint
CREATE INDEX "reapplications_status_created_idx" ON "reapplications" USING btree ("status","created_at");