-- The owner portal's scope follows the ownership period (DESIGN.md §6 Owners; docs/portfolio.md): a day of a unit,
-- and so a stay checking in on it, belongs to one owner only. Two periods of one unit may not share a day: the range
-- [from_date, to_date) (open while to_date is null; empty when the change came the day the period began). The
-- portal joins a stay to the one period holding its check-in, which this keeps to exactly one row.
ALTER TABLE "unit_ownerships" ADD CONSTRAINT "unit_ownerships_no_overlap" EXCLUDE USING gist (
  "unit_id" WITH =,
  daterange("from_date", "to_date", '[)') WITH &&
);
