import { eq, sql } from 'drizzle-orm';
import { refusal, type Refusal } from '@shared/refusals';
import { formatCalendarDate } from '@shared/dates';
import { rowsOf, type Executor } from '@server/db/client';
import { properties } from '@server/db/schema';
import { holidayQuotasOn } from '@server/core/holidays';

/** A night a confirmed holiday's free-stay quota already fills, for a property in `state`. */
export interface HolidayFull {
  night: string;
  holiday: string;
  holidayZh: string | null;
  holidayMs: string | null;
  state: string;
  quota: number;
  used: number;
}

/** Approved free-stay room-nights on each of `dates` at properties in `state`, in one query. */
async function approvedInState(db: Executor, state: string, dates: readonly string[]): Promise<Map<string, number>> {
  const sorted = [...dates].sort();
  const rows = rowsOf<{ date: string; n: number }>(
    await db.execute(sql`
      SELECT d::date::text AS date, count(*)::int AS n
      FROM free_stay_requests r JOIN properties p ON p.id = r.property_id,
        generate_series(r.check_in::timestamp, (r.check_out - 1)::timestamp, interval '1 day') AS d
      WHERE r.status = 'approved' AND p.state = ${state} AND r.check_in <= ${sorted[sorted.length - 1]}::date AND r.check_out > ${sorted[0]}::date
        AND d::date IN (${sql.join(sorted.map((date) => sql`${date}::date`), sql`, `)})
      GROUP BY 1`),
  );
  return new Map(rows.map((r) => [r.date, Number(r.n)]));
}

/**
 * The first of `nights` whose confirmed holiday (federal or the property's state's) gives no more free stays in that
 * state: its own quota (0: none at all) already taken by approved free stays at the state's properties. The daily quota
 * still applies beside it. Read under the nights' locks at approval, so two approvals of one night take turns.
 */
export async function holidayFullNight(db: Executor, propertyId: string, nights: readonly string[]): Promise<HolidayFull | null> {
  if (!nights.length) return null;
  const [property] = await db.select({ state: properties.state }).from(properties).where(eq(properties.id, propertyId));
  if (!property) return null;
  const holidays = await holidayQuotasOn(db, property.state, nights);
  if (!holidays.length) return null;
  const used = await approvedInState(db, property.state, holidays.map((h) => h.date));
  for (const h of holidays) {
    const taken = used.get(h.date) ?? 0;
    if (h.freeStayQuota !== null && taken >= h.freeStayQuota) return { night: h.date, holiday: h.name, holidayZh: h.nameZh, holidayMs: h.nameMs, state: property.state, quota: h.freeStayQuota, used: taken };
  }
  return null;
}

export function holidayFullMessage(full: HolidayFull): string {
  return full.quota === 0
    ? `No free stay on ${formatCalendarDate(full.night)} in ${full.state}: ${full.holiday} gives no free stays that day`
    : `No free-stay place left on ${formatCalendarDate(full.night)} in ${full.state}: ${full.holiday} allows ${full.quota} (${full.used} used)`;
}

export const holidayFullRefusal = (full: HolidayFull): Refusal =>
  refusal('holiday_full', { night: full.night, holiday: full.holiday, holidayZh: full.holidayZh, holidayMs: full.holidayMs, state: full.state, quota: full.quota, used: full.used });
