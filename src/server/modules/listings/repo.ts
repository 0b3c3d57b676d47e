import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import {
  accounts, companies, properties, roomTypes, servicePackages, unitOwnerships, unitPackages, units, type PropertyRow, type RoomTypeRow, type UnitRow,
} from '@server/db/schema';
import { notFound } from '@server/core/errors/http-errors';
import { everOwned } from '@server/core/permissions/owner-scope';
import { pagedList, type ListPage, type ListRequest } from '@server/core/list-query';
import { takenBy } from '@server/core/taken';
import { containsAny } from '@server/core/text-search';
import type { PropertyFilter, RoomTypeFilter, UnitFilter, UnitRecord } from './dto';
import { updateVersioned } from '@server/core/versioned-update';

// ---------------------------------------------------------------- properties

export type PropertyListRow = PropertyRow & { companyName: string; roomTypeCount: number; unitCount: number };
const propertyFields = {
  property: properties,
  companyName: companies.name,
  roomTypeCount: sql<number>`(select count(*) from room_types rt where rt.property_id = ${sql.raw('"properties"."id"')})`.mapWith(Number),
  unitCount: sql<number>`(select count(*) from units u where u.property_id = ${sql.raw('"properties"."id"')})`.mapWith(Number),
};
type PropertySelected = { property: PropertyRow; companyName: string; roomTypeCount: number; unitCount: number };
const flatProperty = ({ property, ...rest }: PropertySelected): PropertyListRow => ({ ...property, ...rest });

export async function propertyPage(db: Executor, q: ListRequest<PropertyFilter>): Promise<ListPage<PropertyListRow>> {
  const page = await pagedList(
    db,
    {
      from: properties,
      joins: [{ table: companies, on: eq(companies.id, properties.companyId), kind: 'inner' }] as const,
      select: propertyFields,
      filters: {
        search: (s) => containsAny(s, properties.name, properties.city, properties.addressLine1, properties.postcode),
        companyId: (id) => eq(properties.companyId, id),
        state: (state) => eq(properties.state, state),
      },
      sorts: { name: properties.name, createdAt: properties.createdAt },
      tieBreaker: { column: properties.id, order: 'asc' },
    },
    q,
  );
  return { totalCount: page.totalCount, rows: page.rows.map(flatProperty) };
}

export async function loadProperty(db: Executor, id: string, lock = false): Promise<PropertyListRow> {
  const query = db.select(propertyFields).from(properties).innerJoin(companies, eq(companies.id, properties.companyId)).where(eq(properties.id, id));
  const [row] = lock ? await query.for('update', { of: properties }) : await query;
  if (!row) throw notFound('Property');
  return flatProperty(row);
}

export async function insertProperty(db: Executor, values: typeof properties.$inferInsert): Promise<string> {
  const [row] = await db.insert(properties).values(values).returning({ id: properties.id });
  return row.id;
}

export const updateProperty = (db: Executor, id: string, patch: Partial<typeof properties.$inferInsert>) => updateVersioned(db, properties, id, patch);

/** Whether a company exists and may take a new property. */
export async function activeCompany(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(and(eq(companies.id, id), eq(companies.active, true)));
  return Boolean(row);
}

// ---------------------------------------------------------------- room types

export type RoomTypeListRow = RoomTypeRow & { propertyName: string; unitCount: number };
const roomTypeFields = {
  roomType: roomTypes,
  propertyName: properties.name,
  unitCount: sql<number>`(select count(*) from units u where u.room_type_id = ${sql.raw('"room_types"."id"')})`.mapWith(Number),
};
type RoomTypeSelected = { roomType: RoomTypeRow; propertyName: string; unitCount: number };
const flatRoomType = ({ roomType, ...rest }: RoomTypeSelected): RoomTypeListRow => ({ ...roomType, ...rest });

export async function roomTypePage(db: Executor, q: ListRequest<RoomTypeFilter>): Promise<ListPage<RoomTypeListRow>> {
  const page = await pagedList(
    db,
    {
      from: roomTypes,
      joins: [{ table: properties, on: eq(properties.id, roomTypes.propertyId), kind: 'inner' }] as const,
      select: roomTypeFields,
      filters: {
        search: (s) => containsAny(s, roomTypes.name, properties.name),
        propertyId: (id) => eq(roomTypes.propertyId, id),
      },
      sorts: { name: roomTypes.name, baseNightlyRateSen: roomTypes.baseNightlyRateSen, createdAt: roomTypes.createdAt },
      tieBreaker: { column: roomTypes.id, order: 'asc' },
    },
    q,
  );
  return { totalCount: page.totalCount, rows: page.rows.map(flatRoomType) };
}

export async function loadRoomType(db: Executor, id: string, lock = false): Promise<RoomTypeListRow> {
  const query = db.select(roomTypeFields).from(roomTypes).innerJoin(properties, eq(properties.id, roomTypes.propertyId)).where(eq(roomTypes.id, id));
  const [row] = lock ? await query.for('update', { of: roomTypes }) : await query;
  if (!row) throw notFound('Room type');
  return flatRoomType(row);
}

export async function insertRoomType(db: Executor, values: typeof roomTypes.$inferInsert): Promise<string> {
  const [row] = await db.insert(roomTypes).values(values).returning({ id: roomTypes.id });
  return row.id;
}

export const updateRoomType = (db: Executor, id: string, patch: Partial<typeof roomTypes.$inferInsert>) => updateVersioned(db, roomTypes, id, patch);

export const roomTypeNameTaken = (db: Executor, propertyId: string, name: string, exceptId: string | null): Promise<boolean> =>
  takenBy(db, roomTypes, roomTypes.id, and(eq(roomTypes.propertyId, propertyId), sql`lower(${roomTypes.name}) = lower(${name})`), exceptId);

// ---------------------------------------------------------------- units

export type UnitListRow = UnitRow & { propertyName: string; roomTypeName: string; ownerName: string | null; servicePackageName: string | null };
const unitFields = {
  unit: units,
  propertyName: properties.name,
  roomTypeName: roomTypes.name,
  ownerName: accounts.name,
  servicePackageName: servicePackages.name,
};
type UnitSelected = { unit: UnitRow; propertyName: string; roomTypeName: string; ownerName: string | null; servicePackageName: string | null };
const flatUnit = ({ unit, ...rest }: UnitSelected): UnitListRow => ({ ...unit, ...rest });
const unitJoins = [
  { table: properties, on: eq(properties.id, units.propertyId), kind: 'inner' },
  { table: roomTypes, on: eq(roomTypes.id, units.roomTypeId), kind: 'inner' },
  { table: accounts, on: eq(accounts.id, units.ownerId), kind: 'left' },
  { table: servicePackages, on: eq(servicePackages.id, units.servicePackageId), kind: 'left' },
] as const;

/**
 * `ownerScope`: the units that owner holds now or held before (the portal; a former unit shows only their own
 * period's records). Who owns it now is not a former owner's to learn, so for an owner the search does not match
 * the current owner's name, `ownerId` finds only the units they hold now, and `withoutOwner` the ones they no longer do.
 */
export async function unitPage(db: Executor, q: ListRequest<UnitFilter>, ownerScope: string | null): Promise<ListPage<UnitListRow>> {
  const scope: SQL[] = ownerScope ? [everOwned(ownerScope, units.id)] : [];
  const page = await pagedList(
    db,
    {
      from: units,
      joins: unitJoins,
      select: unitFields,
      filters: {
        search: (s) => (ownerScope
          ? containsAny(s, units.unitNumber, properties.name, roomTypes.name)
          : containsAny(s, units.unitNumber, properties.name, roomTypes.name, accounts.name)),
        propertyId: (id) => eq(units.propertyId, id),
        roomTypeId: (id) => eq(units.roomTypeId, id),
        ownerId: (id) => (ownerScope && id !== ownerScope ? sql`false` : eq(units.ownerId, id)),
        status: (status) => eq(units.status, status),
        withoutOwner: (without) => (ownerScope
          ? (without ? sql`${units.ownerId} IS DISTINCT FROM ${ownerScope}` : eq(units.ownerId, ownerScope))
          : (without ? isNull(units.ownerId) : sql`${units.ownerId} IS NOT NULL`)),
        withoutPackage: (without) => (without ? isNull(units.servicePackageId) : sql`${units.servicePackageId} IS NOT NULL`),
      },
      sorts: { unitNumber: units.unitNumber, createdAt: units.createdAt },
      tieBreaker: { column: units.id, order: 'asc' },
    },
    q,
    scope,
  );
  return { totalCount: page.totalCount, rows: page.rows.map(flatUnit) };
}

export type OwnershipRow = typeof unitOwnerships.$inferSelect & { ownerName: string; ownerAccountNumber: string };
export type PackageRow = typeof unitPackages.$inferSelect & { packageName: string };

export async function loadUnit(db: Executor, id: string, lock = false): Promise<UnitListRow> {
  const query = db
    .select(unitFields)
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .innerJoin(roomTypes, eq(roomTypes.id, units.roomTypeId))
    .leftJoin(accounts, eq(accounts.id, units.ownerId))
    .leftJoin(servicePackages, eq(servicePackages.id, units.servicePackageId))
    .where(eq(units.id, id));
  const [row] = lock ? await query.for('update', { of: units }) : await query;
  if (!row) throw notFound('Unit');
  return flatUnit(row);
}

/** The owner held the unit for at least a day, now or before: they may read it (its records only from their own periods). */
export async function everOwnedBy(db: Executor, id: string, owner: string): Promise<boolean> {
  const [row] = await db.select({ id: units.id }).from(units).where(and(eq(units.id, id), everOwned(owner, units.id)));
  return Boolean(row);
}

export async function loadUnitRecord(db: Executor, id: string, lock = false): Promise<UnitRecord> {
  const unit = await loadUnit(db, id, lock);
  // One after another: inside a decision's transaction these share its one connection.
  const ownerships = await db
    .select({ o: unitOwnerships, ownerName: accounts.name, ownerAccountNumber: accounts.accountNumber })
    .from(unitOwnerships)
    .innerJoin(accounts, eq(accounts.id, unitOwnerships.ownerId))
    .where(eq(unitOwnerships.unitId, id))
    .orderBy(desc(unitOwnerships.fromDate), desc(unitOwnerships.createdAt));
  const packages = await db
    .select({ p: unitPackages, packageName: servicePackages.name })
    .from(unitPackages)
    .innerJoin(servicePackages, eq(servicePackages.id, unitPackages.packageId))
    .where(eq(unitPackages.unitId, id))
    .orderBy(desc(unitPackages.fromMonth), desc(unitPackages.createdAt));
  return {
    unit,
    ownerships: ownerships.map(({ o, ...rest }) => ({ ...o, ...rest })),
    packages: packages.map(({ p, packageName }) => ({ ...p, packageName })),
  };
}

export async function insertUnit(db: Executor, values: typeof units.$inferInsert): Promise<string> {
  const [row] = await db.insert(units).values(values).returning({ id: units.id });
  return row.id;
}

export const updateUnit = (db: Executor, id: string, patch: Partial<typeof units.$inferInsert>) => updateVersioned(db, units, id, patch);

export const unitNumberTaken = (db: Executor, propertyId: string, unitNumber: string, exceptId: string | null): Promise<boolean> =>
  takenBy(db, units, units.id, and(eq(units.propertyId, propertyId), eq(units.unitNumber, unitNumber)), exceptId);

/** An owner account that may be given a unit: kind owner, active, not erased. */
export async function assignableOwner(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.kind, 'owner'), eq(accounts.active, true), isNull(accounts.deletedAt)));
  return Boolean(row);
}

export async function activePackage(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: servicePackages.id }).from(servicePackages).where(and(eq(servicePackages.id, id), eq(servicePackages.active, true)));
  return Boolean(row);
}

export async function openOwnership(db: Executor, values: { unitId: string; ownerId: string; fromDate: string; createdBy: string | null }): Promise<void> {
  await db.insert(unitOwnerships).values(values);
}

export async function closeOwnership(db: Executor, unitId: string, toDate: string): Promise<void> {
  await db.update(unitOwnerships).set({ toDate }).where(and(eq(unitOwnerships.unitId, unitId), isNull(unitOwnerships.toDate)));
}

export async function openPackage(db: Executor, values: { unitId: string; packageId: string; fromMonth: string; createdBy: string | null }): Promise<void> {
  await db.insert(unitPackages).values(values);
}

export async function closePackage(db: Executor, unitId: string, toMonth: string): Promise<void> {
  await db.update(unitPackages).set({ toMonth }).where(and(eq(unitPackages.unitId, unitId), isNull(unitPackages.toMonth)));
}
