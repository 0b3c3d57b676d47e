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

export function toUnit(row: UnitListRow): Unit {
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

/** A unit with its history; `ownerScope` keeps only that owner's own periods (the portal never shows other owners). */
export interface UnitRecord {
  unit: UnitListRow;
  ownerships: OwnershipRow[];
  packages: PackageRow[];
}

export function toUnitDetail(record: UnitRecord, ownerScope: string | null = null): UnitDetail {
  const ownerships = ownerScope ? record.ownerships.filter((o) => o.ownerId === ownerScope) : record.ownerships;
  return { ...toUnit(record.unit), ownerships: ownerships.map(toOwnership), packages: record.packages.map(toPackageAssignment) };
}
