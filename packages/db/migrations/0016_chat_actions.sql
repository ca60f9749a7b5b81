ALTER TABLE "users" ADD COLUMN "wechat_id" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "contact_type" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "answered_by" bigint;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "contact_from" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "contact_to" text;