CREATE TYPE "public"."academic_term_kind" AS ENUM('first', 'second', 'short');--> statement-breakpoint
CREATE TYPE "public"."non_working_day_kind" AS ENUM('holiday', 'special', 'suspension');--> statement-breakpoint
CREATE TABLE "academic_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"academic_year" text NOT NULL,
	"term" "academic_term_kind" NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academic_terms_dates_ordered" CHECK ("academic_terms"."starts_on" <= "academic_terms"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "non_working_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"from_time" text,
	"kind" "non_working_day_kind" NOT NULL,
	"office_ids" uuid[],
	"reason" text NOT NULL,
	"created_by" uuid,
	"removed_at" timestamp with time zone,
	"removed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "academic_terms" ADD CONSTRAINT "academic_terms_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "non_working_days" ADD CONSTRAINT "non_working_days_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "non_working_days" ADD CONSTRAINT "non_working_days_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "academic_terms_year_term_key" ON "academic_terms" USING btree ("academic_year","term");--> statement-breakpoint
CREATE INDEX "non_working_days_date_idx" ON "non_working_days" USING btree ("date");