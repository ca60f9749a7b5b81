ALTER TABLE "jobs" ADD COLUMN "company_completeness" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- jobs.company_completeness is a copy of its company's completeness, kept by triggers (decision 0078),
-- so a ranked search reads the boost of a complete company from the job's own row. A job takes its
-- company's figure when it is inserted or moved to another company (or when anything writes the copy
-- itself: it is never the application's to set); a company whose completeness changes passes it on to
-- its jobs, and only then.
CREATE FUNCTION "jobs_take_company_completeness"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."company_completeness" := coalesce(
    (SELECT c."completeness" FROM "companies" c WHERE c."company_id" = NEW."company_id"), 0);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_company_completeness_on_write" BEFORE INSERT OR UPDATE OF "company_id", "company_completeness" ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION "jobs_take_company_completeness"();--> statement-breakpoint
CREATE FUNCTION "companies_pass_completeness_to_jobs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "jobs" SET "company_completeness" = NEW."completeness"
  WHERE "company_id" = NEW."company_id" AND "company_completeness" <> NEW."completeness";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "companies_completeness_to_jobs" AFTER UPDATE OF "completeness" ON "companies"
  FOR EACH ROW
  WHEN (OLD."completeness" IS DISTINCT FROM NEW."completeness")
  EXECUTE FUNCTION "companies_pass_completeness_to_jobs"();--> statement-breakpoint
UPDATE "jobs" j SET "company_completeness" = c."completeness"
FROM "companies" c
WHERE c."company_id" = j."company_id" AND j."company_completeness" <> c."completeness";
