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
