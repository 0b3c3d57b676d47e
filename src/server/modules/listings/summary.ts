import { sql } from 'drizzle-orm';
import type { ListingSummary, PropertySummary } from '@shared/contracts/listings';
import { NON_BLOCKING_STATUSES } from '@shared/contracts/reservations';
import { toApiDate } from '@shared/dates';
import { rowsOf, type Executor } from '@server/db/client';

interface SummaryRow {
  property_id: string;
  property_name: string;
  company_name: string;
  state: PropertySummary['state'];
  room_types: string;
  units: string;
  active: string;
  inactive: string;
  maintenance: string;
  without_owner: string;
  without_package: string;
  owners: string;
}

interface StayFiguresRow {
  property_id: string;
  occupied: string | null;
  revenue: string | null;
  arrivals: string;
  departures: string;
}

type StayFigures = Pick<PropertySummary, 'occupiedRoomNights' | 'roomRevenueSen' | 'arrivalsToday' | 'departuresToday'>;
const NO_STAYS: StayFigures = { occupiedRoomNights: 0, roomRevenueSen: 0, arrivalsToday: 0, departuresToday: 0 };

/** `[first day, first day of the next month)` of a `YYYY-MM` month, and its number of days. */
export function monthBounds(month: string): { start: string; end: string; days: number } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { start: `${month}-01`, end: `${next}-01`, days };
}

/** A ratio's figures from summed nights and revenue: the same rule for a property and for the totals. */
export function ratesOf(available: number, occupied: number, revenueSen: number): Pick<PropertySummary, 'occupancy' | 'adrSen' | 'revparSen'> {
  return {
    occupancy: available > 0 ? occupied / available : null,
    adrSen: occupied > 0 ? Math.round(revenueSen / occupied) : null,
    revparSen: available > 0 ? Math.round(revenueSen / available) : null,
  };
}

/**
 * The month's nights and room revenue, and today's arrivals and departures, per property: blocking stays only (the
 * exclusion constraint's statuses). A stay's room revenue is spread evenly over its nights and only the nights
 * inside the month count, so a stay across the month's end adds its share to each month.
 */
async function stayFigures(db: Executor, month: string, today: string): Promise<Map<string, StayFigures>> {
  const { start, end } = monthBounds(month);
  const nightsIn = sql`greatest(0, least(r.check_out, ${end}::date) - greatest(r.check_in, ${start}::date))`;
  const rows = rowsOf<StayFiguresRow>(
    await db.execute(sql`
      SELECT u.property_id,
        sum(${nightsIn}) FILTER (WHERE r.kind <> 'block') AS occupied,
        sum(r.room_revenue_sen::numeric * ${nightsIn} / (r.check_out - r.check_in)) FILTER (WHERE r.kind <> 'block') AS revenue,
        count(*) FILTER (WHERE r.check_in = ${today}::date) AS arrivals,
        count(*) FILTER (WHERE r.check_out = ${today}::date) AS departures
      FROM reservations r
      JOIN units u ON u.id = r.unit_id
      WHERE r.status NOT IN (${sql.join(NON_BLOCKING_STATUSES.map((st) => sql`${st}`), sql`, `)})
        AND ((r.check_in < ${end}::date AND r.check_out > ${start}::date) OR r.check_in = ${today}::date OR r.check_out = ${today}::date)
      GROUP BY u.property_id`),
  );
  return new Map(
    rows.map((r) => [
      r.property_id,
      {
        occupiedRoomNights: Number(r.occupied ?? 0),
        roomRevenueSen: Math.round(Number(r.revenue ?? 0)),
        arrivalsToday: Number(r.arrivals),
        departuresToday: Number(r.departures),
      },
    ]),
  );
}

/**
 * Per property: room types, units by status, the gaps (no owner, no package) and distinct owners as they stand now
 * — one grouped query, whatever the number of units — with the month's occupancy, ADR and RevPAR and today's
 * arrivals and departures from a second one over the reservations.
 */
export async function listingSummary(db: Executor, month: string | undefined): Promise<ListingSummary> {
  const today = toApiDate(new Date());
  const forMonth = month ?? today.slice(0, 7);
  const { days } = monthBounds(forMonth);
  const stays = await stayFigures(db, forMonth, today);
  const rows = rowsOf<SummaryRow>(
    await db.execute(sql`
      SELECT p.id AS property_id, p.name AS property_name, c.name AS company_name, p.state,
        (SELECT count(*) FROM room_types rt WHERE rt.property_id = p.id) AS room_types,
        count(u.id) AS units,
        count(u.id) FILTER (WHERE u.status = 'active') AS active,
        count(u.id) FILTER (WHERE u.status = 'inactive') AS inactive,
        count(u.id) FILTER (WHERE u.status = 'maintenance') AS maintenance,
        count(u.id) FILTER (WHERE u.owner_id IS NULL) AS without_owner,
        count(u.id) FILTER (WHERE u.service_package_id IS NULL) AS without_package,
        count(DISTINCT u.owner_id) AS owners
      FROM properties p
      JOIN companies c ON c.id = p.company_id
      LEFT JOIN units u ON u.property_id = p.id
      GROUP BY p.id, c.name
      ORDER BY p.name, p.id`),
  );
  const properties: PropertySummary[] = rows.map((r) => {
    const figures = stays.get(r.property_id) ?? NO_STAYS;
    const available = Number(r.active) * days;
    return {
    propertyId: r.property_id,
    propertyName: r.property_name,
    companyName: r.company_name,
    state: r.state,
    roomTypes: Number(r.room_types),
    units: Number(r.units),
    unitsByStatus: { active: Number(r.active), inactive: Number(r.inactive), maintenance: Number(r.maintenance) },
    unitsWithoutOwner: Number(r.without_owner),
    unitsWithoutPackage: Number(r.without_package),
    owners: Number(r.owners),
    availableRoomNights: available,
    ...figures,
    ...ratesOf(available, figures.occupiedRoomNights, figures.roomRevenueSen),
    };
  });
  const [distinctOwners] = rowsOf<{ n: string }>(await db.execute(sql`SELECT count(DISTINCT owner_id) AS n FROM units`));
  const sum = (pick: (p: PropertySummary) => number) => properties.reduce((total, p) => total + pick(p), 0);
  const available = sum((p) => p.availableRoomNights);
  const occupied = sum((p) => p.occupiedRoomNights);
  const revenue = sum((p) => p.roomRevenueSen);
  return {
    month: forMonth,
    today,
    properties,
    totals: {
      roomTypes: sum((p) => p.roomTypes),
      units: sum((p) => p.units),
      unitsByStatus: { active: sum((p) => p.unitsByStatus.active), inactive: sum((p) => p.unitsByStatus.inactive), maintenance: sum((p) => p.unitsByStatus.maintenance) },
      unitsWithoutOwner: sum((p) => p.unitsWithoutOwner),
      unitsWithoutPackage: sum((p) => p.unitsWithoutPackage),
      // An owner of units in two properties counts once in the total.
      owners: Number(distinctOwners?.n ?? 0),
      availableRoomNights: available,
      occupiedRoomNights: occupied,
      roomRevenueSen: revenue,
      ...ratesOf(available, occupied, revenue),
      arrivalsToday: sum((p) => p.arrivalsToday),
      departuresToday: sum((p) => p.departuresToday),
    },
  };
}
