import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { holidaysTable } from '@server/db/schema';

/** A holiday as another area reads it (the reservation and free-stay quota calendars). */
export interface HolidayOnDate {
  date: string;
  name: string;
  /** `federal` or the state's ISO code. */
  scope: string;
  status: 'tentative' | 'confirmed';
}

/**
 * The holidays that apply to a property in `state` (ISO 3166-2, `MY-10`) from `from` to `to` (both `YYYY-MM-DD`,
 * inclusive): the federal ones and the state's own, tentative and confirmed, never removed ones; by date.
 * `GET /api/holidays/aggregation?filter={"state":…,"from":…,"to":…}` answers the same rows to the app.
 */
export function holidaysApplyingTo(db: Executor, state: string, from: string, to: string): Promise<HolidayOnDate[]> {
  return db
    .select({ date: holidaysTable.date, name: holidaysTable.name, scope: holidaysTable.scope, status: holidaysTable.status })
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
