ALTER TABLE "wechat_scenes" ADD COLUMN "owner_hash" text;--> statement-breakpoint
ALTER TABLE "wechat_scenes" ADD COLUMN "scanned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wechat_scenes" ADD COLUMN "wx_nickname" text;--> statement-breakpoint
ALTER TABLE "wechat_scenes" ADD COLUMN "wx_avatar_url" text;