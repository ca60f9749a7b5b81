-- The search filters folded into the searched documents (search/job-filters.ts,
-- decision 0042): a job's filter values become tokens of the same GIN index as
-- its words, so one bitmap answers a keyword AND its filters. The tokens start
-- with '~', which no search token does. Salary bounds (as displayed: bound x
-- salary_num, in K) fall in 5K buckets, 40 holding 200K and up.
CREATE FUNCTION "jobs_filter_tokens"("adcode" text, "employment_type" text, "industry" text, "seniority" text, "company_id" bigint, "minimum_salary" integer, "maximum_salary" integer, "salary_num" integer)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(ARRAY[
    '~city:' || "adcode", '~type:' || "employment_type", '~ind:' || "industry", '~sen:' || "seniority",
    '~co:' || "company_id"::text,
    '~lo:' || least(greatest("minimum_salary" * "salary_num", 0) / 5, 40)::text,
    '~hi:' || least(greatest("maximum_salary" * "salary_num", 0) / 5, 40)::text
  ])
$$;--> statement-breakpoint
-- Every word of a job and its filter tokens. Declared expensive: evaluating it
-- reads the TOASTed search_vector, which the planner does not cost otherwise,
-- and at this cost every plan reads jobs through its index (where a bitmap
-- that needs no recheck never evaluates it). PL/pgSQL so it is never inlined
-- and keeps that cost.
CREATE FUNCTION "jobs_search_document"("search_vector" tsvector, "adcode" text, "employment_type" text, "industry" text, "seniority" text, "company_id" bigint, "minimum_salary" integer, "maximum_salary" integer, "salary_num" integer)
RETURNS tsvector LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 10000 AS $$
BEGIN
  RETURN "search_vector" || array_to_tsvector(ARRAY[
    '~city:' || "adcode", '~type:' || "employment_type", '~ind:' || "industry", '~sen:' || "seniority",
    '~co:' || "company_id"::text,
    '~lo:' || least(greatest("minimum_salary" * "salary_num", 0) / 5, 40)::text,
    '~hi:' || least(greatest("maximum_salary" * "salary_num", 0) / 5, 40)::text
  ]);
END
$$;--> statement-breakpoint
-- Replaced by jobs_search_document_idx, which holds the same words.
DROP INDEX "jobs_search_vector_idx";--> statement-breakpoint
CREATE INDEX "jobs_search_document_idx" ON "jobs" USING gin (jobs_search_document("search_vector", "adcode", "employment_type", "industry", "seniority", "company_id", "minimum_salary", "maximum_salary", "salary_num")) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_rank_document_idx" ON "jobs" USING gin (("rank_vector" || jobs_filter_tokens("adcode", "employment_type", "industry", "seniority", "company_id", "minimum_salary", "maximum_salary", "salary_num"))) WHERE status = 'open';--> statement-breakpoint
-- The position's words alone (weight A of rank_vector) with the filter tokens: the
-- first tier of a common keyword's list, answered without rechecking weights.
CREATE INDEX "jobs_position_document_idx" ON "jobs" USING gin ((ts_filter("rank_vector", '{a}') || jobs_filter_tokens("adcode", "employment_type", "industry", "seniority", "company_id", "minimum_salary", "maximum_salary", "salary_num"))) WHERE status = 'open';--> statement-breakpoint
-- Statistics of the new expressions, so the planner knows how common each token is.
ANALYZE "jobs";
