-- Substring search over name and email ("tan" finds "Tan Wei Ming" and "stan@…") without a full scan.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "accounts_search_trgm_idx" ON "accounts" USING gin ((lower("name" || ' ' || coalesce("email", ''))) gin_trgm_ops);--> statement-breakpoint
-- "Who holds code N" is a containment test on the codes array.
CREATE INDEX IF NOT EXISTS "accounts_permissions_gin_idx" ON "accounts" USING gin ("permissions");
