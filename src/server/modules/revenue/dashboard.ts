import { sql } from 'drizzle-orm';
import { addDays, addMonths } from '@shared/dates';
import { P } from '@shared/permissions';
import { rowsOf } from '@server/db/client';
import { defineDashboardPart } from '@server/core/dashboard';
import { nightShare } from '@server/core/night-split';

/** Days in the month of a `YYYY-MM-DD` date's month start. */
const daysIn = (month: string) => (Date.parse(`${addMonths(month, 1)}-01T00:00:00Z`) - Date.parse(`${month}-01T00:00:00Z`)) / 86_400_000;

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
    const windows = sql`(VALUES (${`${month}-01`}::date, ${addDays(today, 1)}::date), (${`${last}-01`}::date, ${addDays(`${last}-01`, lastDays)}::date)) w(start, stop)`;
    const share = nightShare(sql`n.day`, sql`n.day + 1`, { amount: sql`m.amount_sen`, nights: sql`m.nights`, checkIn: sql`m.check_in` });
    const rows = rowsOf<{ day: string; sen: string }>(
      await db.execute(sql`
        SELECT to_char(n.day, 'YYYY-MM-DD') AS day, sum(${share}) AS sen
        FROM ${windows}
        JOIN stay_months m ON m.month = w.start AND m.starts < w.stop AND m.amount_sen <> 0
        CROSS JOIN LATERAL (SELECT g::date AS day FROM generate_series(m.starts::timestamp, (least(m.ends, w.stop) - 1)::timestamp, interval '1 day') g) n
        GROUP BY n.day`),
    );
    const days = Array.from({ length: dayOfMonth }, () => ({ thisMonthSen: 0, lastMonthSen: 0 }));
    for (const row of rows) {
      const day = days[Number(row.day.slice(8, 10)) - 1];
      if (!day) continue;
      if (row.day.startsWith(month)) day.thisMonthSen = Number(row.sen);
      else day.lastMonthSen = Number(row.sen);
    }
    return {
      monthToDateSen: days.reduce((sum, d) => sum + d.thisMonthSen, 0),
      sameDaysLastMonthSen: days.reduce((sum, d) => sum + d.lastMonthSen, 0),
      days,
    };
  },
});
