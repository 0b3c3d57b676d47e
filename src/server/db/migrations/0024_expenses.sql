CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expense_date" date NOT NULL,
	"category" text NOT NULL,
	"property_id" uuid,
	"unit_id" uuid,
	"payee" text NOT NULL,
	"description" text,
	"amount_sen" bigint NOT NULL,
	"sst_sen" bigint DEFAULT 0 NOT NULL,
	"billable" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'recorded' NOT NULL,
	"receipt_file_id" uuid,
	"recorded_by" uuid NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"voided_by" uuid,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_amount_positive" CHECK ("expenses"."amount_sen" > 0),
	CONSTRAINT "expenses_sst_not_negative" CHECK ("expenses"."sst_sen" >= 0),
	CONSTRAINT "expenses_status" CHECK ("expenses"."status" IN ('recorded', 'approved', 'void')),
	CONSTRAINT "expenses_unit_has_property" CHECK ("expenses"."unit_id" IS NULL OR "expenses"."property_id" IS NOT NULL),
	CONSTRAINT "expenses_billable_has_property" CHECK (NOT "expenses"."billable" OR "expenses"."property_id" IS NOT NULL),
	CONSTRAINT "expenses_recorder_not_approver" CHECK ("expenses"."approved_by" IS NULL OR "expenses"."approved_by" <> "expenses"."recorded_by"),
	CONSTRAINT "expenses_approved_has_approver" CHECK ("expenses"."status" <> 'approved' OR ("expenses"."approved_by" IS NOT NULL AND "expenses"."approved_at" IS NOT NULL)),
	CONSTRAINT "expenses_void_has_reason" CHECK ("expenses"."status" <> 'void' OR ("expenses"."voided_at" IS NOT NULL AND "expenses"."void_reason" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_receipt_file_id_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_recorded_by_accounts_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_approved_by_accounts_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_voided_by_accounts_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_date_idx" ON "expenses" USING btree ("expense_date","id");--> statement-breakpoint
CREATE INDEX "expenses_status_created_idx" ON "expenses" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "expenses_property_date_idx" ON "expenses" USING btree ("property_id","expense_date");--> statement-breakpoint
CREATE INDEX "expenses_unit_date_idx" ON "expenses" USING btree ("unit_id","expense_date");--> statement-breakpoint
CREATE INDEX "expenses_created_idx" ON "expenses" USING btree ("created_at");--> statement-breakpoint
-- The list sorts on the total, and searches payee and description as substrings (the same expressions the queries use).
CREATE INDEX "expenses_total_idx" ON "expenses" USING btree (("amount_sen" + "sst_sen"),"id");--> statement-breakpoint
CREATE INDEX "expenses_payee_trgm_idx" ON "expenses" USING gin ((lower(coalesce("payee", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "expenses_description_trgm_idx" ON "expenses" USING gin ((lower(coalesce("description", ''))) gin_trgm_ops);--> statement-breakpoint
-- An expense is never deleted (DESIGN.md §6): a mistake is voided with its reason and stays readable. TRUNCATE stays
-- possible: wiping a whole database (tests, a fresh start) is not editing its history.
CREATE FUNCTION "expenses_never_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'expenses are never deleted: void the expense with its reason instead'
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "expenses_no_delete" BEFORE DELETE ON "expenses"
  FOR EACH ROW EXECUTE FUNCTION "expenses_never_deleted"();--> statement-breakpoint
-- What an approver looked at stays as it was: once approved or void, the money (what, how much, whose) is fixed, and
-- the status only moves forward (recorded → approved → void, recorded → void).
CREATE FUNCTION "expenses_decided_money_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IN ('approved', 'void') AND (
    NEW.amount_sen IS DISTINCT FROM OLD.amount_sen OR NEW.sst_sen IS DISTINCT FROM OLD.sst_sen
    OR NEW.billable IS DISTINCT FROM OLD.billable OR NEW.property_id IS DISTINCT FROM OLD.property_id
    OR NEW.unit_id IS DISTINCT FROM OLD.unit_id OR NEW.expense_date IS DISTINCT FROM OLD.expense_date
    OR NEW.receipt_file_id IS DISTINCT FROM OLD.receipt_file_id
  ) THEN
    RAISE EXCEPTION 'expense %: the money of an % expense cannot change', OLD.id, OLD.status
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF (OLD.status = 'void' AND NEW.status <> 'void') OR (OLD.status = 'approved' AND NEW.status = 'recorded') THEN
    RAISE EXCEPTION 'expense %: % cannot go back to %', OLD.id, OLD.status, NEW.status
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF OLD.status = 'approved' AND (NEW.approved_by IS DISTINCT FROM OLD.approved_by OR NEW.approved_at IS DISTINCT FROM OLD.approved_at) THEN
    RAISE EXCEPTION 'expense %: who approved it cannot change', OLD.id
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "expenses_decided_fixed" BEFORE UPDATE ON "expenses"
  FOR EACH ROW EXECUTE FUNCTION "expenses_decided_money_fixed"();
