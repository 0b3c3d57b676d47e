import type { z } from 'zod';
import type { ExpensesRecord, expensesFilter } from '@shared/contracts/expenses';
import type { ExpensesRow } from '@server/db/schema';

/** What `filter` may hold on the expenses list, as parsed. */
export type ExpensesFilter = Partial<{ [K in keyof typeof expensesFilter]: z.infer<(typeof expensesFilter)[K]> }>;

export function toExpensesRecord(row: ExpensesRow): ExpensesRecord {
  return { id: row.id, name: row.name, version: row.version, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
