import { sql } from 'drizzle-orm';
import { addMonths } from '@shared/dates';
import { P } from '@shared/permissions';
import { rowsOf, type Executor } from '@server/db/client';
import { defineDashboardPart } from '@server/core/dashboard';
import { STAY_BLOCKS } from '@server/core/night-split';

/** A stay a guest or an owner sleeps in (not a block, an enquiry or one that will not come). */
const SLEPT_IN = sql`r.kind <> 'block' AND ${STAY_BLOCKS}`;

/**
 * Today's arrivals and departures (each an indexed date), and the stays in house read from this month's rows of
 * stay_months: a stay in house today has one there, so this never scans every stay that began before today.
 */
export const staysTodayPart = defineDashboardPart({
  key: 'stays',
  permission: P.reservation.view,
  async read(db, { today }) {
    const month = `${today.slice(0, 7)}-01`;
    const [row] = rowsOf<{ arrivals: string; departures: string; in_house: string }>(
      await db.execute(sql`
        SELECT
          (SELECT count(*) FROM reservations r WHERE r.check_in = ${today}::date AND ${SLEPT_IN}) AS arrivals,
          (SELECT count(*) FROM reservations r WHERE r.check_out = ${today}::date AND ${SLEPT_IN}) AS departures,
          (SELECT count(*) FROM stay_months m WHERE m.month = ${month}::date AND m.starts <= ${today}::date AND m.ends > ${today}::date
            AND (m.sold OR m.free)) AS in_house`),
    );
    return { arrivals: Number(row?.arrivals ?? 0), departures: Number(row?.departures ?? 0), inHouse: Number(row?.in_house ?? 0) };
  },
});

/** Nights filled in a month (sold, free and owner stays, as revenue counts them) and the nights every unit has. */
async function monthOccupancy(db: Executor, month: string) {
  const start = `${month}-01`;
  const stop = `${addMonths(month, 1)}-01`;
  const [row] = rowsOf<{ occupied: string | null; available: string | null }>(
    await db.execute(sql`
      SELECT
        (SELECT sum(sold_nights + free_nights) FROM stay_months WHERE month = ${start}::date) AS occupied,
        (SELECT count(*) * (${stop}::date - ${start}::date) FROM units) AS available`),
  );
  return { month, occupiedNights: Number(row?.occupied ?? 0), availableNights: Number(row?.available ?? 0) };
}

/** This month on the books against last month. */
export const occupancyPart = defineDashboardPart({
  key: 'occupancy',
  permission: P.reservation.view,
  async read(db, { today }) {
    const month = today.slice(0, 7);
    return { thisMonth: await monthOccupancy(db, month), lastMonth: await monthOccupancy(db, addMonths(month, -1)) };
  },
});
