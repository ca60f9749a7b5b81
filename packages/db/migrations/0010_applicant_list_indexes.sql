DROP INDEX "applications_job_idx";--> statement-breakpoint
DROP INDEX "applications_job_status_time_idx";--> statement-breakpoint
CREATE INDEX "applications_job_time_idx" ON "applications" USING btree ("job_id","created_at","application_id");--> statement-breakpoint
CREATE INDEX "applications_job_status_time_idx" ON "applications" USING btree ("job_id","status","created_at","application_id");