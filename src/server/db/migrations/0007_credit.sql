CREATE TABLE "credit_accounts" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"balance_sen" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_accounts_balance_not_negative" CHECK ("credit_accounts"."balance_sen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_sen" bigint NOT NULL,
	"kind" text NOT NULL,
	"request_id" uuid,
	"reverses_entry_id" uuid,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_entries_amount_not_zero" CHECK ("credit_entries"."amount_sen" <> 0)
);
--> statement-breakpoint
CREATE TABLE "credit_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_sen" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"maker_id" uuid NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"remark" text,
	"entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "credit_requests_amount_positive" CHECK ("credit_requests"."amount_sen" > 0),
	CONSTRAINT "credit_requests_maker_not_checker" CHECK ("credit_requests"."decided_by" IS NULL OR "credit_requests"."decided_by" <> "credit_requests"."maker_id")
);
--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_account_id_credit_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."credit_accounts"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_maker_id_accounts_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_entry_id_credit_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."credit_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_reverses_key" ON "credit_entries" USING btree ("reverses_entry_id");--> statement-breakpoint
CREATE INDEX "credit_entries_account_idx" ON "credit_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_entries_created_idx" ON "credit_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "credit_requests_status_idx" ON "credit_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "credit_requests_maker_idx" ON "credit_requests" USING btree ("maker_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_requests_account_idx" ON "credit_requests" USING btree ("account_id","created_at");--> statement-breakpoint
-- The ledger is append-only (DESIGN.md §6): no code path, and no hand-typed statement, may change or remove an entry.
-- TRUNCATE stays possible: wiping a whole database (tests, a fresh start) is not editing its history.
CREATE FUNCTION "credit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit_entries is append-only: % is refused; post a reversal entry instead', TG_OP
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "credit_entries_no_update_or_delete" BEFORE UPDATE OR DELETE ON "credit_entries"
  FOR EACH ROW EXECUTE FUNCTION "credit_entries_append_only"();