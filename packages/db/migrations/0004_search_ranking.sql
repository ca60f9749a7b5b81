CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "jobs_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "jobs_search_vector_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "rank_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_eng_brand_lower_idx" ON "companies" USING btree (lower("eng_brand_name"));--> statement-breakpoint
CREATE INDEX "companies_brand_lower_idx" ON "companies" USING btree (lower("brand_name"));--> statement-breakpoint
CREATE INDEX "jobs_rank_vector_idx" ON "jobs" USING gin ("rank_vector") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector") WHERE status = 'open';