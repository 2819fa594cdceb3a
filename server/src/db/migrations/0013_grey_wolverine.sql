ALTER TYPE "public"."file_purpose" ADD VALUE 'requirement_document';--> statement-breakpoint
ALTER TYPE "public"."file_purpose" ADD VALUE 'grade_slip';--> statement-breakpoint
ALTER TYPE "public"."file_purpose" ADD VALUE 'reapplication_grades';--> statement-breakpoint
ALTER TYPE "public"."file_purpose" ADD VALUE 'class_schedule';--> statement-breakpoint
CREATE TABLE "grade_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"term" "evaluation_term" NOT NULL,
	"academic_year" text NOT NULL,
	"rows" jsonb NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"general_average" numeric(5, 2),
	"source_file_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grade_reports" ADD CONSTRAINT "grade_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_reports" ADD CONSTRAINT "grade_reports_source_file_id_files_id_fk" FOREIGN KEY ("source_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grade_reports_user_term_key" ON "grade_reports" USING btree ("user_id","term","academic_year");--> statement-breakpoint
CREATE INDEX "grade_reports_user_updated_idx" ON "grade_reports" USING btree ("user_id","updated_at");