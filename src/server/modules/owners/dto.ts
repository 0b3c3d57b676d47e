import type { z } from 'zod';
import type { Owner, OwnerDetail, OwnerUnit, ownerFilter } from '@shared/contracts/owners';
import type { OwnerRow, OwnerUnitRow } from './repo';

export type OwnerFilter = Partial<{ [K in keyof typeof ownerFilter]: z.infer<(typeof ownerFilter)[K]> }>;

export function toOwner(row: OwnerRow): Owner {
  return {
    id: row.id,
    accountNumber: row.accountNumber,
    name: row.name,
    email: row.email,
    phone: row.phone,
    country: row.country,
    idType: row.idType,
    idNumber: row.idNumber,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    postcode: row.postcode,
    city: row.city,
    state: row.state as Owner['state'],
    bankName: row.bankName,
    bankAccountNumber: row.bankAccountNumber,
    preferredLanguage: row.preferredLanguage ?? 'en-US',
    active: row.active,
    hasPortal: row.hasPortal,
    mustChangePassword: row.mustChangePassword,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    unitCount: row.unitCount,
    version: row.version ?? 1,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toOwnerUnit(row: OwnerUnitRow): OwnerUnit {
  return { unitId: row.unitId, unitNumber: row.unitNumber, propertyName: row.propertyName, from: row.fromDate, to: row.toDate };
}

export interface OwnerRecord {
  owner: OwnerRow;
  units: OwnerUnitRow[];
}

export function toOwnerDetail(record: OwnerRecord): OwnerDetail {
  return { ...toOwner(record.owner), units: record.units.map(toOwnerUnit) };
}

export const PORTAL_REPEATED_MESSAGE =
  "This owner's portal access was already turned on and its temporary password was shown once. Turn it off and on again for a new one.";
