import { and, asc, eq, gt, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { NON_BLOCKING_STATUSES, type StayRef } from '@shared/contracts/reservations';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@server/db/client';
import { accounts, enquiries, enquiryStatusChanges, properties, reservations, roomTypes, units, type EnquiryRow } from '@server/db/schema';
import { notFound } from '@server/core/errors/http-errors';
import { pagedList, type ListPage, type ListRequest } from '@server/core/list-query';
import { containsAny, likePattern } from '@server/core/text-search';
import type { EnquiryFilter } from './dto';
import { updateVersioned } from '@server/core/versioned-update';

export type EnquiryListRow = EnquiryRow & {
  propertyId: string | null;
  propertyName: string | null;
  roomTypeName: string | null;
  unitNumber: string | null;
  reservationCode: string | null;
  reservationStatus: (typeof reservations.$inferSelect)['status'] | null;
};

/** The room type asked for, or the unit's own when a unit was asked for: either names the property. */
const wantedType = alias(roomTypes, 'wanted_type');
const fields = {
  enquiry: enquiries,
  propertyId: sql<string | null>`coalesce(${units.propertyId}, ${wantedType.propertyId})`,
  propertyName: properties.name,
  roomTypeName: wantedType.name,
  unitNumber: units.unitNumber,
  reservationCode: reservations.code,
  reservationStatus: reservations.status,
};
type Selected = Omit<EnquiryListRow, keyof EnquiryRow> & { enquiry: EnquiryRow };
const flat = ({ enquiry, ...rest }: Selected): EnquiryListRow => ({ ...enquiry, ...rest });
const joins = [
  { table: units, on: eq(units.id, enquiries.unitId), kind: 'left' },
  { table: wantedType, on: eq(wantedType.id, sql`coalesce(${enquiries.roomTypeId}, ${units.roomTypeId})`), kind: 'left' },
  { table: properties, on: eq(properties.id, wantedType.propertyId), kind: 'left' },
  { table: reservations, on: eq(reservations.id, enquiries.reservationId), kind: 'left' },
] as const;

export async function enquiryPage(db: Executor, q: ListRequest<EnquiryFilter>): Promise<ListPage<EnquiryListRow>> {
  const page = await pagedList(
    db,
    {
      from: enquiries,
      joins,
      select: fields,
      filters: {
        search: (s) => sql`${enquiries.searchText} LIKE ${likePattern(s)}`,
        status: (status) => eq(enquiries.status, status),
        channel: (channel) => eq(enquiries.channel, channel),
      },
      sorts: { createdAt: enquiries.createdAt, checkIn: enquiries.checkIn, name: enquiries.name },
      tieBreaker: { column: enquiries.id, order: 'asc' },
    },
    q,
    [],
  );
  return { totalCount: page.totalCount, rows: page.rows.map(flat) };
}

export async function loadEnquiry(db: Executor, id: string, lock = false): Promise<EnquiryListRow> {
  const query = db
    .select(fields)
    .from(enquiries)
    .leftJoin(units, eq(units.id, enquiries.unitId))
    .leftJoin(wantedType, eq(wantedType.id, sql`coalesce(${enquiries.roomTypeId}, ${units.roomTypeId})`))
    .leftJoin(properties, eq(properties.id, wantedType.propertyId))
    .leftJoin(reservations, eq(reservations.id, enquiries.reservationId))
    .where(eq(enquiries.id, id));
  const [row] = lock ? await query.for('update', { of: enquiries }) : await query;
  if (!row) throw notFound('Enquiry');
  return flat(row);
}

export async function enquiryHistory(db: Executor, enquiryId: string) {
  return db
    .select({ change: enquiryStatusChanges, changedByName: accounts.name })
    .from(enquiryStatusChanges)
    .leftJoin(accounts, eq(accounts.id, enquiryStatusChanges.changedBy))
    .where(eq(enquiryStatusChanges.enquiryId, enquiryId))
    .orderBy(asc(enquiryStatusChanges.changedAt), asc(enquiryStatusChanges.id));
}

export async function insertEnquiry(db: Executor, values: typeof enquiries.$inferInsert): Promise<string> {
  const [row] = await db.insert(enquiries).values(values).returning({ id: enquiries.id });
  return row.id;
}

export const updateEnquiry = (db: Executor, id: string, patch: Partial<typeof enquiries.$inferInsert>) => updateVersioned(db, enquiries, id, patch);

export async function recordEnquiryStatus(db: Executor, values: typeof enquiryStatusChanges.$inferInsert): Promise<void> {
  await db.insert(enquiryStatusChanges).values(values);
}

export async function roomTypeExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.id, id));
  return Boolean(row);
}

export async function unitExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: units.id }).from(units).where(eq(units.id, id));
  return Boolean(row);
}

/** How many units the convert form's picker shows at once: it narrows as the admin types. */
export const UNIT_CHOICE_LIMIT = 30;

/** Units by number, property or room type, active ones first, by unit number. */
export async function unitChoiceRows(db: Executor, search: string | undefined) {
  return db
    .select({ id: units.id, unitNumber: units.unitNumber, propertyName: properties.name, roomTypeName: roomTypes.name, status: units.status })
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .innerJoin(roomTypes, eq(roomTypes.id, units.roomTypeId))
    .where(search ? containsAny(search, units.unitNumber, properties.name, roomTypes.name) : undefined)
    .orderBy(sql`${units.status} <> 'active'`, asc(units.unitNumber), asc(properties.name), asc(units.id))
    .limit(UNIT_CHOICE_LIMIT);
}

/** Per unit, the first blocking stay with a night in [checkIn, checkOut): the same rule as the booking's nights check. */
export async function staysInTheWay(db: Executor, unitIds: string[], checkIn: string, checkOut: string): Promise<Map<string, StayRef>> {
  if (!unitIds.length) return new Map();
  const rows = await db
    .select({
      unitId: reservations.unitId, id: reservations.id, code: reservations.code, checkIn: reservations.checkIn, checkOut: reservations.checkOut,
      status: reservations.status, kind: reservations.kind,
    })
    .from(reservations)
    .where(and(
      inArray(reservations.unitId, unitIds),
      lt(reservations.checkIn, checkOut),
      gt(reservations.checkOut, checkIn),
      notInArray(reservations.status, [...NON_BLOCKING_STATUSES]),
    ))
    .orderBy(asc(reservations.checkIn));
  const found = new Map<string, StayRef>();
  for (const { unitId, ...stay } of rows) if (!found.has(unitId)) found.set(unitId, stay);
  return found;
}
