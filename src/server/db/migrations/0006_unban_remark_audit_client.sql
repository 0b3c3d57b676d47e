ALTER TABLE "accounts" ADD COLUMN "unban_remark" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "client" jsonb;--> statement-breakpoint
-- Until now an unban wrote its remark over ban_remark: on a user who is not banned, that column holds the unban remark. Copied, not moved.
UPDATE "accounts" SET "unban_remark" = "ban_remark" WHERE "banned" = false AND "ban_remark" IS NOT NULL AND "unban_remark" IS NULL;
