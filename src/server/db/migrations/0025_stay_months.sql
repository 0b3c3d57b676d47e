-- Revenue reads a year of a million stays in well under half a second (DESIGN.md §10) by reading each stay's months
-- ready cut, instead of cutting every stay of the year at every request (about a second and a half at a million stays).
-- The rules live here once, as SQL functions and a view; the table is the view kept by triggers, so it never
-- disagrees with the stays it comes from (tests/api/stay-months.test.ts compares the two after every kind of change).

-- What a stay earns in all, in sen: guest stays their room revenue; cancelled and no-show ones only what was paid (at
-- most their room revenue); free and owner stays nothing.
CREATE OR REPLACE FUNCTION stay_amount(stay uuid, kind text, status text, room_revenue_sen bigint) RETURNS bigint
LANGUAGE sql STABLE PARALLEL SAFE AS $$
	SELECT CASE
		WHEN kind <> 'guest' THEN 0
		WHEN status IN ('cancelled', 'no_show') THEN
			least(room_revenue_sen, (SELECT coalesce(sum(p.amount_sen), 0) FROM reservation_payments p WHERE p.reservation_id = stay))
		ELSE room_revenue_sen
	END::bigint
$$;
--> statement-breakpoint
-- The sen of nights [a, b) of a stay of `amount` sen over `nights` nights from `check_in`: whole nights at
-- amount ÷ nights, plus one sen for each of them among the first `amount mod nights`, so the nights add up to the amount.
CREATE OR REPLACE FUNCTION stay_night_share(amount bigint, nights integer, check_in date, a date, b date) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT (b - a)::bigint * (amount / nights) + least(b - check_in, amount % nights) - least(a - check_in, amount % nights)
$$;
--> statement-breakpoint
-- Each stay that earns or fills nights (not a block, an enquiry or a declined stay), cut at each month's edge.
CREATE OR REPLACE VIEW stay_month_rows AS
SELECT r.id AS reservation_id, m.month, r.unit_id, r.channel, r.check_in, (r.check_out - r.check_in) AS nights, s.amount AS amount_sen,
	greatest(r.check_in, m.month) AS starts, least(r.check_out, (m.month + interval '1 month')::date) AS ends,
	s.sold, s.free, s.kept,
	CASE WHEN s.sold THEN least(r.check_out, (m.month + interval '1 month')::date) - greatest(r.check_in, m.month) ELSE 0 END AS sold_nights,
	CASE WHEN s.free THEN least(r.check_out, (m.month + interval '1 month')::date) - greatest(r.check_in, m.month) ELSE 0 END AS free_nights,
	stay_night_share(s.amount, r.check_out - r.check_in, r.check_in, greatest(r.check_in, m.month), least(r.check_out, (m.month + interval '1 month')::date)) AS revenue_sen
FROM reservations r
CROSS JOIN LATERAL (
	SELECT stay_amount(r.id, r.kind, r.status, r.room_revenue_sen) AS amount,
		(r.kind = 'guest' AND r.status NOT IN ('inquiry', 'cancelled', 'declined', 'no_show')) AS sold,
		(r.kind IN ('free_stay', 'owner_stay') AND r.status NOT IN ('inquiry', 'cancelled', 'declined', 'no_show')) AS free,
		(r.status IN ('cancelled', 'no_show')) AS kept
) s
CROSS JOIN LATERAL (
	SELECT g::date AS month
	FROM generate_series(date_trunc('month', r.check_in::timestamp), date_trunc('month', (r.check_out - 1)::timestamp), interval '1 month') g
) m
WHERE r.kind <> 'block' AND r.status NOT IN ('inquiry', 'declined');
--> statement-breakpoint
CREATE TABLE "stay_months" (
	"reservation_id" uuid NOT NULL REFERENCES "reservations"("id") ON DELETE CASCADE,
	"month" date NOT NULL,
	"unit_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"check_in" date NOT NULL,
	"nights" integer NOT NULL,
	"amount_sen" bigint NOT NULL,
	"starts" date NOT NULL,
	"ends" date NOT NULL,
	"sold" boolean NOT NULL,
	"free" boolean NOT NULL,
	"kept" boolean NOT NULL,
	"sold_nights" integer NOT NULL,
	"free_nights" integer NOT NULL,
	"revenue_sen" bigint NOT NULL,
	PRIMARY KEY ("reservation_id", "month")
);
--> statement-breakpoint
-- A range of months by unit or channel is read from this index alone.
CREATE INDEX "stay_months_month_unit_idx" ON "stay_months" USING btree ("month", "unit_id")
	INCLUDE ("channel", "kept", "sold_nights", "free_nights", "revenue_sen");
--> statement-breakpoint
INSERT INTO stay_months SELECT * FROM stay_month_rows;
--> statement-breakpoint
-- Set-based, once per statement: seeding a million stays is one insert of their months, not a million.
CREATE OR REPLACE FUNCTION stay_months_of_stays() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		DELETE FROM stay_months m USING old_stays o WHERE m.reservation_id = o.id;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO stay_months SELECT v.* FROM stay_month_rows v WHERE v.reservation_id IN (SELECT id FROM new_stays);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stay_months_on_insert AFTER INSERT ON reservations REFERENCING NEW TABLE AS new_stays
	FOR EACH STATEMENT EXECUTE FUNCTION stay_months_of_stays();
--> statement-breakpoint
CREATE TRIGGER stay_months_on_update AFTER UPDATE ON reservations REFERENCING OLD TABLE AS old_stays NEW TABLE AS new_stays
	FOR EACH STATEMENT EXECUTE FUNCTION stay_months_of_stays();
--> statement-breakpoint
-- A payment changes what a cancelled or no-show stay keeps; payments are append-only, so an insert is the only change.
CREATE OR REPLACE FUNCTION stay_months_of_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM stay_months m USING reservations r
		WHERE m.reservation_id = r.id AND r.kind = 'guest' AND r.status IN ('cancelled', 'no_show')
			AND r.id IN (SELECT reservation_id FROM new_payments);
	INSERT INTO stay_months SELECT v.* FROM stay_month_rows v
		JOIN reservations r ON r.id = v.reservation_id AND r.kind = 'guest' AND r.status IN ('cancelled', 'no_show')
		WHERE v.reservation_id IN (SELECT reservation_id FROM new_payments);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stay_months_on_payment AFTER INSERT ON reservation_payments REFERENCING NEW TABLE AS new_payments
	FOR EACH STATEMENT EXECUTE FUNCTION stay_months_of_payments();
