-- The dashboard (issue 29) reads one month's stays by their days: who is in house today, and each day's room revenue
-- to date. From this index alone, that is ~13,000 index entries of a month at a million stays instead of ~8,000 heap
-- pages (85 ms of the in-house count alone, measured on the bench database).
CREATE INDEX "stay_months_month_starts_idx" ON "stay_months" USING btree ("month", "starts")
	INCLUDE ("ends", "sold", "free", "amount_sen", "nights", "check_in");
--> statement-breakpoint
-- The search box's best match is a stay's whole code, in any case (issue 29): found by this index, not by reading the
-- stays a common word matched in date order until one is that code. Unique, as codes are ('R' and a number, made by
-- the database), so the planner knows the match is one stay before it has statistics of the expression.
CREATE UNIQUE INDEX "reservations_code_lower_idx" ON "reservations" USING btree (lower("code"));
