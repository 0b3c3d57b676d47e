CREATE TABLE "dsr_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"business_date" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"figures" jsonb NOT NULL,
	"figures_at" timestamp with time zone DEFAULT now() NOT NULL,
	"counted_cash_sen" bigint,
	"petty_cash" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"petty_cash_sen" bigint DEFAULT 0 NOT NULL,
	"variance_sen" bigint GENERATED ALWAYS AS ((figures->>'expectedCashSen')::bigint - counted_cash_sen - petty_cash_sen) STORED,
	"variance_remark" text,
	"notes" text,
	"created_by" uuid,
	"submitted_by" uuid,
	"submitted_at" timestamp with time zone,
	"checked_by" uuid,
	"checked_at" timestamp with time zone,
	"check_remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dsr_reports_status_known" CHECK ("dsr_reports"."status" IN ('draft', 'submitted', 'verified', 'returned')),
	CONSTRAINT "dsr_reports_amounts_not_negative" CHECK ("dsr_reports"."petty_cash_sen" >= 0 AND ("dsr_reports"."counted_cash_sen" IS NULL OR "dsr_reports"."counted_cash_sen" >= 0)),
	CONSTRAINT "dsr_reports_submitter_not_checker" CHECK ("dsr_reports"."checked_by" IS NULL OR "dsr_reports"."submitted_by" IS NULL OR "dsr_reports"."checked_by" <> "dsr_reports"."submitted_by")
);
--> statement-breakpoint
CREATE TABLE "dsr_report_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dsr_report_photos_kind_known" CHECK ("dsr_report_photos"."kind" IN ('bank-in', 'petty-cash'))
);
--> statement-breakpoint
ALTER TABLE "dsr_reports" ADD CONSTRAINT "dsr_reports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dsr_reports" ADD CONSTRAINT "dsr_reports_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dsr_reports" ADD CONSTRAINT "dsr_reports_submitted_by_accounts_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dsr_reports" ADD CONSTRAINT "dsr_reports_checked_by_accounts_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dsr_report_photos" ADD CONSTRAINT "dsr_report_photos_report_id_dsr_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."dsr_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dsr_report_photos" ADD CONSTRAINT "dsr_report_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dsr_report_photos" ADD CONSTRAINT "dsr_report_photos_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dsr_reports_property_date_key" ON "dsr_reports" USING btree ("property_id","business_date");--> statement-breakpoint
CREATE INDEX "dsr_reports_status_date_idx" ON "dsr_reports" USING btree ("status","business_date");--> statement-breakpoint
CREATE INDEX "dsr_reports_business_date_idx" ON "dsr_reports" USING btree ("business_date");--> statement-breakpoint
CREATE INDEX "dsr_report_photos_report_idx" ON "dsr_report_photos" USING btree ("report_id","created_at");--> statement-breakpoint
-- The DSR prefill reads the stays touching one day of one property (check-out on or after it, check-in on or before
-- it): by check-out, with check-in in the index so the stays still to come are passed over without reading them.
CREATE INDEX IF NOT EXISTS "reservations_property_check_out_idx" ON "reservations" USING btree ("property_id","check_out","check_in");--> statement-breakpoint
-- A verified report is the day as it was checked: nothing of it changes, and it is never deleted.
CREATE OR REPLACE FUNCTION dsr_reports_verified_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.status = 'verified' THEN
		RAISE EXCEPTION 'The daily sales report % of % is verified and cannot be changed', OLD.id, OLD.business_date
			USING ERRCODE = 'check_violation', CONSTRAINT = 'dsr_reports_verified_frozen';
	END IF;
	IF TG_OP = 'DELETE' THEN
		RETURN OLD;
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER dsr_reports_verified_frozen BEFORE UPDATE OR DELETE ON "dsr_reports"
	FOR EACH ROW EXECUTE FUNCTION dsr_reports_verified_frozen();--> statement-breakpoint
-- The slips of a verified report stay as they were checked.
CREATE OR REPLACE FUNCTION dsr_report_photos_verified_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	target uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.report_id ELSE NEW.report_id END;
BEGIN
	IF EXISTS (SELECT 1 FROM dsr_reports r WHERE r.id = target AND r.status = 'verified') THEN
		RAISE EXCEPTION 'The daily sales report % is verified: its photos cannot change', target
			USING ERRCODE = 'check_violation', CONSTRAINT = 'dsr_reports_verified_frozen';
	END IF;
	IF TG_OP = 'DELETE' THEN
		RETURN OLD;
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER dsr_report_photos_verified_frozen BEFORE INSERT OR UPDATE OR DELETE ON "dsr_report_photos"
	FOR EACH ROW EXECUTE FUNCTION dsr_report_photos_verified_frozen();--> statement-breakpoint
-- A verified report locks that day's payments of its property: a payment paid on that date is refused (the
-- reservations service says so first, with the report; this holds for any other writer). The day's report is read
-- FOR SHARE: a decision on it in flight (its row locked FOR UPDATE) is waited for and its outcome seen, and a
-- decision waits for the payment being written, so neither lands unseen by the other.
CREATE OR REPLACE FUNCTION reservation_payments_day_verified() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	report_id uuid;
	report_status text;
BEGIN
	SELECT r.id, r.status INTO report_id, report_status
	FROM dsr_reports r
	WHERE r.property_id = (SELECT u.property_id FROM reservations s JOIN units u ON u.id = s.unit_id WHERE s.id = NEW.reservation_id)
		AND r.business_date = NEW.paid_on
	FOR SHARE;
	IF report_status = 'verified' THEN
		RAISE EXCEPTION 'The daily sales report % of % is verified: no payment may be added on that date', report_id, NEW.paid_on
			USING ERRCODE = 'check_violation', CONSTRAINT = 'dsr_day_verified';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER reservation_payments_day_verified BEFORE INSERT ON "reservation_payments"
	FOR EACH ROW EXECUTE FUNCTION reservation_payments_day_verified();
