import type { ApprovalItem, ApprovalKind, ApprovalList } from '@shared/contracts/approvals';
import { hasPermission } from '@shared/permissions';
import type { Executor } from '@server/db/client';
import { newestFirst, type AnyInboxSource } from '@server/core/approvals';
import type { AuditActor } from '@server/core/audit/audit-log';

export interface Approver {
  actor: AuditActor;
  permissions: readonly number[];
}

export interface InboxPage {
  kind?: ApprovalKind;
  limit: number;
  page: number;
}

/**
 * Every waiting decision this admin may take, newest first across kinds. Each kind reads its
 * newest `page × limit` rows (the most one page can need from it), so the merged page is exact
 * however the kinds interleave.
 */
export async function listApprovals(db: Executor, sources: readonly AnyInboxSource[], who: Approver, query: InboxPage): Promise<ApprovalList> {
  const allowed = sources.filter((s) => hasPermission(who.permissions, s.permission));
  const depth = query.page * query.limit;
  const reads = await Promise.all(
    allowed.map(async (source) => {
      const listed = query.kind === undefined || query.kind === source.kind;
      return { source, listed, ...(await source.read(db, who.actor, listed ? depth : 0)) };
    }),
  );
  const counts: Partial<Record<ApprovalKind, number>> = {};
  let totalCount = 0;
  const items: ApprovalItem[] = [];
  for (const read of reads) {
    counts[read.source.kind] = read.totalCount;
    if (!read.listed) continue;
    totalCount += read.totalCount;
    items.push(...read.items);
  }
  const start = (query.page - 1) * query.limit;
  return { counts, totalCount, items: items.sort(newestFirst).slice(start, start + query.limit) };
}
