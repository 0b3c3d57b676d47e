import type { z } from 'zod';
import type {
  Ownership, PackageAssignment, Property, RoomType, Unit, UnitDetail, propertyFilter, roomTypeFilter, unitFilter,
} from '@shared/contracts/listings';
import type { OwnershipRow, PackageRow, PropertyListRow, RoomTypeListRow, UnitListRow } from './repo';

type Parsed<S extends Record<string, z.ZodType>> = Partial<{ [K in keyof S]: z.infer<S[K]> }>;
export type PropertyFilter = Parsed<typeof propertyFilter>;
export type RoomTypeFilter = Parsed<typeof roomTypeFilter>;
export type UnitFilter = Parsed<typeof unitFilter>;

export function toProperty(row: PropertyListRow): Property {
  return {
    id: row.id,
    name: row.name,
    companyId: row.companyId,
    companyName: row.companyName,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    postcode: row.postcode,
    city: row.city,
    state: row.state as Property['state'],
    checkInTime: row.checkInTime,
    checkOutTime: row.checkOutTime,
    roomTypeCount: row.roomTypeCount,
    unitCount: row.unitCount,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toRoomType(row: RoomTypeListRow): RoomType {
  return {
    id: row.id,
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    name: row.name,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    maxGuests: row.maxGuests,
    baseNightlyRateSen: row.baseNightlyRateSen,
    cleaningFeeSen: row.cleaningFeeSen,
    unitCount: row.unitCount,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * `ownerScope`: an owner in the portal. On a unit they no longer hold, what the unit is now (its owner, package and
 * notes) belongs to a later owner, so it reads as empty; the app tells a former unit by `ownerId` not being theirs.
 */
export function toUnit(row: UnitListRow, ownerScope: string | null = null): Unit {
  if (ownerScope && row.ownerId !== ownerScope) {
    return { ...toUnit(row), ownerId: null, ownerName: null, servicePackageId: null, servicePackageName: null, notes: null };
  }
  return {
    id: row.id,
    unitNumber: row.unitNumber,
    status: row.status,
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    roomTypeId: row.roomTypeId,
    roomTypeName: row.roomTypeName,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    servicePackageId: row.servicePackageId,
    servicePackageName: row.servicePackageName,
    notes: row.notes,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toOwnership(row: OwnershipRow): Ownership {
  return { id: row.id, ownerId: row.ownerId, ownerName: row.ownerName, ownerAccountNumber: row.ownerAccountNumber, from: row.fromDate, to: row.toDate };
}

export function toPackageAssignment(row: PackageRow): PackageAssignment {
  return { id: row.id, servicePackageId: row.packageId, servicePackageName: row.packageName, fromMonth: row.fromMonth, toMonth: row.toMonth };
}

/**
 * A unit with its history; `ownerScope` keeps only that owner's own periods (the portal never shows other owners),
 * leaving out a period that owned no day (closed on the day it began), and only the packages in force during them:
 * the contract of an owner before or after is theirs.
 */
export interface UnitRecord {
  unit: UnitListRow;
  ownerships: OwnershipRow[];
  packages: PackageRow[];
}

export function toUnitDetail(record: UnitRecord, ownerScope: string | null = null): UnitDetail {
  if (!ownerScope) return { ...toUnit(record.unit), ownerships: record.ownerships.map(toOwnership), packages: record.packages.map(toPackageAssignment) };
  const ownerships = record.ownerships.filter((o) => o.ownerId === ownerScope && (o.toDate === null || o.fromDate < o.toDate));
  // Days against months, both ends exclusive: a package runs [fromMonth-01, toMonth-01), an ownership [fromDate, toDate).
  const during = (p: PackageRow) =>
    ownerships.some((o) => (o.toDate === null || `${p.fromMonth}-01` < o.toDate) && (p.toMonth === null || o.fromDate < `${p.toMonth}-01`));
  return { ...toUnit(record.unit, ownerScope), ownerships: ownerships.map(toOwnership), packages: record.packages.filter(during).map(toPackageAssignment) };
}
