-- drizzle-kit never writes CREATE EXTENSION: pg_trgm serves fuzzy Latin matching of job search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
