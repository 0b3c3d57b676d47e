import { sql, type SQL } from 'drizzle-orm';
import type { FreeStayAvailability, FreeUnit } from '@shared/contracts/free-stay';
import { NON_BLOCKING_STATUSES, type StayRef } from '@shared/contracts/reservations';
import { freeStayRequests } from '@server/db/schema';

/**
 * Whether a pending request can be booked where it asks: two columns of the request's own read (no statement more,
 * whatever the page's size — the inbox's load path stays two statements), each a JSON text or null. A decided
 * request answers null at once. Both use the stays' unit-and-check-in index.
 */
const nonBlocking = () => sql.join(NON_BLOCKING_STATUSES.map((status) => sql`${status}`), sql`, `);
const blockingOn = (unit: SQL) =>
  sql`r.unit_id = ${unit} AND r.check_in < ${freeStayRequests.checkOut} AND r.check_out > ${freeStayRequests.checkIn} AND r.status NOT IN (${nonBlocking()})`;

/** The first blocking stay on the request's unit over its nights: a code and dates, no guest. */
export const takenByColumn = () => sql<string | null>`(
  SELECT json_build_object('id', r.id, 'code', r.code, 'checkIn', r.check_in::text, 'checkOut', r.check_out::text, 'status', r.status, 'kind', r.kind)::text
  FROM reservations r
  WHERE ${freeStayRequests.status} = 'pending' AND ${blockingOn(sql`${freeStayRequests.unitId}`)}
  ORDER BY r.check_in LIMIT 1)`;

/** The room type's active units with no blocking stay on any of the request's nights. */
export const freeUnitsColumn = () => sql<string | null>`(
  SELECT json_agg(json_build_object('id', u.id, 'unitNumber', u.unit_number))::text
  FROM units u
  WHERE ${freeStayRequests.status} = 'pending' AND u.room_type_id = ${freeStayRequests.roomTypeId} AND u.status = 'active'
    AND NOT EXISTS (SELECT 1 FROM reservations r WHERE ${blockingOn(sql`u.id`)}))`;

export interface AvailabilityColumns {
  status: string;
  unitId: string | null;
  takenBy: string | null;
  freeUnits: string | null;
}

const byNumber = new Intl.Collator('en', { numeric: true });

/**
 * A row's availability as the API shows it: null unless pending; the free units only where the approver must choose
 * (a room-type request, or its unit is taken), by number, and never for an owner in the portal (`portal`), who
 * learns nothing of other units.
 */
export function availabilityOf(row: AvailabilityColumns, portal: boolean): FreeStayAvailability | null {
  if (row.status !== 'pending') return null;
  const takenBy = row.takenBy ? (JSON.parse(row.takenBy) as StayRef) : null;
  const choose = !portal && (row.unitId === null || takenBy !== null);
  const freeUnits = choose ? ((row.freeUnits ? JSON.parse(row.freeUnits) : []) as FreeUnit[]).sort((a, b) => byNumber.compare(a.unitNumber, b.unitNumber)) : null;
  return { takenBy, freeUnits };
}
