import { asc, count, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { approvalItemId, type ApprovalItemOf, type ApprovalKind, type ApprovalRecordOf } from '@shared/contracts/approvals';
import type { Executor } from '@server/db/client';
import type { AuditActor } from './audit/audit-log';

/** A waiting record as the inbox merges it, before it is read in full. */
export interface InboxKey {
  id: string;
  createdAt: Date;
}

/**
 * One kind of waiting decision, as its module declares it for the approvals inbox (issue 9).
 * The inbox module merges the sources it is handed; a module never reaches another's tables.
 *
 * A source either reads its items whole (`read`), or in two steps (`waiting`, then `load`): the inbox then merges
 * the kinds on their keys and reads in full only the records its page shows. Under load the two steps are what keep
 * the inbox cheap (issue 24: a page of 20 read 100 records in full, each with its own lookups, and threw 80 away).
 */
export type InboxSource<K extends ApprovalKind = ApprovalKind> = {
  kind: K;
  /** The code that decides this kind, the one its decision route asks for. */
  permission: number;
} & (
  | {
      /**
       * The newest `limit` waiting records this actor may decide (limit 0: none, only the count), and
       * how many wait in all. Count and rows come from one read so they agree.
       */
      read(db: Executor, actor: AuditActor, limit: number): Promise<{ totalCount: number; items: ApprovalItemOf<K>[] }>;
    }
  | {
      /** The keys of the newest `limit` waiting records this actor may decide (limit 0: none), and how many wait: `newestWaiting`. */
      waiting(db: Executor, actor: AuditActor, limit: number): Promise<{ totalCount: number; keys: InboxKey[] }>;
      /** These records as inbox items, in any order; one no longer there is left out. */
      load(db: Executor, actor: AuditActor, ids: string[]): Promise<ApprovalItemOf<K>[]>;
    }
);

/** A source of any kind: what the inbox module is handed. */
export type AnyInboxSource = { [K in ApprovalKind]: InboxSource<K> }[ApprovalKind];

export function defineInboxSource<K extends ApprovalKind>(source: InboxSource<K>): InboxSource<K> {
  return source;
}

/**
 * A source's `waiting` in one round trip: the count rides on the rows (`count(*) over ()`), so a kind costs one
 * query however deep the page. `where` must select exactly the records the kind's `load` shows, every one of them
 * a row of `table` (a join that always matches, along a NOT NULL key, changes no count and is left out).
 */
export async function newestWaiting(
  db: Executor,
  table: PgTable,
  columns: { id: PgColumn; createdAt: PgColumn },
  where: SQL | undefined,
  limit: number,
): Promise<{ totalCount: number; keys: InboxKey[] }> {
  if (limit === 0) {
    const [row] = await db.select({ n: count() }).from(table).where(where);
    return { totalCount: Number(row?.n ?? 0), keys: [] };
  }
  const rows = await db
    .select({ id: columns.id, createdAt: columns.createdAt, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(table)
    .where(where)
    // The merge's order (newestFirst): newest first, then by id.
    .orderBy(desc(columns.createdAt), asc(columns.id))
    .limit(limit);
  return { totalCount: Number(rows[0]?.total ?? 0), keys: rows.map((r) => ({ id: r.id as string, createdAt: r.createdAt as Date })) };
}

/** A record as an inbox item of its kind. */
export function inboxItem<K extends ApprovalKind>(kind: K, record: ApprovalRecordOf<K>): ApprovalItemOf<K> {
  return { kind, id: approvalItemId(kind, record.id), createdAt: record.createdAt, record } as ApprovalItemOf<K>;
}

/** Newest first; the same instant orders by id so pages never swap rows. */
export function newestFirst(a: { createdAt: string; id: string }, b: { createdAt: string; id: string }): number {
  const at = Date.parse(b.createdAt) - Date.parse(a.createdAt);
  if (at) return at;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
