import { ringgit } from '@server/core/csv';
import type { z } from 'zod';
import type { CreditEntry, CreditHolder, CreditRequest, creditEntryFilter, creditHolderFilter, creditRequestFilter } from '@shared/contracts/credit';
import type { EntryRow, ExportRow, HolderRow, RequestRow } from './repo';

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
    attachment: row.attachmentFileId && row.attachmentMimeType ? { mimeType: row.attachmentMimeType, size: row.attachmentSize ?? 0 } : null,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

export const EXPORT_HEADER = ['Date-time', 'Holder', 'Account number', 'Kind', 'Amount (RM)', 'Reason', 'Entry ID', 'Reverses entry ID', 'Posted by'] as const;

const KL_OFFSET_MS = 8 * 3_600_000;
/** ISO 8601 in Kuala Lumpur time, which has no daylight saving: `2026-11-25T13:05:00+08:00`. */
export function isoInKualaLumpur(at: Date): string {
  return `${new Date(at.getTime() + KL_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}


export function toExportRow(row: ExportRow): string[] {
  return [
    isoInKualaLumpur(row.createdAt), row.holderName, row.holderAccountNumber, row.kind, ringgit(row.amountSen),
    row.reason, row.id, row.reversesEntryId ?? '', row.createdByName ?? '',
  ];
}
