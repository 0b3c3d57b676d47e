import type { z } from 'zod';
import type { Expense, expenseFilter } from '@shared/contracts/expenses';
import { ringgit } from '@server/core/csv';
import type { ExpenseView } from './repo';

/** What `filter` may hold on the expenses list and its export, as parsed. */
export type ExpenseFilter = Partial<{ [K in keyof typeof expenseFilter]: z.infer<(typeof expenseFilter)[K]> }>;

export function toExpense(row: ExpenseView): Expense {
  return {
    id: row.id,
    expenseDate: row.expenseDate,
    category: row.category,
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    unitId: row.unitId,
    unitName: row.unitName,
    payee: row.payee,
    description: row.description,
    amountSen: row.amountSen,
    sstSen: row.sstSen,
    totalSen: row.amountSen + row.sstSen,
    billable: row.billable,
    status: row.status,
    receipt: row.receiptFileId && row.receiptMimeType ? { mimeType: row.receiptMimeType, size: row.receiptSize ?? 0 } : null,
    recordedBy: row.recordedBy,
    recordedByName: row.recordedByName,
    approvedBy: row.approvedBy,
    approvedByName: row.approvedByName,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    voidedBy: row.voidedBy,
    voidedByName: row.voidedByName,
    voidedAt: row.voidedAt?.toISOString() ?? null,
    voidReason: row.voidReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export const EXPORT_HEADER = [
  'Date', 'Category', 'Property', 'Unit', 'Payee', 'Description', 'Amount (RM)', 'SST (RM)', 'Total (RM)', 'Billable', 'Status', 'Recorded by',
  'Approved by', 'Void reason',
] as const;

export function toExportRow(row: ExpenseView): string[] {
  return [
    row.expenseDate, row.category, row.propertyName ?? '', row.unitName ?? '', row.payee, row.description ?? '', ringgit(row.amountSen),
    ringgit(row.sstSen), ringgit(row.amountSen + row.sstSen), row.billable ? 'yes' : 'no', row.status, row.recordedByName ?? '',
    row.approvedByName ?? '', row.voidReason ?? '',
  ];
}
