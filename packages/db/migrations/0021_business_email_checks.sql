-- Step 1 of /employer kept on the server (decision 0056): the business address a
-- user without a company last sent a code to, when, and when they entered it.
CREATE TABLE "business_email_checks" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "business_email_checks" ADD CONSTRAINT "business_email_checks_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_email_checks_sent_idx" ON "business_email_checks" USING btree ("sent_at");