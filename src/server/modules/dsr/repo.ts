import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { dsrTable, type DsrRow } from '@server/db/schema';
import { notFound } from '@server/core/errors/http-errors';
import { pagedList, type ListPage, type ListRequest } from '@server/core/list-query';
import { containsAny } from '@server/core/text-search';
import type { DsrFilter } from './dto';

export function dsrPage(db: Executor, q: ListRequest<DsrFilter>): Promise<ListPage<DsrRow>> {
  return pagedList(
    db,
    {
      from: dsrTable,
      filters: { search: (s) => containsAny(s, dsrTable.name) },
      sorts: { name: dsrTable.name, createdAt: dsrTable.createdAt },
      tieBreaker: { column: dsrTable.id, order: 'asc' },
    },
    q,
  );
}

export async function loadDsrRecord(db: Executor, id: string, lock = false): Promise<DsrRow> {
  const query = db.select().from(dsrTable).where(eq(dsrTable.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Dsr record');
  return row;
}

export async function insertDsrRecord(db: Executor, values: typeof dsrTable.$inferInsert): Promise<string> {
  const [row] = await db.insert(dsrTable).values(values).returning({ id: dsrTable.id });
  return row.id;
}

export async function updateDsrRow(db: Executor, id: string, patch: Partial<typeof dsrTable.$inferInsert>): Promise<void> {
  await db
    .update(dsrTable)
    .set({ ...patch, version: sql`${dsrTable.version} + 1`, updatedAt: new Date() })
    .where(eq(dsrTable.id, id));
}
