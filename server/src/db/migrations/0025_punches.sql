CREATE TYPE "public"."punch_mode" AS ENUM('punches_only', 'punches_or_typed');--> statement-breakpoint
CREATE TYPE "public"."punch_slot" AS ENUM('in1', 'out1', 'in2', 'out2');--> statement-breakpoint
CREATE TYPE "public"."punch_source" AS ENUM('kiosk_qr');--> statement-breakpoint
CREATE TABLE "kiosks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid
);
--> statement-breakpoint
CREATE TABLE "office_punch_settings" (
	"office_id" uuid PRIMARY KEY NOT NULL,
	"mode" "punch_mode" DEFAULT 'punches_or_typed' NOT NULL,
	"opens_at" text DEFAULT '07:00' NOT NULL,
	"closes_at" text DEFAULT '19:00' NOT NULL,
	"max_minutes_per_day" integer DEFAULT 600 NOT NULL,
	"secret" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_punch_settings_opens_at_format" CHECK (opens_at ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "office_punch_settings_closes_at_format" CHECK (closes_at ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "punches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scholar_id" uuid NOT NULL,
	"office_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"slot" "punch_slot" NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"token_step" integer NOT NULL,
	"late_send" boolean DEFAULT false NOT NULL,
	"source" "punch_source" DEFAULT 'kiosk_qr' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dtr_entries" ADD COLUMN "punched_slots" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "dtr_entries" ADD COLUMN "late_send" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_punch_settings" ADD CONSTRAINT "office_punch_settings_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_punch_settings" ADD CONSTRAINT "office_punch_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_scholar_id_scholars_id_fk" FOREIGN KEY ("scholar_id") REFERENCES "public"."scholars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kiosks_key_hash_key" ON "kiosks" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "kiosks_office_idx" ON "kiosks" USING btree ("office_id");--> statement-breakpoint
CREATE UNIQUE INDEX "punches_scholar_office_step_key" ON "punches" USING btree ("scholar_id","office_id","token_step");--> statement-breakpoint
CREATE INDEX "punches_scholar_date_idx" ON "punches" USING btree ("scholar_id","work_date");--> statement-breakpoint
CREATE INDEX "punches_office_received_idx" ON "punches" USING btree ("office_id","received_at");