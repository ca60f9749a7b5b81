-- Every lexeme of the jobs' search_vector, in byte order, so that the words a
-- search-box prefix stands for are one range of the primary key
-- (prefixExpansions). Collected in the transaction that writes the vector:
-- the statement's new jobs at once, and a job whose vector a statement sets.
-- Words are taken in order, so that two writers never wait on each other's
-- words in opposite orders.
CREATE TABLE "search_lexicon" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL
);--> statement-breakpoint
CREATE FUNCTION "jobs_collect_search_lexicon_of_statement"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_lexicon" ("word")
  SELECT DISTINCT w."lexeme" FROM "changed_jobs" j, unnest(j."search_vector") AS w
  WHERE j."search_vector" IS NOT NULL
  ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "jobs_collect_search_lexicon_of_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_lexicon" ("word")
  SELECT w."lexeme" FROM unnest(NEW."search_vector") AS w
  ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_search_lexicon_on_insert" AFTER INSERT ON "jobs"
  REFERENCING NEW TABLE AS "changed_jobs" FOR EACH STATEMENT EXECUTE FUNCTION "jobs_collect_search_lexicon_of_statement"();--> statement-breakpoint
-- Only when a statement sets search_vector (a column list allows no transition table): the
-- page-view counts and status changes that update jobs far more often read no vector.
CREATE TRIGGER "jobs_search_lexicon_on_update" AFTER UPDATE OF "search_vector" ON "jobs"
  FOR EACH ROW WHEN (NEW."search_vector" IS NOT NULL AND NEW."search_vector" IS DISTINCT FROM OLD."search_vector")
  EXECUTE FUNCTION "jobs_collect_search_lexicon_of_row"();--> statement-breakpoint
INSERT INTO "search_lexicon" ("word")
SELECT DISTINCT w."lexeme" FROM "jobs" j, unnest(j."search_vector") AS w
WHERE j."search_vector" IS NOT NULL
ORDER BY 1
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The spelling vocabulary's trigger (migration 0005) takes its words in order too.
CREATE OR REPLACE FUNCTION "jobs_collect_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w."lexeme"
  FROM "changed_jobs" j, unnest(j."rank_vector") AS w
  WHERE j."rank_vector" IS NOT NULL AND w."lexeme" ~ '^[a-z][a-z0-9]{3,63}$'
  ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
