import { sql } from 'drizzle-orm';
import type { ListingSummary, PropertySummary } from '@shared/contracts/listings';
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

/**
 * Per property, as it stands now: room types, units by status, the gaps (no owner, no package) and distinct
 * owners — one grouped query, whatever the number of units. Occupancy and revenue for `month` join it once
 * reservations exist.
 */
export async function listingSummary(db: Executor, month: string | undefined): Promise<ListingSummary> {
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
  const properties: PropertySummary[] = rows.map((r) => ({
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
  }));
  const [distinctOwners] = rowsOf<{ n: string }>(await db.execute(sql`SELECT count(DISTINCT owner_id) AS n FROM units`));
  const sum = (pick: (p: PropertySummary) => number) => properties.reduce((total, p) => total + pick(p), 0);
  return {
    month: month ?? toApiDate(new Date()).slice(0, 7),
    properties,
    totals: {
      roomTypes: sum((p) => p.roomTypes),
      units: sum((p) => p.units),
      unitsByStatus: { active: sum((p) => p.unitsByStatus.active), inactive: sum((p) => p.unitsByStatus.inactive), maintenance: sum((p) => p.unitsByStatus.maintenance) },
      unitsWithoutOwner: sum((p) => p.unitsWithoutOwner),
      unitsWithoutPackage: sum((p) => p.unitsWithoutPackage),
      // An owner of units in two properties counts once in the total.
      owners: Number(distinctOwners?.n ?? 0),
    },
  };
}
