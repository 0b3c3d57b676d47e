-- Revisions of owner statements (issue 28 "revise by a superseding revision that names what changed"): a revision
-- keeps its reason beside it, frozen with the rest of its figures once approved; a first revision has none.
ALTER TABLE "owner_statements" ADD COLUMN "revision_reason" text;
--> statement-breakpoint
ALTER TABLE "owner_statements" ADD CONSTRAINT "owner_statements_revision_reason" CHECK (("revision" = 1) = ("revision_reason" IS NULL));
--> statement-breakpoint
-- At most one revision supersedes a statement.
CREATE UNIQUE INDEX "owner_statements_supersedes_key" ON "owner_statements" USING btree ("supersedes_id") WHERE "supersedes_id" IS NOT NULL;
--> statement-breakpoint
-- As 0030's, with the revision's reason among what a statement past draft keeps.
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
				NEW.expenses_sen, NEW.installments_sen, NEW.adjustments_sen, NEW.carried_in_sen, NEW.payout_sen, NEW.created_at, NEW.revision_reason)
			IS DISTINCT FROM (OLD.id, OLD.owner_id, OLD.month, OLD.revision, OLD.supersedes_id, OLD.job_id, OLD.generated_by, OLD.generated_at,
				OLD.approved_by, OLD.approved_at, OLD.revenue_sen, OLD.commission_sen, OLD.management_fee_sen, OLD.cleaning_sen,
				OLD.expenses_sen, OLD.installments_sen, OLD.adjustments_sen, OLD.carried_in_sen, OLD.payout_sen, OLD.created_at, OLD.revision_reason)
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
