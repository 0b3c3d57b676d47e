import type { z } from 'zod';
import type { DsrRecord, dsrFilter } from '@shared/contracts/dsr';
import type { DsrRow } from '@server/db/schema';

/** What `filter` may hold on the dsr list, as parsed. */
export type DsrFilter = Partial<{ [K in keyof typeof dsrFilter]: z.infer<(typeof dsrFilter)[K]> }>;

export function toDsrRecord(row: DsrRow): DsrRecord {
  return { id: row.id, name: row.name, version: row.version, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
