ALTER TABLE "users" ADD COLUMN "wechat_id" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "contact_type" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "answered_by" bigint;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "contact_from" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "contact_to" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_answered_by_users_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;