CREATE TYPE "public"."dtr_entry_status" AS ENUM('unconfirmed', 'confirmed');--> statement-breakpoint
CREATE TYPE "public"."dtr_month_status" AS ENUM('draft', 'submitted', 'approved', 'returned');--> statement-breakpoint
CREATE TYPE "public"."scholar_stage" AS ENUM('trainee', 'scholar');--> statement-breakpoint
CREATE TYPE "public"."scholar_status" AS ENUM('active', 'inactive', 'suspended');--> statement-breakpoint
CREATE TABLE "dtr_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scholar_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"in1" text,
	"out1" text,
	"in2" text,
	"out2" text,
	"worked_minutes" integer DEFAULT 0 NOT NULL,
	"status" "dtr_entry_status" DEFAULT 'unconfirmed' NOT NULL,
	"excused_reason" text,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dtr_entries_in1_format" CHECK (in1 IS NULL OR in1 ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "dtr_entries_out1_format" CHECK (out1 IS NULL OR out1 ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "dtr_entries_in2_format" CHECK (in2 IS NULL OR in2 ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "dtr_entries_out2_format" CHECK (out2 IS NULL OR out2 ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "dtr_entry_edits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"editor_id" uuid,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dtr_month_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month_id" uuid NOT NULL,
	"actor_id" uuid,
	"from_status" "dtr_month_status",
	"to_status" "dtr_month_status" NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dtr_months" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scholar_id" uuid NOT NULL,
	"month" text NOT NULL,
	"status" "dtr_month_status" DEFAULT 'draft' NOT NULL,
	"remarks" text,
	"submitted_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dtr_months_month_format" CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "scholar_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scholar_id" uuid NOT NULL,
	"office_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date,
	"assigned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scholar_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scholar_id" uuid NOT NULL,
	"actor_id" uuid,
	"field" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scholars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"application_id" uuid,
	"program" "application_position" NOT NULL,
	"stage" "scholar_stage" DEFAULT 'trainee' NOT NULL,
	"status" "scholar_status" DEFAULT 'active' NOT NULL,
	"office_id" uuid NOT NULL,
	"required_hours" integer DEFAULT 130 NOT NULL,
	"duty_hours_per_day" integer DEFAULT 5 NOT NULL,
	"duty_start" text DEFAULT '08:00' NOT NULL,
	"started_on" date NOT NULL,
	"ended_on" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dtr_entries" ADD CONSTRAINT "dtr_entries_scholar_id_scholars_id_fk" FOREIGN KEY ("scholar_id") REFERENCES "public"."scholars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dtr_entries" ADD CONSTRAINT "dtr_entries_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dtr_entries" ADD CONSTRAINT "dtr_entries_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dtr_entry_edits" ADD CONSTRAINT "dtr_entry_edits_entry_id_dtr_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."dtr_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dtr_entry_edits" ADD CONSTRAINT "dtr_entry_edits_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dtr_month_events" ADD CONSTRAINT "dtr_month_events_month_id_dtr_months_id_fk" FOREIGN KEY ("month_id") REFERENCES "public"."dtr_months"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dtr_month_events" ADD CONSTRAINT "dtr_month_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dtr_months" ADD CONSTRAINT "dtr_months_scholar_id_scholars_id_fk" FOREIGN KEY ("scholar_id") REFERENCES "public"."scholars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dtr_months" ADD CONSTRAINT "dtr_months_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholar_assignments" ADD CONSTRAINT "scholar_assignments_scholar_id_scholars_id_fk" FOREIGN KEY ("scholar_id") REFERENCES "public"."scholars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholar_assignments" ADD CONSTRAINT "scholar_assignments_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholar_assignments" ADD CONSTRAINT "scholar_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholar_events" ADD CONSTRAINT "scholar_events_scholar_id_scholars_id_fk" FOREIGN KEY ("scholar_id") REFERENCES "public"."scholars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholar_events" ADD CONSTRAINT "scholar_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholars" ADD CONSTRAINT "scholars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholars" ADD CONSTRAINT "scholars_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholars" ADD CONSTRAINT "scholars_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dtr_entries_scholar_day_key" ON "dtr_entries" USING btree ("scholar_id","work_date");--> statement-breakpoint
CREATE INDEX "dtr_entry_edits_entry_idx" ON "dtr_entry_edits" USING btree ("entry_id","created_at");--> statement-breakpoint
CREATE INDEX "dtr_month_events_month_idx" ON "dtr_month_events" USING btree ("month_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dtr_months_scholar_month_key" ON "dtr_months" USING btree ("scholar_id","month");--> statement-breakpoint
CREATE INDEX "scholar_assignments_scholar_idx" ON "scholar_assignments" USING btree ("scholar_id","from_date");--> statement-breakpoint
CREATE INDEX "scholar_events_scholar_idx" ON "scholar_events" USING btree ("scholar_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scholars_one_current_per_user" ON "scholars" USING btree ("user_id") WHERE "scholars"."ended_on" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "scholars_application_key" ON "scholars" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "scholars_office_created_idx" ON "scholars" USING btree ("office_id","created_at");