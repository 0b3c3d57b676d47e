import { sql, type SQL } from 'drizzle-orm';
import type { RevenueGroup } from '@shared/contracts/revenue';
import { rowsOf, type Executor } from '@server/db/client';
import { EARNING_STAY, KEPT_ON_CANCEL, nightShare, STAY_AMOUNT, STAY_BLOCKS, sqlList } from '@server/core/night-split';

/** What a group earned in one month, in whole nights and sen: these add up across groups to the same totals. */
export interface RawFigures {
  soldNights: number;
  freeNights: number;
  /** Null for a channel: a channel has no rooms of its own. */
  availableNights: number | null;
  roomRevenueSen: number;
  retainedSen: number;
}

/** Group key (null: nights no owner held) → month (`YYYY-MM`) → figures. */
export type FigureTable = Map<string | null, Map<string, RawFigures>>;

export const NO_FIGURES: RawFigures = { soldNights: 0, freeNights: 0, availableNights: 0, roomRevenueSen: 0, retainedSen: 0 };

interface StayRow {
  key: string | null;
  month: string;
  sold: string | null;
  free: string | null;
  revenue: string | null;
  retained: string | null;
}

interface AvailableRow {
  key: string | null;
  month: string;
  nights: string;
}

/**
 * The stays of the months, cut at each month's edge: a stay's amount is split night by night in whole sen (each night
 * the amount ÷ nights, the first `amount mod nights` nights one sen more), so a month, a unit, a channel and an owner
 * all add up to the same sen. Guest stays earn their room revenue; cancelled and no-show ones only what was paid
 * (at most their room revenue) and sell no night; free and owner stays fill nights and earn nothing; blocks, enquiries
 * and declined stays are left out.
 */
function segments(first: string, last: string, propertyId: string | undefined): SQL {
  return sql`
    months AS (
      SELECT m::date AS start, (m + interval '1 month')::date AS stop
      FROM generate_series(${`${first}-01`}::date, ${`${last}-01`}::date, interval '1 month') m
    ),
    stays AS (
      SELECT r.unit_id, u.property_id, u.room_type_id, r.channel, r.check_in, r.check_out,
        (r.check_out - r.check_in) AS n,
        (r.kind = 'guest' AND ${STAY_BLOCKS}) AS sold,
        (r.kind IN ('free_stay', 'owner_stay') AND ${STAY_BLOCKS}) AS free,
        (r.status IN (${sqlList(KEPT_ON_CANCEL)})) AS kept,
        ${STAY_AMOUNT} AS amount
      FROM reservations r
      JOIN units u ON u.id = r.unit_id
      WHERE r.check_in < (${`${last}-01`}::date + interval '1 month')::date AND r.check_out > ${`${first}-01`}::date
        AND ${EARNING_STAY}
        ${propertyId ? sql`AND u.property_id = ${propertyId}` : sql``}
    ),
    segments AS (
      SELECT s.*, to_char(m.start, 'YYYY-MM') AS month, greatest(s.check_in, m.start) AS a, least(s.check_out, m.stop) AS b
      FROM stays s JOIN months m ON s.check_in < m.stop AND s.check_out > m.start
    )`;
}

const sums = (a: SQL, b: SQL) => sql`
  sum((${b}) - (${a})) FILTER (WHERE sold) AS sold,
  sum((${b}) - (${a})) FILTER (WHERE free) AS free,
  sum(${nightShare(a, b)}) AS revenue,
  sum(${nightShare(a, b)}) FILTER (WHERE kept) AS retained`;

const GROUP_COLUMN: Record<Exclude<RevenueGroup, 'owner'>, SQL> = {
  property: sql`property_id::text`,
  unit: sql`unit_id::text`,
  roomType: sql`room_type_id::text`,
  channel: sql`channel`,
};

const UNIT_COLUMN: Record<'property' | 'unit' | 'roomType', SQL> = {
  property: sql`u.property_id::text`,
  unit: sql`u.id::text`,
  roomType: sql`u.room_type_id::text`,
};

async function stayFigures(db: Executor, first: string, last: string, group: RevenueGroup | 'all', propertyId?: string): Promise<StayRow[]> {
  if (group === 'owner') {
    // Cut again at each ownership's edges: a night belongs to whoever owned the unit that night.
    return rowsOf<StayRow>(
      await db.execute(sql`
        WITH ${segments(first, last, propertyId)}
        SELECT w.owner_id::text AS key, month, ${sums(sql`greatest(a, w.from_date)`, sql`least(b, coalesce(w.to_date, b))`)}
        FROM segments JOIN unit_ownerships w ON w.unit_id = segments.unit_id AND w.from_date < b AND (w.to_date IS NULL OR w.to_date > a)
        GROUP BY w.owner_id, month`),
    );
  }
  const key = group === 'all' ? sql`NULL::text` : GROUP_COLUMN[group];
  return rowsOf<StayRow>(
    await db.execute(sql`
      WITH ${segments(first, last, propertyId)}
      SELECT ${key} AS key, month, ${sums(sql`a`, sql`b`)}
      FROM segments GROUP BY 1, month`),
  );
}

/** Each unit's nights of each month, by group; an owner's are the nights they owned the unit. */
async function availableNights(db: Executor, first: string, last: string, group: RevenueGroup | 'all', propertyId?: string): Promise<AvailableRow[]> {
  const months = sql`
    SELECT m::date AS start, (m + interval '1 month')::date AS stop
    FROM generate_series(${`${first}-01`}::date, ${`${last}-01`}::date, interval '1 month') m`;
  const scope = propertyId ? sql`WHERE u.property_id = ${propertyId}` : sql``;
  if (group === 'owner') {
    return rowsOf<AvailableRow>(
      await db.execute(sql`
        WITH months AS (${months})
        SELECT w.owner_id::text AS key, to_char(m.start, 'YYYY-MM') AS month,
          sum(least(coalesce(w.to_date, m.stop), m.stop) - greatest(w.from_date, m.start)) AS nights
        FROM units u JOIN unit_ownerships w ON w.unit_id = u.id
        JOIN months m ON w.from_date < m.stop AND (w.to_date IS NULL OR w.to_date > m.start)
        ${scope}
        GROUP BY w.owner_id, m.start`),
    );
  }
  const key = group === 'all' || group === 'channel' ? sql`NULL::text` : UNIT_COLUMN[group];
  return rowsOf<AvailableRow>(
    await db.execute(sql`
      WITH months AS (${months})
      SELECT ${key} AS key, to_char(m.start, 'YYYY-MM') AS month, sum(m.stop - m.start) AS nights
      FROM units u CROSS JOIN months m
      ${scope}
      GROUP BY 1, m.start`),
  );
}

function put(table: FigureTable, key: string | null, month: string, change: Partial<RawFigures>): void {
  const byMonth = table.get(key) ?? new Map<string, RawFigures>();
  table.set(key, byMonth);
  const current = byMonth.get(month) ?? { ...NO_FIGURES };
  byMonth.set(month, { ...current, ...change });
}

/** One grouping's figures as the queries give them; `all` is every stay and unit under the key null. */
async function queriedTable(db: Executor, first: string, last: string, group: RevenueGroup | 'all', propertyId?: string): Promise<FigureTable> {
  const table: FigureTable = new Map();
  for (const r of await stayFigures(db, first, last, group, propertyId)) {
    put(table, r.key, r.month, {
      soldNights: Number(r.sold ?? 0),
      freeNights: Number(r.free ?? 0),
      roomRevenueSen: Number(r.revenue ?? 0),
      retainedSen: Number(r.retained ?? 0),
      availableNights: group === 'channel' ? null : 0,
    });
  }
  if (group === 'channel') return table;
  for (const r of await availableNights(db, first, last, group, propertyId)) put(table, r.key, r.month, { availableNights: Number(r.nights) });
  return table;
}

/** `a` less what `b` holds (nothing when `b` is missing). */
function less(a: RawFigures, b: RawFigures | undefined): RawFigures {
  if (!b) return a;
  return {
    soldNights: a.soldNights - b.soldNights,
    freeNights: a.freeNights - b.freeNights,
    availableNights: (a.availableNights ?? 0) - (b.availableNights ?? 0),
    roomRevenueSen: a.roomRevenueSen - b.roomRevenueSen,
    retainedSen: a.retainedSen - b.retainedSen,
  };
}

/**
 * The months' figures of every group. By owner, the nights no one owned are a group of their own (key null): the
 * month's totals less what the owners held, so the owners' rows and it add up to the same totals as any grouping.
 */
export async function figureTable(db: Executor, first: string, last: string, group: RevenueGroup, propertyId?: string): Promise<FigureTable> {
  const table = await queriedTable(db, first, last, group, propertyId);
  if (group !== 'owner') return table;
  const totals = (await queriedTable(db, first, last, 'all', propertyId)).get(null) ?? new Map<string, RawFigures>();
  for (const [month, total] of totals) {
    const left = [...table.values()].reduce((rest, byMonth) => less(rest, byMonth.get(month)), total);
    if (Object.values(left).some(Boolean)) put(table, null, month, left);
  }
  return table;
}
