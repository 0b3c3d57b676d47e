CREATE SEQUENCE "public"."reservation_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "reservation_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"method" text NOT NULL,
	"amount_sen" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_payments_amount_positive" CHECK ("reservation_payments"."amount_sen" > 0)
);
--> statement-breakpoint
CREATE TABLE "reservation_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"remark" text,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text DEFAULT 'R' || lpad(nextval('reservation_code_seq')::text, 6, '0') NOT NULL,
	"unit_id" uuid NOT NULL,
	"guest_name" text,
	"guest_phone" text,
	"guest_email" text,
	"guest_nationality" text,
	"guest_permanent_resident" boolean DEFAULT false NOT NULL,
	"adults" integer DEFAULT 1 NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"room_revenue_sen" bigint DEFAULT 0 NOT NULL,
	"cleaning_fee_sen" bigint DEFAULT 0 NOT NULL,
	"channel_commission_sen" bigint DEFAULT 0 NOT NULL,
	"sst_sen" bigint DEFAULT 0 NOT NULL,
	"tourism_tax_sen" bigint DEFAULT 0 NOT NULL,
	"tourism_tax_collected_by" text DEFAULT 'operator' NOT NULL,
	"notes" text,
	"search_text" text GENERATED ALWAYS AS (lower(code || ' ' || coalesce(guest_name, '') || ' ' || coalesce(guest_phone, '') || ' ' || coalesce(guest_email, ''))) STORED,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_dates" CHECK ("reservations"."check_out" > "reservations"."check_in"),
	CONSTRAINT "reservations_guests" CHECK ("reservations"."adults" >= 0 AND "reservations"."children" >= 0),
	CONSTRAINT "reservations_amounts_not_negative" CHECK ("reservations"."room_revenue_sen" >= 0 AND "reservations"."cleaning_fee_sen" >= 0 AND "reservations"."channel_commission_sen" >= 0 AND "reservations"."sst_sen" >= 0 AND "reservations"."tourism_tax_sen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sst_rates" (
	"effective_from" date PRIMARY KEY NOT NULL,
	"rate_bp" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservation_payments" ADD CONSTRAINT "reservation_payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_payments" ADD CONSTRAINT "reservation_payments_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_status_changes" ADD CONSTRAINT "reservation_status_changes_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_status_changes" ADD CONSTRAINT "reservation_status_changes_changed_by_accounts_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_payments_reservation_idx" ON "reservation_payments" USING btree ("reservation_id","created_at");--> statement-breakpoint
CREATE INDEX "reservation_payments_paid_on_idx" ON "reservation_payments" USING btree ("paid_on");--> statement-breakpoint
CREATE INDEX "reservation_status_changes_reservation_idx" ON "reservation_status_changes" USING btree ("reservation_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_code_key" ON "reservations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "reservations_unit_dates_idx" ON "reservations" USING btree ("unit_id","check_in");--> statement-breakpoint
CREATE INDEX "reservations_check_in_idx" ON "reservations" USING btree ("check_in");--> statement-breakpoint
CREATE INDEX "reservations_check_out_idx" ON "reservations" USING btree ("check_out");--> statement-breakpoint
CREATE INDEX "reservations_status_check_in_idx" ON "reservations" USING btree ("status","check_in");--> statement-breakpoint
CREATE INDEX "reservations_search_text_trgm_idx" ON "reservations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- No double booking, ever (DESIGN.md §6): two blocking stays on one unit may not share a night. Nights are the
-- half-open range [check_in, check_out), so a guest leaving on the day another arrives is no overlap. Enquiries
-- (inquiry) and stays that ended without the guest (cancelled, declined, no_show) block nothing.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap" EXCLUDE USING gist (
  "unit_id" WITH =,
  daterange("check_in", "check_out", '[)') WITH &&
) WHERE ("status" NOT IN ('inquiry', 'cancelled', 'declined', 'no_show'));--> statement-breakpoint
-- Payments are append-only, like the credit ledger: a mistake is answered by a new line, never by editing one.
CREATE FUNCTION "reservation_payments_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'reservation_payments is append-only: % is refused', TG_OP
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reservation_payments_no_update_or_delete" BEFORE UPDATE OR DELETE ON "reservation_payments"
  FOR EACH ROW EXECUTE FUNCTION "reservation_payments_append_only"();--> statement-breakpoint
-- SST on accommodation: 6% until 29 Feb 2024, 8% from 1 Mar 2024. A new rate is a new row, never an edit.
INSERT INTO "sst_rates" ("effective_from", "rate_bp") VALUES ('1970-01-01', 600), ('2024-03-01', 800);
