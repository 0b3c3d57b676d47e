import { and, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '@server/db/client';

/**
 * Whether a row other than `exceptId` (the record being edited; null on a create) already matches `same`:
 * a name or a number that must stay unique, checked first so the answer is a 409 in words, not a constraint error.
 */
export async function takenBy(db: Executor, table: PgTable, id: PgColumn, same: SQL | undefined, exceptId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id })
    .from(table)
    .where(and(same, exceptId ? ne(id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}
