import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '@server/db/client';

/** A table whose rows carry the version an edit is made on (DESIGN.md §4). */
type Versioned = PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn };

/**
 * Writes the changed columns of one row and moves its version on, so an edit still made on the version before is
 * a 409; `updatedAt` is now.
 */
export async function updateVersioned<T extends Versioned>(db: Executor, table: T, id: string, patch: Partial<T['$inferInsert']>): Promise<void> {
  // drizzle cannot check a generic table's columns; T ties the patch to this table's.
  await db
    .update(table as PgTable)
    .set({ ...patch, version: sql`${table.version} + 1`, updatedAt: new Date() } as never)
    .where(eq(table.id, id));
}
