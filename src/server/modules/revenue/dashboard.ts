import { sql } from 'drizzle-orm';
import { addDays, addMonths } from '@shared/dates';
import { P } from '@shared/permissions';
import { rowsOf } from '@server/db/client';
import { defineDashboardPart } from '@server/core/dashboard';
import { nightShareChanges } from '@server/core/night-split';

/** Days in the month of a `YYYY-MM-DD` date's month start. */
const daysIn = (month: string) => (Date.parse(`${addMonths(month, 1)}-01T00:00:00Z`) - Date.parse(`${month}-01T00:00:00Z`)) / 86_400_000;

/** A month's earning rows of stay_months with nights before `stop`, their end cut at it: an index-only scan. */
const monthRows = (window: number, start: string, stop: string) => sql`
  SELECT ${window}::int AS w, m.starts, least(m.ends, ${stop}::date) AS ends, m.amount_sen AS amount, m.nights, m.check_in
  FROM stay_months m WHERE m.month = ${start}::date AND m.starts < ${stop}::date AND m.amount_sen <> 0`;

/**
 * Room revenue of this month's days up to today against the same days of last month, night by night as the revenue
 * report splits it (stay_months, `stay_night_share`), so a month's days add up to what the report shows for it.
 * Only the two months' rows are read; each row gives the nights it has in the window.
 */
export const revenueDashboardPart = defineDashboardPart({
  key: 'revenue',
  permission: P.revenue.view,
  async read(db, { today }) {
    const month = today.slice(0, 7);
    const last = addMonths(month, -1);
    const dayOfMonth = Number(today.slice(8, 10));
    const lastDays = Math.min(dayOfMonth, daysIn(last));
    // Window 0 is this month to today, 1 the same days of last month: each sums its own changes, even on the day
    // one window's end shares with the other's months (the 1st of this month ends last month's window of 31 days).
    const rows = rowsOf<{ w: number; day: string; sen: string }>(
      await db.execute(sql`
        WITH m AS (${monthRows(0, `${month}-01`, addDays(today, 1))} UNION ALL ${monthRows(1, `${last}-01`, addDays(`${last}-01`, lastDays))}),
        ${nightShareChanges('m')}
        SELECT w, to_char(day, 'YYYY-MM-DD') AS day, sum(delta) OVER (PARTITION BY w ORDER BY day) AS sen
        FROM (SELECT w, day, sum(sen) AS delta FROM e GROUP BY w, day) d`),
    );
    // A day without a change of its own keeps the running sum of the last day that had one.
    const sums = new Map(rows.map((r) => [`${r.w} ${r.day}`, Number(r.sen)]));
    const carried = (w: number, m: string, length: number) => {
      let sen = 0;
      return Array.from({ length }, (_, i) => (sen = sums.get(`${w} ${m}-${String(i + 1).padStart(2, '0')}`) ?? sen));
    };
    const thisMonth = carried(0, month, dayOfMonth);
    const lastMonth = carried(1, last, lastDays);
    const days = thisMonth.map((sen, i) => ({ thisMonthSen: sen, lastMonthSen: lastMonth[i] ?? 0 }));
    return {
      monthToDateSen: days.reduce((sum, d) => sum + d.thisMonthSen, 0),
      sameDaysLastMonthSen: days.reduce((sum, d) => sum + d.lastMonthSen, 0),
      days,
    };
  },
});
