CREATE TABLE "failure_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"locks" integer DEFAULT 0 NOT NULL,
	"first_failure_at" timestamp with time zone NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"alerted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "failure_throttles_last_failure_idx" ON "failure_throttles" USING btree ("last_failure_at");