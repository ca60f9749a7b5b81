ALTER TABLE "verification_codes" ADD COLUMN "requester" text;--> statement-breakpoint
CREATE INDEX "verification_codes_requester_idx" ON "verification_codes" USING btree ("requester","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_channel_time_idx" ON "verification_codes" USING btree ("channel","created_at");