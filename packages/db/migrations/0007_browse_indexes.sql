CREATE INDEX "jobs_open_adcode_time_idx" ON "jobs" USING btree ("adcode","created_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_industry_time_idx" ON "jobs" USING btree ("industry","created_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_type_time_idx" ON "jobs" USING btree ("employment_type","created_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_seniority_time_idx" ON "jobs" USING btree ("seniority","created_at") WHERE status = 'open';