import { eq, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditList } from '@shared/contracts/audit';
import type { Executor } from '@server/db/client';
import { accounts, auditLog } from '@server/db/schema';
import { pagedList, type FilterConditions, type ListRequest } from '../list-query';

/** One audit row as the API shows it, with the actor's name joined in. */
export function toAuditEntry(entry: typeof auditLog.$inferSelect, actorName: string | null): AuditEntry {
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    actorId: entry.actorId,
    actorName,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before,
    after: entry.after,
    viaOutbox: entry.viaOutbox,
    client: entry.client ?? null,
  };
}

/**
 * One page of the audit log with the actor's name joined in, and how many entries match in all:
 * the whole log (the audit area) or one record's history (a user's). By time, newest first unless
 * the request says otherwise, with the id breaking ties the same way so pages never overlap.
 */
export async function auditPage<TFilter>(
  db: Executor,
  request: ListRequest<TFilter>,
  narrow: { where?: readonly SQL[]; filters?: FilterConditions<TFilter> } = {},
): Promise<AuditList> {
  const page = await pagedList(
    db,
    {
      from: auditLog,
      joins: [{ table: accounts, on: eq(accounts.id, auditLog.actorId), kind: 'left' }],
      select: { entry: auditLog, actorName: accounts.name },
      where: narrow.where,
      filters: narrow.filters,
      sorts: { at: auditLog.at },
      tieBreaker: { column: auditLog.id, order: 'with-first-sort' },
    },
    { ...request, sort: request.sort.length ? request.sort : [{ field: 'at', order: 'desc' }] },
  );
  return { totalCount: page.totalCount, entries: page.rows.map(({ entry, actorName }) => toAuditEntry(entry, actorName)) };
}
