-- Search now also matches phone and account number (user management looks people up by either).
DROP INDEX IF EXISTS "accounts_search_trgm_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "accounts_search_trgm_idx" ON "accounts" USING gin ((lower("name" || ' ' || coalesce("email", '') || ' ' || coalesce("phone", '') || ' ' || "account_number")) gin_trgm_ops);
