ALTER TABLE "companies" ADD COLUMN "open_jobs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- companies.open_jobs is kept by the jobs table's triggers (decision 0039): inserts and deletes
-- add their statement's open jobs in one update per statement; an update that changes a job's
-- status or company moves the count, row by row, and only then.
CREATE FUNCTION "jobs_count_open"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "companies" c SET "open_jobs" = c."open_jobs" + d.n
    FROM (SELECT "company_id", count(*)::int AS n FROM "added_jobs" WHERE "status" = 'open' GROUP BY "company_id") d
    WHERE c."company_id" = d."company_id";
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "companies" c SET "open_jobs" = c."open_jobs" - d.n
    FROM (SELECT "company_id", count(*)::int AS n FROM "removed_jobs" WHERE "status" = 'open' GROUP BY "company_id") d
    WHERE c."company_id" = d."company_id";
    RETURN NULL;
  END IF;
  -- UPDATE, one row: its old self leaves the count, its new self joins it.
  IF OLD."status" = 'open' THEN
    UPDATE "companies" SET "open_jobs" = "open_jobs" - 1 WHERE "company_id" = OLD."company_id";
  END IF;
  IF NEW."status" = 'open' THEN
    UPDATE "companies" SET "open_jobs" = "open_jobs" + 1 WHERE "company_id" = NEW."company_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_open_count_on_insert" AFTER INSERT ON "jobs"
  REFERENCING NEW TABLE AS "added_jobs" FOR EACH STATEMENT EXECUTE FUNCTION "jobs_count_open"();--> statement-breakpoint
CREATE TRIGGER "jobs_open_count_on_delete" AFTER DELETE ON "jobs"
  REFERENCING OLD TABLE AS "removed_jobs" FOR EACH STATEMENT EXECUTE FUNCTION "jobs_count_open"();--> statement-breakpoint
CREATE TRIGGER "jobs_open_count_on_update" AFTER UPDATE OF "status", "company_id" ON "jobs"
  FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."company_id" IS DISTINCT FROM NEW."company_id")
  EXECUTE FUNCTION "jobs_count_open"();--> statement-breakpoint
UPDATE "companies" c SET "open_jobs" = d.n
FROM (SELECT "company_id", count(*)::int AS n FROM "jobs" WHERE "status" = 'open' GROUP BY "company_id") d
WHERE c."company_id" = d."company_id";
