-- Owner statements (DESIGN.md §6 "Owner statements", issue 28): one per owner per month, generated as a draft by a
-- job, approved (47) by an admin other than the one who generated it, then sent (46) to the owner's portal. Once
-- approved a statement is frozen here, not only in the service: its figures and lines cannot change or go, and its
-- status only moves on (approved → sent → superseded). A wrong one is corrected by a revision that supersedes it.
CREATE TABLE "owner_statement_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month" text NOT NULL,
	"owner_ids" jsonb,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"generated" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by" uuid NOT NULL REFERENCES "accounts"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "owner_statement_jobs_status_known" CHECK ("status" IN ('running', 'done', 'failed')),
	CONSTRAINT "owner_statement_jobs_month" CHECK ("month" ~ '^\d{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "owner_statement_jobs_progress" CHECK ("done" BETWEEN 0 AND "total" AND "generated" + "skipped" <= "done")
);
--> statement-breakpoint
CREATE TABLE "owner_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL REFERENCES "accounts"("id"),
	"month" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"supersedes_id" uuid REFERENCES "owner_statements"("id"),
	"job_id" uuid REFERENCES "owner_statement_jobs"("id"),
	"generated_by" uuid NOT NULL REFERENCES "accounts"("id"),
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" uuid REFERENCES "accounts"("id"),
	"approved_at" timestamp with time zone,
	"sent_by" uuid REFERENCES "accounts"("id"),
	"sent_at" timestamp with time zone,
	"revenue_sen" bigint NOT NULL,
	"commission_sen" bigint NOT NULL,
	"management_fee_sen" bigint NOT NULL,
	"cleaning_sen" bigint NOT NULL,
	"expenses_sen" bigint NOT NULL,
	"installments_sen" bigint NOT NULL,
	"adjustments_sen" bigint NOT NULL,
	"carried_in_sen" bigint NOT NULL,
	"payout_sen" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_statements_status_known" CHECK ("status" IN ('draft', 'approved', 'sent', 'superseded')),
	CONSTRAINT "owner_statements_month" CHECK ("month" ~ '^\d{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "owner_statements_revision" CHECK ("revision" >= 1 AND ("revision" = 1) = ("supersedes_id" IS NULL)),
	-- Credits are positive and charges negative; the payout is their sum, to the sen.
	CONSTRAINT "owner_statements_signs" CHECK ("revenue_sen" >= 0 AND "commission_sen" <= 0 AND "management_fee_sen" <= 0
		AND "cleaning_sen" >= 0 AND "expenses_sen" <= 0 AND "installments_sen" <= 0 AND "carried_in_sen" <= 0),
	CONSTRAINT "owner_statements_payout_sum" CHECK ("payout_sen" = "revenue_sen" + "commission_sen" + "management_fee_sen"
		+ "cleaning_sen" + "expenses_sen" + "installments_sen" + "adjustments_sen" + "carried_in_sen"),
	-- Never approved by the admin who generated it, even by a write that bypasses the service.
	CONSTRAINT "owner_statements_generator_not_approver" CHECK ("approved_by" IS NULL OR "approved_by" <> "generated_by"),
	CONSTRAINT "owner_statements_approved_has_approver" CHECK ("status" = 'draft' OR ("approved_by" IS NOT NULL AND "approved_at" IS NOT NULL)),
	CONSTRAINT "owner_statements_sent_has_sender" CHECK ("status" NOT IN ('sent') OR ("sent_by" IS NOT NULL AND "sent_at" IS NOT NULL))
);
--> statement-breakpoint
-- One statement in force per owner and month (a superseded one stays beside its revision).
CREATE UNIQUE INDEX "owner_statements_owner_month_key" ON "owner_statements" USING btree ("owner_id", "month") WHERE "status" <> 'superseded';
--> statement-breakpoint
CREATE UNIQUE INDEX "owner_statements_revision_key" ON "owner_statements" USING btree ("owner_id", "month", "revision");
--> statement-breakpoint
CREATE INDEX "owner_statements_month_idx" ON "owner_statements" USING btree ("month", "status");
--> statement-breakpoint
CREATE TABLE "owner_statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL REFERENCES "owner_statements"("id") ON DELETE CASCADE,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"unit_id" uuid REFERENCES "units"("id"),
	"reservation_id" uuid REFERENCES "reservations"("id"),
	"expense_id" uuid REFERENCES "expenses"("id"),
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"amount_sen" bigint NOT NULL,
	CONSTRAINT "owner_statement_lines_kind_known" CHECK ("kind" IN ('stay', 'commission', 'management_fee', 'cleaning', 'expense',
		'expense_markup', 'installment', 'adjustment', 'carry_forward')),
	CONSTRAINT "owner_statement_lines_signs" CHECK (CASE "kind"
		WHEN 'stay' THEN "amount_sen" >= 0
		WHEN 'cleaning' THEN "amount_sen" >= 0
		WHEN 'adjustment' THEN true
		ELSE "amount_sen" <= 0 END)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "owner_statement_lines_position_key" ON "owner_statement_lines" USING btree ("statement_id", "position");
--> statement-breakpoint
CREATE INDEX "owner_statement_lines_reservation_idx" ON "owner_statement_lines" USING btree ("reservation_id") WHERE "reservation_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "owner_statement_lines_expense_idx" ON "owner_statement_lines" USING btree ("expense_id") WHERE "expense_id" IS NOT NULL;
--> statement-breakpoint
-- A statement past draft keeps every figure; only its status moves on (approved → sent → superseded, or approved →
-- superseded), with who sent it. It is never deleted. Approving it needs its lines to add up to its payout.
CREATE OR REPLACE FUNCTION owner_statements_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	lines_sen bigint;
BEGIN
	IF TG_OP = 'DELETE' THEN
		IF OLD.status <> 'draft' THEN
			RAISE EXCEPTION 'Owner statement % is %: it is never deleted', OLD.id, OLD.status
				USING ERRCODE = 'check_violation', CONSTRAINT = 'owner_statements_frozen';
		END IF;
		RETURN OLD;
	END IF;
	IF OLD.status <> 'draft' THEN
		IF (NEW.id, NEW.owner_id, NEW.month, NEW.revision, NEW.supersedes_id, NEW.job_id, NEW.generated_by, NEW.generated_at,
				NEW.approved_by, NEW.approved_at, NEW.revenue_sen, NEW.commission_sen, NEW.management_fee_sen, NEW.cleaning_sen,
				NEW.expenses_sen, NEW.installments_sen, NEW.adjustments_sen, NEW.carried_in_sen, NEW.payout_sen, NEW.created_at)
			IS DISTINCT FROM (OLD.id, OLD.owner_id, OLD.month, OLD.revision, OLD.supersedes_id, OLD.job_id, OLD.generated_by, OLD.generated_at,
				OLD.approved_by, OLD.approved_at, OLD.revenue_sen, OLD.commission_sen, OLD.management_fee_sen, OLD.cleaning_sen,
				OLD.expenses_sen, OLD.installments_sen, OLD.adjustments_sen, OLD.carried_in_sen, OLD.payout_sen, OLD.created_at)
			OR NOT ((OLD.status = 'approved' AND NEW.status IN ('sent', 'superseded')) OR (OLD.status = 'sent' AND NEW.status = 'superseded'))
			OR (OLD.status = 'sent' AND (NEW.sent_by, NEW.sent_at) IS DISTINCT FROM (OLD.sent_by, OLD.sent_at)) THEN
			RAISE EXCEPTION 'Owner statement % is %: its figures are frozen and its status only moves on', OLD.id, OLD.status
				USING ERRCODE = 'check_violation', CONSTRAINT = 'owner_statements_frozen';
		END IF;
		RETURN NEW;
	END IF;
	IF NEW.status <> 'draft' THEN
		SELECT coalesce(sum(l.amount_sen), 0) INTO lines_sen FROM owner_statement_lines l WHERE l.statement_id = NEW.id;
		IF lines_sen <> NEW.payout_sen THEN
			RAISE EXCEPTION 'Owner statement %: its lines add up to % sen, not its payout of % sen', NEW.id, lines_sen, NEW.payout_sen
				USING ERRCODE = 'check_violation', CONSTRAINT = 'owner_statements_lines_sum';
		END IF;
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER owner_statements_frozen BEFORE UPDATE OR DELETE ON "owner_statements"
	FOR EACH ROW EXECUTE FUNCTION owner_statements_frozen();
--> statement-breakpoint
-- A statement is only ever written as a draft or approved from one: a row inserted past draft would skip both checks.
CREATE OR REPLACE FUNCTION owner_statements_born_draft() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.status <> 'draft' THEN
		RAISE EXCEPTION 'An owner statement is written as a draft and approved from there'
			USING ERRCODE = 'check_violation', CONSTRAINT = 'owner_statements_frozen';
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER owner_statements_born_draft BEFORE INSERT ON "owner_statements"
	FOR EACH ROW EXECUTE FUNCTION owner_statements_born_draft();
--> statement-breakpoint
-- The lines of a statement past draft are as they were approved: no line is added, changed or removed.
CREATE OR REPLACE FUNCTION owner_statement_lines_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	target uuid := CASE WHEN TG_OP = 'INSERT' THEN NEW.statement_id ELSE OLD.statement_id END;
	target_status text;
BEGIN
	SELECT s.status INTO target_status FROM owner_statements s WHERE s.id = target;
	IF target_status IS NOT NULL AND target_status <> 'draft'
		OR (TG_OP = 'UPDATE' AND NEW.statement_id <> OLD.statement_id
			AND EXISTS (SELECT 1 FROM owner_statements s WHERE s.id = NEW.statement_id AND s.status <> 'draft')) THEN
		RAISE EXCEPTION 'Owner statement % is %: its lines are frozen', target, target_status
			USING ERRCODE = 'check_violation', CONSTRAINT = 'owner_statements_frozen';
	END IF;
	IF TG_OP = 'DELETE' THEN
		RETURN OLD;
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER owner_statement_lines_frozen BEFORE INSERT OR UPDATE OR DELETE ON "owner_statement_lines"
	FOR EACH ROW EXECUTE FUNCTION owner_statement_lines_frozen();
