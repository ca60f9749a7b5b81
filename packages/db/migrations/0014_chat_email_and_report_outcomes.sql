CREATE TABLE "chat_email_notices" (
	"candidate_id" bigint NOT NULL,
	"job_id" bigint NOT NULL,
	"side" text NOT NULL,
	"user_id" bigint,
	"last_message_id" bigint NOT NULL,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "chat_email_notices_candidate_id_job_id_side_pk" PRIMARY KEY("candidate_id","job_id","side")
);
--> statement-breakpoint
ALTER TABLE "chat_reports" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD COLUMN "closed_by" bigint;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_email_notices" ADD CONSTRAINT "chat_email_notices_candidate_id_users_user_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_email_notices" ADD CONSTRAINT "chat_email_notices_job_id_jobs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_email_notices" ADD CONSTRAINT "chat_email_notices_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_closed_by_users_user_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_unread_time_idx" ON "chat_messages" USING btree ("created_at") WHERE unread = 1 AND kind = 'text';--> statement-breakpoint
CREATE INDEX "chat_reports_status_time_idx" ON "chat_reports" USING btree ("status","created_at","report_id");