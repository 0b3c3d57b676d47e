import type { z } from 'zod';
import type { Company, companyFilter } from '@shared/contracts/companies';
import type { CompanyListRow } from './repo';

export type CompanyFilter = Partial<{ [K in keyof typeof companyFilter]: z.infer<(typeof companyFilter)[K]> }>;

/** The row as the contract says it: the columns as they are, but the logo's file described, not pointed at. */
export function toCompany(row: CompanyListRow): Company {
  const { logoFileId, logoMimeType, logoSize, createdAt, updatedAt, ...columns } = row;
  return {
    ...columns,
    state: row.state as Company['state'],
    bankName: row.bankName as Company['bankName'],
    logo: logoFileId && logoMimeType ? { mimeType: logoMimeType, size: logoSize ?? 0 } : null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}
