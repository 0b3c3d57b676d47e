import type { z } from 'zod';
import type { Company, companyFilter } from '@shared/contracts/companies';
import type { CompanyListRow } from './repo';

export type CompanyFilter = Partial<{ [K in keyof typeof companyFilter]: z.infer<(typeof companyFilter)[K]> }>;

export function toCompany(row: CompanyListRow): Company {
  return {
    id: row.id,
    name: row.name,
    registrationNumber: row.registrationNumber,
    sstNumber: row.sstNumber,
    tourismTaxNumber: row.tourismTaxNumber,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    postcode: row.postcode,
    city: row.city,
    state: row.state as Company['state'],
    phone: row.phone,
    email: row.email,
    bankName: row.bankName as Company['bankName'],
    bankAccountNumber: row.bankAccountNumber,
    logo: row.logoFileId && row.logoMimeType ? { mimeType: row.logoMimeType, size: row.logoSize ?? 0 } : null,
    active: row.active,
    propertyCount: row.propertyCount,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
