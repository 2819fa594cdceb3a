ALTER TABLE "application_events" ADD COLUMN "stay_started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at");