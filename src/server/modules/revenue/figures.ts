import { sql, type SQL } from 'drizzle-orm';
import type { RevenueGroup } from '@shared/contracts/revenue';
import { rowsOf, type Executor } from '@server/db/client';
import { nightShare } from '@server/core/night-split';

/** What a group earned in one month, in whole nights and sen: these add up across groups to the same totals. */
export interface RawFigures {
  soldNights: number;
  freeNights: number;
  /** Null for a channel: a channel has no rooms of its own. */
  availableNights: number | null;
  roomRevenueSen: number;
  retainedSen: number;
}

/** Group key (null: nights no owner held) → month (`YYYY-MM`, or RANGE for the whole range) → figures. */
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

const UNIT_COLUMN: Record<'property' | 'unit' | 'roomType', SQL> = {
  property: sql`u.property_id::text`,
  unit: sql`u.id::text`,
  roomType: sql`u.room_type_id::text`,
};

/** The months `first`..`last` (`YYYY-MM`) of stay_months, of one property's units only when given. */
const monthsOf = (first: string, last: string, propertyId: string | undefined) =>
  sql`month BETWEEN ${`${first}-01`}::date AND ${`${last}-01`}::date
    ${propertyId ? sql`AND unit_id IN (SELECT id FROM units WHERE property_id = ${propertyId})` : sql``}`;

/** Figures by month, or for the whole range at once under the one key RANGE (the report's rows need no more). */
export type Bucket = 'month' | 'range';
export const RANGE = 'range';
const periodOf = (bucket: Bucket, month: SQL) => (bucket === 'month' ? sql`to_char(${month}, 'YYYY-MM')` : sql`${RANGE}::text`);
/** Grouped by the month itself: its name is then written once a group, not once a row (half the time of the scan). */
const byPeriod = (bucket: Bucket, month: SQL) => (bucket === 'month' ? sql`, ${month}` : sql``);

const SUMS = sql`sum(sold_nights) AS sold, sum(free_nights) AS free, sum(revenue_sen) AS revenue, sum(revenue_sen) FILTER (WHERE kept) AS retained`;

/**
 * The stays of the months, cut at each month's edge, as migration 0025 keeps them (stay_months): each stay's amount is
 * split night by night in whole sen, so a month, a unit, a channel and an owner all add up to the same sen. Guest stays
 * earn their room revenue; cancelled and no-show ones only what was paid (at most their room revenue) and sell no
 * night; free and owner stays fill nights and earn nothing; blocks, enquiries and declined stays are not there.
 * By unit or channel this reads the table's month index alone; a property or room type adds up its units' rows.
 */
async function stayFigures(db: Executor, first: string, last: string, group: RevenueGroup | 'all', bucket: Bucket, propertyId?: string): Promise<StayRow[]> {
  const months = monthsOf(first, last, propertyId);
  if (group === 'owner') {
    // Cut again at each ownership's edges: a night belongs to whoever owned the unit that night.
    const a = sql`greatest(s.starts, w.from_date)`;
    const b = sql`least(s.ends, coalesce(w.to_date, s.ends))`;
    const share = nightShare(a, b, { amount: sql`s.amount_sen`, nights: sql`s.nights`, checkIn: sql`s.check_in` });
    return rowsOf<StayRow>(
      await db.execute(sql`
        SELECT w.owner_id::text AS key, ${periodOf(bucket, sql`s.month`)} AS month,
          sum(${b} - ${a}) FILTER (WHERE s.sold) AS sold,
          sum(${b} - ${a}) FILTER (WHERE s.free) AS free,
          sum(${share}) AS revenue,
          sum(${share}) FILTER (WHERE s.kept) AS retained
        FROM (SELECT * FROM stay_months WHERE ${months}) s
        JOIN unit_ownerships w ON w.unit_id = s.unit_id AND w.from_date < s.ends AND (w.to_date IS NULL OR w.to_date > s.starts)
        GROUP BY w.owner_id${byPeriod(bucket, sql`s.month`)}`),
    );
  }
  if (bucket === 'range' && group !== 'all') return rangeWithMonths(db, group, months);
  if (group === 'all' || group === 'channel') {
    return rowsOf<StayRow>(
      await db.execute(sql`
        SELECT ${group === 'all' ? sql`NULL::text` : sql`channel`} AS key, ${periodOf(bucket, sql`stay_months.month`)} AS month, ${SUMS}
        FROM stay_months WHERE ${months}
        GROUP BY 1${byPeriod(bucket, sql`stay_months.month`)}`),
    );
  }
  const byUnit = sql`SELECT unit_id, ${periodOf(bucket, sql`stay_months.month`)} AS period, ${SUMS} FROM stay_months WHERE ${months} GROUP BY unit_id${byPeriod(bucket, sql`stay_months.month`)}`;
  if (group === 'unit') {
    return rowsOf<StayRow>(await db.execute(sql`SELECT unit_id::text AS key, period AS month, sold, free, revenue, retained FROM (${byUnit}) t`));
  }
  return rowsOf<StayRow>(
    await db.execute(sql`
      SELECT ${UNIT_COLUMN[group]} AS key, t.period AS month,
        sum(t.sold) AS sold, sum(t.free) AS free, sum(t.revenue) AS revenue, sum(t.retained) AS retained
      FROM (${byUnit}) t JOIN units u ON u.id = t.unit_id
      GROUP BY 1, 2`),
  );
}

/**
 * A grouping's figures for the whole range, and in the same scan every stay's months under the key null (the totals,
 * month by month, which a report's chart draws): one pass over the year's rows instead of two.
 */
async function rangeWithMonths(db: Executor, group: Exclude<RevenueGroup, 'owner'>, months: SQL): Promise<StayRow[]> {
  const column = group === 'channel' ? sql`channel` : sql`unit_id`;
  const sets = sql`
    SELECT ${column} AS k, stay_months.month AS m, ${SUMS}
    FROM stay_months WHERE ${months}
    GROUP BY GROUPING SETS ((${column}), (stay_months.month))`;
  const rows = group === 'channel' ? sql`SELECT k AS key, sold, free, revenue, retained FROM g WHERE k IS NOT NULL` : sql`
    SELECT ${UNIT_COLUMN[group]} AS key, sum(g.sold) AS sold, sum(g.free) AS free, sum(g.revenue) AS revenue, sum(g.retained) AS retained
    FROM g JOIN units u ON u.id = g.k
    GROUP BY 1`;
  return rowsOf<StayRow>(
    await db.execute(sql`
      WITH g AS (${sets})
      SELECT key, ${RANGE}::text AS month, sold, free, revenue, retained FROM (${rows}) r
      UNION ALL
      SELECT NULL, to_char(m, 'YYYY-MM'), sold, free, revenue, retained FROM g WHERE m IS NOT NULL`),
  );
}

/** Each unit's nights of each month, by group; an owner's are the nights they owned the unit. */
async function availableNights(db: Executor, first: string, last: string, group: RevenueGroup | 'all', bucket: Bucket, propertyId?: string): Promise<AvailableRow[]> {
  const months = sql`
    SELECT m::date AS start, (m + interval '1 month')::date AS stop
    FROM generate_series(${`${first}-01`}::date, ${`${last}-01`}::date, interval '1 month') m`;
  const scope = propertyId ? sql`WHERE u.property_id = ${propertyId}` : sql``;
  if (group === 'owner') {
    return rowsOf<AvailableRow>(
      await db.execute(sql`
        WITH months AS (${months})
        SELECT w.owner_id::text AS key, ${periodOf(bucket, sql`m.start`)} AS month,
          sum(least(coalesce(w.to_date, m.stop), m.stop) - greatest(w.from_date, m.start)) AS nights
        FROM units u JOIN unit_ownerships w ON w.unit_id = u.id
        JOIN months m ON w.from_date < m.stop AND (w.to_date IS NULL OR w.to_date > m.start)
        ${scope}
        GROUP BY w.owner_id${byPeriod(bucket, sql`m.start`)}`),
    );
  }
  const key = group === 'all' || group === 'channel' ? sql`NULL::text` : UNIT_COLUMN[group];
  return rowsOf<AvailableRow>(
    await db.execute(sql`
      WITH months AS (${months})
      SELECT ${key} AS key, ${periodOf(bucket, sql`m.start`)} AS month, sum(m.stop - m.start) AS nights
      FROM units u CROSS JOIN months m
      ${scope}
      GROUP BY 1${byPeriod(bucket, sql`m.start`)}`),
  );
}

function put(table: FigureTable, key: string | null, month: string, change: Partial<RawFigures>): void {
  const byMonth = table.get(key) ?? new Map<string, RawFigures>();
  table.set(key, byMonth);
  const current = byMonth.get(month) ?? { ...NO_FIGURES };
  byMonth.set(month, { ...current, ...change });
}

/** One grouping's figures as the queries give them; `all` is every stay and unit under the key null. */
async function queriedTable(db: Executor, first: string, last: string, group: RevenueGroup | 'all', bucket: Bucket, propertyId?: string): Promise<FigureTable> {
  const table: FigureTable = new Map();
  for (const r of await stayFigures(db, first, last, group, bucket, propertyId)) {
    put(table, r.key, r.month, {
      soldNights: Number(r.sold ?? 0),
      freeNights: Number(r.free ?? 0),
      roomRevenueSen: Number(r.revenue ?? 0),
      retainedSen: Number(r.retained ?? 0),
      availableNights: group === 'channel' ? null : 0,
    });
  }
  const withMonths = bucket === 'range' && group !== 'all' && group !== 'owner';
  if (group === 'channel') return table;
  const [nights, monthNights] = await Promise.all([
    availableNights(db, first, last, group, bucket, propertyId),
    withMonths ? availableNights(db, first, last, 'all', 'month', propertyId) : Promise.resolve([]),
  ]);
  for (const r of [...nights, ...monthNights]) put(table, r.key, r.month, { availableNights: Number(r.nights) });
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
 * For the whole range (`range`) by property, unit, room type or channel, the key null holds the totals month by month.
 */
export async function figureTable(
  db: Executor,
  first: string,
  last: string,
  group: RevenueGroup | 'all',
  propertyId?: string,
  bucket: Bucket = 'month',
): Promise<FigureTable> {
  const table = await queriedTable(db, first, last, group, bucket, propertyId);
  if (group !== 'owner') return table;
  const totals = (await queriedTable(db, first, last, 'all', bucket, propertyId)).get(null) ?? new Map<string, RawFigures>();
  for (const [month, total] of totals) {
    const left = [...table.values()].reduce((rest, byMonth) => less(rest, byMonth.get(month)), total);
    if (Object.values(left).some(Boolean)) put(table, null, month, left);
  }
  return table;
}
