ALTER TABLE "users" ADD COLUMN "headline_job_zh" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "skills" text DEFAULT '' NOT NULL;