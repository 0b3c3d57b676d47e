-- A claim names its attempt (claim) and the server process making it (claimed_by), so another server can tell a
-- claim whose server died and take it over at once; effects holds what each of the request's transactions
-- committed, written in that same transaction, so the attempt that takes over answers from it and never writes twice.
ALTER TABLE "idempotency_keys" ADD COLUMN "claim" uuid;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "effects" jsonb;
