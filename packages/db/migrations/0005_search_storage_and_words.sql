-- Keep the jobs heap narrow, so a search touches few pages: the long texts
-- (descriptions, requirements, search_vector, search_text) move to TOAST as
-- soon as a row passes 128 bytes, while rank_vector, which ranking reads for
-- every match, stays in the row. Applies to rows written from now on.
ALTER TABLE "jobs" SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "rank_vector" SET STORAGE MAIN;--> statement-breakpoint
-- Jobs written before rank_vector existed rank by their position and brand
-- (the A and B weights of search_vector) until refreshJobSearch rewrites them.
UPDATE "jobs" SET "rank_vector" = ts_filter("search_vector", '{a,b}') WHERE "rank_vector" IS NULL AND "search_vector" IS NOT NULL;--> statement-breakpoint
-- The search vocabulary (search_words): the Latin words of 4 to 64 letters
-- and digits of the jobs' rank_vector, collected once per statement.
CREATE FUNCTION "jobs_collect_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w."lexeme"
  FROM "changed_jobs" j, unnest(j."rank_vector") AS w
  WHERE j."rank_vector" IS NOT NULL AND w."lexeme" ~ '^[a-z][a-z0-9]{3,63}$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_search_words_on_insert" AFTER INSERT ON "jobs"
  REFERENCING NEW TABLE AS "changed_jobs" FOR EACH STATEMENT EXECUTE FUNCTION "jobs_collect_search_words"();--> statement-breakpoint
CREATE TRIGGER "jobs_search_words_on_update" AFTER UPDATE ON "jobs"
  REFERENCING NEW TABLE AS "changed_jobs" FOR EACH STATEMENT EXECUTE FUNCTION "jobs_collect_search_words"();--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w."lexeme" FROM "jobs" j, unnest(j."rank_vector") AS w
WHERE j."rank_vector" IS NOT NULL AND w."lexeme" ~ '^[a-z][a-z0-9]{3,63}$'
ON CONFLICT DO NOTHING;
