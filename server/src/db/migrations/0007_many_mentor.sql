CREATE TYPE "public"."evaluation_term" AS ENUM('first', 'second', 'short');--> statement-breakpoint
CREATE TABLE "evaluation_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"evaluation_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"evaluator_id" uuid,
	"items" jsonb NOT NULL,
	"remarks" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"replaced_by" uuid,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scholar_id" uuid NOT NULL,
	"office_id" uuid NOT NULL,
	"evaluator_id" uuid,
	"term" "evaluation_term" NOT NULL,
	"academic_year" text NOT NULL,
	"items" jsonb NOT NULL,
	"remarks" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluations_academic_year_format" CHECK (academic_year ~ '^[0-9]{4}-[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "evaluation_revisions" ADD CONSTRAINT "evaluation_revisions_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_revisions" ADD CONSTRAINT "evaluation_revisions_evaluator_id_users_id_fk" FOREIGN KEY ("evaluator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_revisions" ADD CONSTRAINT "evaluation_revisions_replaced_by_users_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_scholar_id_scholars_id_fk" FOREIGN KEY ("scholar_id") REFERENCES "public"."scholars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_evaluator_id_users_id_fk" FOREIGN KEY ("evaluator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluation_revisions_evaluation_idx" ON "evaluation_revisions" USING btree ("evaluation_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluations_scholar_office_term_key" ON "evaluations" USING btree ("scholar_id","office_id","term","academic_year");--> statement-breakpoint
CREATE INDEX "evaluations_submitted_idx" ON "evaluations" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "evaluations_office_submitted_idx" ON "evaluations" USING btree ("office_id","submitted_at");