import type { z } from 'zod';
import type { CreditEntry, CreditHolder, CreditRequest, creditEntryFilter, creditHolderFilter, creditRequestFilter } from '@shared/contracts/credit';
import type { EntryRow, HolderRow, RequestRow } from './repo';

type Parsed<S extends Record<string, z.ZodType>> = Partial<{ [K in keyof S]: z.infer<S[K]> }>;
/** What `filter` may hold on each credit list, as parsed. */
export type HolderFilter = Parsed<typeof creditHolderFilter>;
export type EntryFilter = Parsed<typeof creditEntryFilter>;
export type RequestFilter = Parsed<typeof creditRequestFilter>;

export function toHolder(row: HolderRow): CreditHolder {
  return { accountId: row.accountId, accountNumber: row.accountNumber, name: row.name, role: row.role, balanceSen: row.balanceSen };
}

export function toEntry(row: EntryRow): CreditEntry {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export function toRequest(row: RequestRow): CreditRequest {
  return {
    id: row.id,
    accountId: row.accountId,
    holderName: row.holderName,
    holderAccountNumber: row.holderAccountNumber,
    balanceSen: row.balanceSen,
    kind: row.kind,
    amountSen: row.amountSen,
    reason: row.reason,
    status: row.status,
    makerId: row.makerId,
    makerName: row.makerName,
    decidedBy: row.decidedBy,
    decidedByName: row.decidedByName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    remark: row.remark,
    entryId: row.entryId,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}
