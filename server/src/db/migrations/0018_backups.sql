CREATE TYPE "public"."backup_outcome" AS ENUM('running', 'succeeded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."backup_trigger" AS ENUM('schedule', 'command');--> statement-breakpoint
CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" "backup_trigger" NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" "backup_outcome" DEFAULT 'running' NOT NULL,
	"size" bigint,
	"archive_name" text,
	"manifest_summary" jsonb,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "backups_started_idx" ON "backups" USING btree ("started_at");