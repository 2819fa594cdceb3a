CREATE TABLE "class_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"term" "evaluation_term" NOT NULL,
	"academic_year" text NOT NULL,
	"file_id" uuid NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_schedules" ADD CONSTRAINT "class_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_schedules" ADD CONSTRAINT "class_schedules_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_schedules_one_current" ON "class_schedules" USING btree ("user_id","term","academic_year") WHERE "class_schedules"."replaced_at" IS NULL;--> statement-breakpoint
CREATE INDEX "class_schedules_user_uploaded_idx" ON "class_schedules" USING btree ("user_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "class_schedules_file_idx" ON "class_schedules" USING btree ("file_id");