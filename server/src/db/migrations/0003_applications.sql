CREATE TYPE "public"."application_document_kind" AS ENUM('profile_photo', 'certificate', 'parent_id', 'id_document', 'signature');--> statement-breakpoint
CREATE TYPE "public"."application_position" AS ENUM('student_assistant', 'student_marshal');--> statement-breakpoint
CREATE TYPE "public"."application_status" AS ENUM('pending', 'under_review', 'interview_scheduled', 'passed_interview', 'hours_completed', 'failed_interview', 'accepted', 'rejected', 'withdrawn', 'on_hold');--> statement-breakpoint
CREATE TYPE "public"."file_purpose" AS ENUM('profile_photo', 'certificate', 'parent_id', 'id_document', 'signature');--> statement-breakpoint
CREATE TABLE "application_documents" (
	"application_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"kind" "application_document_kind" NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "application_documents_application_id_file_id_pk" PRIMARY KEY("application_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"actor_id" uuid,
	"from_status" "application_status",
	"to_status" "application_status" NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"position" "application_position" NOT NULL,
	"status" "application_status" DEFAULT 'pending' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"age" integer NOT NULL,
	"citizenship" text NOT NULL,
	"gender" text NOT NULL,
	"civil_status" text NOT NULL,
	"home_address" text NOT NULL,
	"home_street" text,
	"home_barangay" text NOT NULL,
	"home_city" text NOT NULL,
	"home_province" text NOT NULL,
	"baguio_address" text NOT NULL,
	"baguio_street" text,
	"baguio_barangay" text NOT NULL,
	"baguio_city" text NOT NULL,
	"home_contact" text NOT NULL,
	"baguio_contact" text NOT NULL,
	"father_name" text,
	"father_name_unknown" boolean DEFAULT false NOT NULL,
	"father_occupation" text,
	"father_occupation_unknown" boolean DEFAULT false NOT NULL,
	"mother_name" text,
	"mother_name_unknown" boolean DEFAULT false NOT NULL,
	"mother_occupation" text,
	"mother_occupation_unknown" boolean DEFAULT false NOT NULL,
	"emergency_contact" text NOT NULL,
	"emergency_contact_number" text NOT NULL,
	"has_relative_working" boolean DEFAULT false NOT NULL,
	"relatives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"elementary" text,
	"elementary_years" text,
	"high_school" text,
	"high_school_years" text,
	"college" text,
	"college_years" text,
	"others" text,
	"others_years" text,
	"seminars" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agreed_to_terms" boolean NOT NULL,
	"conformity" boolean NOT NULL,
	"parent_guardian_name" text NOT NULL,
	"parent_consent" boolean NOT NULL,
	"hr_comments" text,
	"interview_date" date,
	"interview_time" text,
	"interview_location" text,
	"interview_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"purpose" "file_purpose" NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_active_per_user" ON "applications" USING btree ("user_id") WHERE "applications"."status" not in ('failed_interview', 'rejected', 'withdrawn');--> statement-breakpoint
CREATE INDEX "applications_submitted_idx" ON "applications" USING btree ("submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_status_submitted_idx" ON "applications" USING btree ("status","submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_position_submitted_idx" ON "applications" USING btree ("position","submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_id");