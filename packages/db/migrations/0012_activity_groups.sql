ALTER TABLE "activity_groups" ADD COLUMN "type" text DEFAULT 'meetup' NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_groups" ADD COLUMN "cover_url" text;--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id");