import { eq, inArray, sql } from 'drizzle-orm';
import type { QuotaDay } from '@shared/contracts/free-stay';
import { rowsOf, type Executor, type Tx } from '@server/db/client';
import { freeStayDays } from '@server/db/schema';
import { GLOBAL_SETTING_DEFAULTS, getGlobalSetting } from '@server/core/global-settings';

/**
 * The daily quota (DESIGN.md §6): a row per calendar date holds the date's own quota (null: the global default) and
 * `used`, the room-nights approved free stays hold on it. `used` only moves while the date's row is locked, and every
 * writer locks its dates one by one in date order, so two approvals (on one server or two) queue on a shared date and
 * never deadlock; the second sees the first's `used` and is refused if the date is full.
 */

const DAY_MS = 86_400_000;

/** The nights of a stay: every date from check-in up to the day before check-out. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const out: string[] = [];
  for (let at = Date.parse(`${checkIn}T00:00:00Z`), end = Date.parse(`${checkOut}T00:00:00Z`); at < end; at += DAY_MS) {
    out.push(new Date(at).toISOString().slice(0, 10));
  }
  return out;
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  return nightsOf(from, new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10));
}

export function defaultQuota(db: Executor): Promise<number> {
  return getGlobalSetting(db, 'freeStayDefaultDailyQuota');
}

/** Room-nights of pending requests on each of `dates` (one per request per night), read in one query. */
async function pendingOn(db: Executor, dates: string[]): Promise<Map<string, number>> {
  if (!dates.length) return new Map();
  const sorted = [...dates].sort();
  const result = await db.execute(sql`
    SELECT d::date::text AS date, count(*)::int AS n
    FROM free_stay_requests r, generate_series(r.check_in::timestamp, (r.check_out - 1)::timestamp, interval '1 day') AS d
    WHERE r.status = 'pending' AND r.check_in <= ${sorted[sorted.length - 1]}::date AND r.check_out > ${sorted[0]}::date
      AND d::date IN (${sql.join(sorted.map((date) => sql`${date}::date`), sql`, `)})
    GROUP BY 1`);
  return new Map(rowsOf<{ date: string; n: number }>(result).map((r) => [r.date, Number(r.n)]));
}

/** Each of `dates` as the quota calendar shows it; a date without a row has the default quota and nothing used. */
export async function readDays(db: Executor, dates: string[]): Promise<Map<string, QuotaDay>> {
  const unique = [...new Set(dates)];
  if (!unique.length) return new Map();
  const fallback = await defaultQuota(db);
  const rows = await db.select().from(freeStayDays).where(inArray(freeStayDays.date, unique));
  const pending = await pendingOn(db, unique);
  const byDate = new Map(rows.map((r) => [r.date, r]));
  return new Map(
    unique.map((date) => {
      const row = byDate.get(date);
      const own = row?.quota ?? null;
      return [date, { date, quota: own ?? fallback, used: row?.used ?? 0, pending: pending.get(date) ?? 0, overridden: own !== null }];
    }),
  );
}

/** What a page of requests shows beside each request: its nights as the calendar shows them, and free nights by year. */
export interface PageFigures {
  days: Map<string, QuotaDay>;
  /** Approved free nights of an account in a calendar year, by `yearKey`; a pair with none is absent. */
  years: Map<string, number>;
}

export const yearKey = (accountId: string, year: number) => `${accountId}/${year}`;

/**
 * `readDays` for `dates` and the approved free nights of each (account, year) pair, in one statement. A page of
 * requests read them in four (the default quota, the days' rows, the pending nights, the years): on PGlite every
 * statement queues on the one connection and costs 1.5–3.5 ms of CPU however small (issue 24).
 */
export async function readPageFigures(db: Executor, dates: string[], pairs: { accountId: string; year: number }[]): Promise<PageFigures> {
  const unique = [...new Set(dates)].sort();
  if (!unique.length && !pairs.length) return { days: new Map(), years: new Map() };
  // Empty lists still make valid VALUES: a row that matches nothing.
  const wanted = unique.length ? sql.join(unique.map((date) => sql`(${date}::date)`), sql`, `) : sql`(NULL::date)`;
  const yearPairs = pairs.length ? sql.join(pairs.map((k) => sql`(${k.accountId}::uuid, ${k.year}::int)`), sql`, `) : sql`(NULL::uuid, NULL::int)`;
  const first = unique[0] ?? '1970-01-01';
  const last = unique[unique.length - 1] ?? '1970-01-01';
  const result = await db.execute(sql`
    WITH wanted(date) AS (VALUES ${wanted}),
    pending AS (
      SELECT d::date AS date, count(*)::int AS n
      FROM free_stay_requests r, generate_series(r.check_in::timestamp, (r.check_out - 1)::timestamp, interval '1 day') AS d
      WHERE r.status = 'pending' AND r.check_in <= ${last}::date AND r.check_out > ${first}::date
        AND d::date IN (SELECT date FROM wanted)
      GROUP BY 1
    )
    SELECT 'day' AS part, w.date::text AS date, fd.quota AS quota, coalesce(fd.used, 0)::int AS used, coalesce(p.n, 0)::int AS n,
      (SELECT s.value::text FROM settings s WHERE s.key = 'freeStayDefaultDailyQuota') AS fallback, NULL::text AS account_id, NULL::int AS year
    FROM wanted w LEFT JOIN free_stay_days fd ON fd.date = w.date LEFT JOIN pending p ON p.date = w.date
    WHERE w.date IS NOT NULL
    UNION ALL
    SELECT 'year', NULL, NULL, NULL,
      sum(least(r.check_out, make_date(y.year + 1, 1, 1)) - greatest(r.check_in, make_date(y.year, 1, 1)))::int, NULL, y.account_id::text, y.year
    FROM (VALUES ${yearPairs}) AS y(account_id, year)
    JOIN free_stay_requests r ON r.account_id = y.account_id AND r.status = 'approved'
      AND r.check_in < make_date(y.year + 1, 1, 1) AND r.check_out > make_date(y.year, 1, 1)
    GROUP BY y.account_id, y.year`);
  type Row = { part: 'day' | 'year'; date: string | null; quota: number | null; used: number | null; n: number; fallback: string | null; account_id: string | null; year: number | null };
  const days = new Map<string, QuotaDay>();
  const years = new Map<string, number>();
  for (const row of rowsOf<Row>(result)) {
    if (row.part === 'year') {
      years.set(yearKey(row.account_id as string, Number(row.year)), Number(row.n));
      continue;
    }
    // As getGlobalSetting reads it: the stored JSON value, or the default when no row holds one.
    const fallback = row.fallback === null ? GLOBAL_SETTING_DEFAULTS.freeStayDefaultDailyQuota : (JSON.parse(row.fallback) as number);
    const own = row.quota === null ? null : Number(row.quota);
    days.set(row.date as string, { date: row.date as string, quota: own ?? fallback, used: Number(row.used ?? 0), pending: Number(row.n), overridden: own !== null });
  }
  return { days, years };
}

interface LockedDay {
  date: string;
  quota: number | null;
  used: number;
}

/**
 * Locks the dates' rows until the transaction ends, one by one in date order (made on first use: the upsert takes
 * the lock whether it inserts the row or finds it), and answers them as they are under the lock.
 */
async function lockDays(tx: Tx, dates: string[]): Promise<LockedDay[]> {
  const locked: LockedDay[] = [];
  for (const date of [...new Set(dates)].sort()) {
    const [row] = await tx
      .insert(freeStayDays)
      .values({ date })
      .onConflictDoUpdate({ target: freeStayDays.date, set: { date: sql`excluded.date` } })
      .returning({ date: freeStayDays.date, quota: freeStayDays.quota, used: freeStayDays.used });
    locked.push(row);
  }
  return locked;
}

/** A date with no place left, as the 409 names it. */
export interface FullDay {
  date: string;
  quota: number;
  used: number;
}

/**
 * Takes one place on each night for an approval, all or none: answers the first full night (nothing taken) or null
 * (every night's `used` moved up by one, under the locks this transaction now holds).
 */
export async function takeNights(tx: Tx, nights: string[]): Promise<FullDay | null> {
  const fallback = await defaultQuota(tx);
  const days = await lockDays(tx, nights);
  for (const day of days) {
    const quota = day.quota ?? fallback;
    if (day.used >= quota) return { date: day.date, quota, used: day.used };
  }
  await tx
    .update(freeStayDays)
    .set({ used: sql`${freeStayDays.used} + 1`, updatedAt: new Date() })
    .where(inArray(freeStayDays.date, days.map((d) => d.date)));
  return null;
}

/** Gives back one place on each night (a cancelled approved request). */
export async function releaseNights(tx: Tx, nights: string[]): Promise<void> {
  const days = await lockDays(tx, nights);
  await tx
    .update(freeStayDays)
    .set({ used: sql`greatest(${freeStayDays.used} - 1, 0)`, updatedAt: new Date() })
    .where(inArray(freeStayDays.date, days.map((d) => d.date)));
}

/** A date's row, locked: what a quota change is held against. */
export async function lockDay(tx: Tx, date: string): Promise<LockedDay> {
  const [day] = await lockDays(tx, [date]);
  return day;
}

export async function writeQuota(tx: Tx, date: string, quota: number | null): Promise<void> {
  await tx.update(freeStayDays).set({ quota, updatedAt: new Date() }).where(eq(freeStayDays.date, date));
}
