import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { CalendarHoliday } from '@shared/contracts/holidays';
import type { MalaysianState } from '@shared/reference/states';
import type { Executor } from '@server/db/client';
import { holidaysTable } from '@server/db/schema';

/** A holiday as another area reads it (the reservation and free-stay quota calendars). */
export interface HolidayOnDate {
  date: string;
  /** English; `nameZh` and `nameMs` when an admin gave them (null: the English one is shown). */
  name: string;
  nameZh: string | null;
  nameMs: string | null;
  /** `federal` or the state's ISO code. */
  scope: string;
  status: 'tentative' | 'confirmed';
  /** The date's free-stay quota in the states it applies to, honoured once confirmed; null: none of its own. */
  freeStayQuota: number | null;
}

const onDate = {
  date: holidaysTable.date,
  name: holidaysTable.name,
  nameZh: holidaysTable.nameZh,
  nameMs: holidaysTable.nameMs,
  scope: holidaysTable.scope,
  status: holidaysTable.status,
  freeStayQuota: holidaysTable.freeStayQuota,
};

/**
 * The holidays that apply to a property in `state` (ISO 3166-2, `MY-10`) from `from` to `to` (both `YYYY-MM-DD`,
 * inclusive): the federal ones and the state's own, tentative and confirmed, never removed ones; by date.
 * `GET /api/holidays/aggregation?filter={"state":…,"from":…,"to":…}` answers the same rows to the app.
 */
export function holidaysApplyingTo(db: Executor, state: string, from: string, to: string): Promise<HolidayOnDate[]> {
  return db
    .select(onDate)
    .from(holidaysTable)
    .where(
      and(
        isNull(holidaysTable.removedAt),
        inArray(holidaysTable.scope, ['federal', state]),
        gte(holidaysTable.date, from),
        lte(holidaysTable.date, to),
      ),
    )
    .orderBy(asc(holidaysTable.date), asc(holidaysTable.scope));
}

/** The condition "applies in `state`": federal, or the state's own. */
export const appliesIn = (state: string) => or(eq(holidaysTable.scope, 'federal'), eq(holidaysTable.scope, state));

/** Every holiday of any scope from `from` to `to` (inclusive), not removed, by date then scope: the quota calendar's, which is the company's. */
export function holidaysBetween(db: Executor, from: string, to: string): Promise<HolidayOnDate[]> {
  return db
    .select(onDate)
    .from(holidaysTable)
    .where(and(isNull(holidaysTable.removedAt), gte(holidaysTable.date, from), lte(holidaysTable.date, to)))
    .orderBy(asc(holidaysTable.date), asc(holidaysTable.scope));
}

/**
 * The confirmed holidays that set a free-stay quota on any of `dates` for a property in `state`: the tightest one per
 * date (the lowest quota), by date. What the free-stay quota rule honours.
 */
export async function holidayQuotasOn(db: Executor, state: string, dates: readonly string[]): Promise<HolidayOnDate[]> {
  if (!dates.length) return [];
  const rows = await db
    .select(onDate)
    .from(holidaysTable)
    .where(
      and(
        isNull(holidaysTable.removedAt),
        eq(holidaysTable.status, 'confirmed'),
        isNotNull(holidaysTable.freeStayQuota),
        inArray(holidaysTable.scope, ['federal', state]),
        inArray(holidaysTable.date, [...dates]),
      ),
    )
    .orderBy(asc(holidaysTable.date), asc(holidaysTable.freeStayQuota));
  const tightest = new Map<string, HolidayOnDate>();
  for (const row of rows) if (!tightest.has(row.date)) tightest.set(row.date, row);
  return [...tightest.values()];
}

/** As the calendars' calls answer it: `state` null for a federal holiday. */
export function asCalendarHoliday(h: HolidayOnDate): CalendarHoliday {
  return {
    date: h.date,
    name: h.name,
    nameZh: h.nameZh,
    nameMs: h.nameMs,
    state: h.scope === 'federal' ? null : (h.scope as MalaysianState),
    status: h.status,
    freeStayQuota: h.freeStayQuota,
  };
}
