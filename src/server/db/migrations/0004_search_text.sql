ALTER TABLE "accounts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || account_number)) STORED;--> statement-breakpoint
CREATE INDEX "accounts_search_text_trgm_idx" ON "accounts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The expression index of 0003 is replaced by the one on the stored column.
DROP INDEX IF EXISTS "accounts_search_trgm_idx";
