DROP INDEX "file_reads_user_idx";--> statement-breakpoint
-- A guide read once is one row: drop repeats kept by older versions before the unique index.
DELETE FROM "file_reads" a USING "file_reads" b WHERE a."user_id" = b."user_id" AND a."file_key" = b."file_key" AND a."file_read_id" > b."file_read_id";--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "last_email_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "file_reads_user_key" ON "file_reads" USING btree ("user_id","file_key");--> statement-breakpoint
CREATE UNIQUE INDEX "job_alerts_unsubscribe_token_key" ON "job_alerts" USING btree ("unsubscribe_token");