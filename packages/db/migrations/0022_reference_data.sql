-- The fingerprint of the reference data a start last wrote (decision 0062): a start with the same
-- lists writes nothing.
CREATE TABLE "reference_data" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"fingerprint" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_data_one_row" CHECK ("reference_data"."id" = 1)
);
