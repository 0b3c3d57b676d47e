import { sql, type SQL } from 'drizzle-orm';
import { NON_BLOCKING_STATUSES } from '@shared/contracts/reservations';

/**
 * How a stay's room revenue falls on its nights, shared by revenue (months, units, owners) and the daily sales report
 * (one night of one property), so a night's sen are the same wherever they are added up. The rules themselves are SQL
 * functions of migration 0025 (`stay_amount`, `stay_night_share`), which also keep revenue's table of stay months.
 */

/** Stays that earn or fill nights: blocks, enquiries and declined stays are no stays of a guest. */
export const EARNING_STAY = sql`r.kind <> 'block' AND r.status NOT IN ('inquiry', 'declined')`;

/**
 * What a stay (aliased `r`) earns in all, in sen: guest stays their room revenue; cancelled and no-show ones only what
 * was paid (at most their room revenue); free and owner stays nothing.
 */
export const STAY_AMOUNT = sql`stay_amount(r.id, r.kind, r.status, r.room_revenue_sen)`;

/** A stay sells or fills its nights unless it was cancelled, declined, a no-show or only asked about. */
export const STAY_BLOCKS = sql`r.status NOT IN (${sql.join(
  NON_BLOCKING_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)})`;

/**
 * The sen of nights [a, b) of a stay with columns `amount`, `n` (its nights) and `check_in`: whole nights at
 * amount ÷ n, plus one sen for each of them among the first `amount mod n`, so the nights add up to the amount.
 */
export const nightShare = (a: SQL, b: SQL, stay: { amount: SQL; nights: SQL; checkIn: SQL } = { amount: sql`amount`, nights: sql`n`, checkIn: sql`check_in` }) =>
  sql`stay_night_share(${stay.amount}, ${stay.nights}, ${stay.checkIn}, ${a}, ${b})`;

/**
 * \`stay_night_share\` as changes over the days, for summing day by day without a row per night: a stay adds
 * amount ÷ nights to each of its nights [starts, ends) and one sen more to those before check_in + (amount mod nights),
 * so each is a change where it begins and its opposite where it ends, and a day's sen are the running sum of the changes
 * up to it (a window function). Reads the rows of the query named `rows` (columns w, starts, ends, amount, nights,
 * check_in; w keeps windows apart) and names its own `e` (w, day, sen). A row per night (generate_series) cost
 * 0.7–1 s at a million stays; this reads each row once (~50 ms). tests/api/night-share-changes.test.ts holds the two
 * to the same sen.
 */
export const nightShareChanges = (rows: string) => {
  const m = sql.identifier(rows);
  return sql`e AS (
  SELECT w, starts AS day, amount / nights AS sen FROM ${m}
  UNION ALL SELECT w, ends, -(amount / nights) FROM ${m}
  UNION ALL SELECT w, starts, 1 FROM ${m} WHERE check_in + (amount % nights)::int > starts
  UNION ALL SELECT w, least(ends, check_in + (amount % nights)::int), -1 FROM ${m} WHERE check_in + (amount % nights)::int > starts)`;
};
