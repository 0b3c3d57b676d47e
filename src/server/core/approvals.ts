import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { approvalItemId, type ApprovalItemOf, type ApprovalKind, type ApprovalRecordOf } from '@shared/contracts/approvals';
import { rowsOf, type Executor } from '@server/db/client';
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
/**
 * Which records of a table wait for a decision: `where` must select exactly the records the kind's `load` shows,
 * every one of them a row of `table` (a join that always matches, along a NOT NULL key, changes no count and is
 * left out; one that may not match belongs in `where` as a subquery).
 */
export interface WaitingQuery {
  table: PgTable;
  id: PgColumn;
  createdAt: PgColumn;
  where: SQL | undefined;
}

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
      /**
       * The waiting records this actor may decide, as a query the inbox runs with every other kind's in one
       * statement (`newestWaitingOfKinds`); null: none.
       */
      waiting(db: Executor, actor: AuditActor): Promise<WaitingQuery | null>;
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
 * Every kind's newest `limit` keys (limit 0: none, only the count) and how many wait, in one statement: a UNION ALL
 * of one SELECT per kind, the count riding on the rows (`count(*) over ()`). On PGlite each statement costs CPU on
 * its one connection however small, so five kinds cost one statement rather than five (issue 24).
 */
export async function newestWaitingOfKinds<T extends string>(
  db: Executor,
  parts: readonly { kind: T; query: WaitingQuery; limit: number }[],
): Promise<Map<T, { totalCount: number; keys: InboxKey[] }>> {
  const out = new Map<T, { totalCount: number; keys: InboxKey[] }>(parts.map((p) => [p.kind, { totalCount: 0, keys: [] }]));
  if (!parts.length) return out;
  const selects = parts.map(({ kind, query: q, limit }) => {
    const where = q.where ? sql` WHERE ${q.where}` : sql``;
    if (limit === 0) return sql`(SELECT ${kind}::text AS kind, NULL::text AS id, NULL::float8 AS at, count(*)::int AS total FROM ${q.table}${where})`;
    // The merge's order (newestFirst): newest first, then by id. The instant travels as epoch milliseconds, as a
    // Date holds it, so neither driver's timestamp parsing is involved.
    return sql`(SELECT ${kind}::text AS kind, ${q.id}::text AS id, floor(extract(epoch FROM ${q.createdAt}) * 1000)::float8 AS at, (count(*) OVER ())::int AS total
      FROM ${q.table}${where} ORDER BY ${q.createdAt} DESC, ${q.id} ASC LIMIT ${limit})`;
  });
  const result = await db.execute(sql.join(selects, sql` UNION ALL `));
  for (const row of rowsOf<{ kind: T; id: string | null; at: number | string | null; total: number }>(result)) {
    const entry = out.get(row.kind);
    if (!entry) continue;
    entry.totalCount = Number(row.total);
    if (row.id !== null && row.at !== null) entry.keys.push({ id: row.id, createdAt: new Date(Number(row.at)) });
  }
  return out;
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
