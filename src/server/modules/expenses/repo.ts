import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { expensesTable, type ExpensesRow } from '@server/db/schema';
import { notFound } from '@server/core/errors/http-errors';
import { pagedList, type ListPage, type ListRequest } from '@server/core/list-query';
import { containsAny } from '@server/core/text-search';
import type { ExpensesFilter } from './dto';

export function expensesPage(db: Executor, q: ListRequest<ExpensesFilter>): Promise<ListPage<ExpensesRow>> {
  return pagedList(
    db,
    {
      from: expensesTable,
      filters: { search: (s) => containsAny(s, expensesTable.name) },
      sorts: { name: expensesTable.name, createdAt: expensesTable.createdAt },
      tieBreaker: { column: expensesTable.id, order: 'asc' },
    },
    q,
  );
}

export async function loadExpensesRecord(db: Executor, id: string, lock = false): Promise<ExpensesRow> {
  const query = db.select().from(expensesTable).where(eq(expensesTable.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Expenses record');
  return row;
}

export async function insertExpensesRecord(db: Executor, values: typeof expensesTable.$inferInsert): Promise<string> {
  const [row] = await db.insert(expensesTable).values(values).returning({ id: expensesTable.id });
  return row.id;
}

export async function updateExpensesRow(db: Executor, id: string, patch: Partial<typeof expensesTable.$inferInsert>): Promise<void> {
  await db
    .update(expensesTable)
    .set({ ...patch, version: sql`${expensesTable.version} + 1`, updatedAt: new Date() })
    .where(eq(expensesTable.id, id));
}
