import type { z } from 'zod';
import type { ExpensesList, ExpensesRecord, expensesPatch, newExpenses } from '@shared/contracts/expenses';
import type { ParsedList } from '@shared/list-params';
import type { Db, Executor } from '@server/db/client';
import type { ExpensesRow } from '@server/db/schema';
import { writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { changedFields, sameVersion } from '@server/core/edits';
import { guardedChange } from '@server/core/guarded-change';
import { toExpensesRecord, type ExpensesFilter } from './dto';
import { expensesPage, insertExpensesRecord, loadExpensesRecord, updateExpensesRow } from './repo';

export async function listExpenses(db: Executor, q: ParsedList<ExpensesFilter>): Promise<ExpensesList> {
  const page = await expensesPage(db, q);
  return { totalCount: page.totalCount, expenses: page.rows.map(toExpensesRecord) };
}

export async function getExpensesRecord(db: Executor, id: string): Promise<ExpensesRecord> {
  return toExpensesRecord(await loadExpensesRecord(db, id));
}

/** The record and its audit entry, in one transaction. */
export function createExpensesRecord(db: Db, actor: AuditActor, input: z.output<typeof newExpenses>): Promise<ExpensesRecord> {
  return db.transaction(async (tx) => {
    const id = await insertExpensesRecord(tx, input);
    const after = toExpensesRecord(await loadExpensesRecord(tx, id));
    await writeAudit(tx, actor, { action: 'expenses.create', entity: 'expenses.record', entityId: id, after });
    return after;
  });
}

/** Writes only what changed, on the version the admin saw (else 409 with the record as it is). */
export function updateExpensesRecord(db: Db, actor: AuditActor, id: string, input: z.output<typeof expensesPatch>): Promise<ExpensesRecord> {
  return guardedChange<ExpensesRow, ExpensesRecord>(db, actor, {
    action: 'expenses.edit',
    entity: 'expenses.record',
    lock: (tx) => loadExpensesRecord(tx, id, true),
    idOf: (row) => row.id,
    view: toExpensesRecord,
    expected: (row) => sameVersion(row.version, input.version),
    apply: async (tx, row) => {
      const patch = changedFields(input, row);
      if (!Object.keys(patch).length) return null;
      await updateExpensesRow(tx, row.id, patch);
      return loadExpensesRecord(tx, row.id);
    },
  });
}
