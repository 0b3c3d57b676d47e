import { sql, type SQL } from 'drizzle-orm';
import { NON_BLOCKING_STATUSES } from '@shared/contracts/reservations';

/**
 * How a stay's room revenue falls on its nights, shared by revenue (months, units, owners) and the daily sales report
 * (one night of one property), so a night's sen are the same wherever they are added up.
 */

export const sqlList = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/** Cancelled and no-show stays keep what was paid, at most their room revenue. */
export const KEPT_ON_CANCEL = ['cancelled', 'no_show'] as const;

/** Stays that earn or fill nights: blocks, enquiries and declined stays are no stays of a guest. */
export const EARNING_STAY = sql`r.kind <> 'block' AND r.status NOT IN ('inquiry', 'declined')`;

/**
 * What a stay (aliased `r`) earns in all, in sen: guest stays their room revenue; cancelled and no-show ones only what
 * was paid (at most their room revenue); free and owner stays nothing.
 */
export const STAY_AMOUNT = sql`CASE
    WHEN r.kind <> 'guest' THEN 0
    WHEN r.status IN (${sqlList(KEPT_ON_CANCEL)}) THEN
      least(r.room_revenue_sen, (SELECT coalesce(sum(p.amount_sen), 0) FROM reservation_payments p WHERE p.reservation_id = r.id))
    ELSE r.room_revenue_sen
  END::bigint`;

/** A stay sells or fills its nights unless it was cancelled, declined, a no-show or only asked about. */
export const STAY_BLOCKS = sql`r.status NOT IN (${sqlList(NON_BLOCKING_STATUSES)})`;

/**
 * The sen of nights [a, b) of a stay with columns `amount`, `n` (its nights) and `check_in`: whole nights at
 * amount ÷ n, plus one sen for each of them among the first `amount mod n`, so the nights add up to the amount.
 */
export const nightShare = (a: SQL, b: SQL) =>
  sql`((${b}) - (${a})) * (amount / n) + least((${b}) - check_in, amount % n) - least((${a}) - check_in, amount % n)`;
