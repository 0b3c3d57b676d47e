CREATE TABLE "owner_installments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"principal_sen" bigint NOT NULL,
	"months" integer NOT NULL,
	"start_month" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"cancel_reason" text,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_installments_principal_positive" CHECK ("owner_installments"."principal_sen" >= "owner_installments"."months"),
	CONSTRAINT "owner_installments_months" CHECK ("owner_installments"."months" BETWEEN 1 AND 60),
	CONSTRAINT "owner_installments_start_month" CHECK ("owner_installments"."start_month" ~ '^\d{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "owner_installments_status" CHECK ("owner_installments"."status" IN ('active', 'completed', 'settled', 'cancelled')),
	CONSTRAINT "owner_installments_cancel_reason" CHECK ("owner_installments"."status" <> 'cancelled' OR "owner_installments"."cancel_reason" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "owner_installment_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"month" text,
	"amount_sen" bigint NOT NULL,
	"reason" text,
	"statement_id" uuid,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_installment_entries_kind" CHECK ("owner_installment_entries"."kind" IN ('deduction', 'waiver', 'settlement')),
	CONSTRAINT "owner_installment_entries_month" CHECK (("owner_installment_entries"."kind" = 'settlement') = ("owner_installment_entries"."month" IS NULL)),
	CONSTRAINT "owner_installment_entries_amount" CHECK ("owner_installment_entries"."amount_sen" >= 0),
	CONSTRAINT "owner_installment_entries_waiver_reason" CHECK ("owner_installment_entries"."kind" <> 'waiver' OR "owner_installment_entries"."reason" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "owner_installments" ADD CONSTRAINT "owner_installments_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_installments" ADD CONSTRAINT "owner_installments_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_installment_entries" ADD CONSTRAINT "owner_installment_entries_plan_id_owner_installments_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."owner_installments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_installment_entries" ADD CONSTRAINT "owner_installment_entries_recorded_by_accounts_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_installments_owner_idx" ON "owner_installments" USING btree ("owner_id","status");--> statement-breakpoint
CREATE INDEX "owner_installments_created_idx" ON "owner_installments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "owner_installments_status_created_idx" ON "owner_installments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "owner_installments_title_trgm_idx" ON "owner_installments" USING gin ((lower(coalesce("title", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "owner_installment_entries_one_per_month" ON "owner_installment_entries" USING btree ("plan_id","month") WHERE "owner_installment_entries"."month" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "owner_installment_entries_one_settlement" ON "owner_installment_entries" USING btree ("plan_id") WHERE "owner_installment_entries"."kind" = 'settlement';--> statement-breakpoint
CREATE INDEX "owner_installment_entries_plan_idx" ON "owner_installment_entries" USING btree ("plan_id","created_at");--> statement-breakpoint
-- A plan's entries are its history of money (DESIGN.md §6): never updated or deleted; a correction is a new entry.
-- TRUNCATE stays possible: wiping a whole database (tests, a fresh start) is not editing its history.
CREATE FUNCTION "owner_installment_entries_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'owner installment entries are never changed or deleted: record a new entry instead'
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "owner_installment_entries_no_change" BEFORE UPDATE OR DELETE ON "owner_installment_entries"
  FOR EACH ROW EXECUTE FUNCTION "owner_installment_entries_fixed"();--> statement-breakpoint
-- A plan is never deleted (cancelled instead), and once a month was deducted or waived its terms are fixed.
CREATE FUNCTION "owner_installments_terms_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'owner installment plans are never deleted: cancel the plan instead'
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF (NEW.principal_sen IS DISTINCT FROM OLD.principal_sen OR NEW.months IS DISTINCT FROM OLD.months
      OR NEW.start_month IS DISTINCT FROM OLD.start_month OR NEW.owner_id IS DISTINCT FROM OLD.owner_id)
    AND EXISTS (SELECT 1 FROM "owner_installment_entries" e WHERE e.plan_id = OLD.id) THEN
    RAISE EXCEPTION 'owner installment %: its terms are fixed once a month was deducted or waived', OLD.id
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "owner_installments_fixed" BEFORE UPDATE OR DELETE ON "owner_installments"
  FOR EACH ROW EXECUTE FUNCTION "owner_installments_terms_fixed"();
