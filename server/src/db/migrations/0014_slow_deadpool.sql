CREATE TABLE "upload_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "upload_slots_subject_idx" ON "upload_slots" USING btree ("subject","started_at");