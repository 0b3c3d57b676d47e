import { sql } from 'drizzle-orm';
import type { OwnerNextStay } from '@shared/contracts/dashboard';
import { addMonths } from '@shared/dates';
import { P } from '@shared/permissions';
import { rowsOf, type Executor } from '@server/db/client';
import { defineDashboardPart, defineOwnerDashboardPart } from '@server/core/dashboard';
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

/**
 * Nights filled in a month (sold, free and owner stays, as revenue counts them) against the nights there were to fill:
 * every unit's for the company; for an owner, the stays that are theirs (a stay is theirs whole when its check-in falls
 * in their period, as everywhere in the portal) against the nights their periods hold in it, so a unit bought
 * mid-month counts from then.
 */
async function monthOccupancy(db: Executor, month: string, owner: string | null) {
  const start = `${month}-01`;
  const stop = `${addMonths(month, 1)}-01`;
  const theirs = owner
    ? sql`JOIN unit_ownerships o ON o.unit_id = m.unit_id AND o.owner_id = ${owner}
        AND o.from_date <= m.check_in AND m.check_in < coalesce(o.to_date, 'infinity'::date)`
    : sql``;
  const available = owner
    ? sql`SELECT sum(greatest(0, least(coalesce(o.to_date, ${stop}::date), ${stop}::date) - greatest(o.from_date, ${start}::date)))
        FROM unit_ownerships o WHERE o.owner_id = ${owner}`
    : sql`SELECT count(*) * (${stop}::date - ${start}::date) FROM units`;
  const [row] = rowsOf<{ occupied: string | null; available: string | null }>(
    await db.execute(sql`
      SELECT
        (SELECT sum(m.sold_nights + m.free_nights) FROM stay_months m ${theirs} WHERE m.month = ${start}::date) AS occupied,
        (${available}) AS available`),
  );
  return { month, occupiedNights: Number(row?.occupied ?? 0), availableNights: Number(row?.available ?? 0) };
}

/** This month on the books against last month: the company's, or one owner's. */
async function occupancyAgainstLastMonth(db: Executor, today: string, owner: string | null) {
  const month = today.slice(0, 7);
  return { thisMonth: await monthOccupancy(db, month, owner), lastMonth: await monthOccupancy(db, addMonths(month, -1), owner) };
}

export const occupancyPart = defineDashboardPart({
  key: 'occupancy',
  permission: P.reservation.view,
  read: (db, { today }) => occupancyAgainstLastMonth(db, today, null),
});

export const ownerOccupancyPart = defineOwnerDashboardPart({
  key: 'occupancy',
  read: (db, { owner, today }) => occupancyAgainstLastMonth(db, today, owner),
});

/** How many units the owner holds today. */
export const ownerUnitCountPart = defineOwnerDashboardPart({
  key: 'unitCount',
  async read(db, { owner, today }) {
    const [row] = rowsOf<{ n: string }>(
      await db.execute(sql`
        SELECT count(DISTINCT o.unit_id) AS n FROM unit_ownerships o
        WHERE o.owner_id = ${owner} AND o.from_date <= ${today}::date AND ${today}::date < coalesce(o.to_date, 'infinity'::date)`),
    );
    return Number(row?.n ?? 0);
  },
});

/** How many arrivals the owner's dashboard lists. */
export const OWNER_NEXT_STAYS = 5;

/** The guest's first name only: the portal shows an owner who arrives, not who they are. */
function firstNameOf(name: string | null): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : null;
}

/** The next arrivals on the owner's units from today, each reached through the period holding its check-in. */
export const ownerNextStaysPart = defineOwnerDashboardPart({
  key: 'nextStays',
  async read(db, { owner, today }) {
    const rows = rowsOf<{
      id: string;
      unit_id: string;
      unit_number: string;
      property_name: string;
      check_in: string;
      check_out: string;
      kind: OwnerNextStay['kind'];
      status: OwnerNextStay['status'];
      guest_name: string | null;
    }>(
      await db.execute(sql`
        SELECT r.id, r.unit_id, u.unit_number, p.name AS property_name, r.check_in::text AS check_in, r.check_out::text AS check_out,
          r.kind, r.status, r.guest_name
        FROM unit_ownerships o
        JOIN reservations r ON r.unit_id = o.unit_id AND o.from_date <= r.check_in AND r.check_in < coalesce(o.to_date, 'infinity'::date)
        JOIN units u ON u.id = r.unit_id
        JOIN properties p ON p.id = u.property_id
        WHERE o.owner_id = ${owner} AND r.check_in >= ${today}::date AND ${SLEPT_IN}
        ORDER BY r.check_in, u.unit_number, r.id
        LIMIT ${OWNER_NEXT_STAYS}`),
    );
    return rows.map((r) => ({
      id: r.id,
      unitId: r.unit_id,
      unitNumber: r.unit_number,
      propertyName: r.property_name,
      checkIn: r.check_in,
      checkOut: r.check_out,
      kind: r.kind,
      status: r.status,
      guestFirstName: firstNameOf(r.guest_name),
    }));
  },
});
