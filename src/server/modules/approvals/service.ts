import { approvalItemId, type ApprovalItem, type ApprovalKind, type ApprovalList } from '@shared/contracts/approvals';
import { hasPermission } from '@shared/permissions';
import type { Executor } from '@server/db/client';
import { newestFirst, newestWaitingOfKinds, type AnyInboxSource } from '@server/core/approvals';
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

/** One kind's part of the merge: whole items (a `read` source) or keys still to be read (`waiting`). */
interface Candidate {
  source: AnyInboxSource;
  id: string;
  createdAt: string;
  recordId: string;
  item?: ApprovalItem;
}

/**
 * Every waiting decision this admin may take, newest first across kinds. Each kind reads its
 * newest `page × limit` keys (the most one page can need from it), so the merged page is exact
 * however the kinds interleave; then only the records on the page are read in full, one read per
 * kind that has any there.
 */
export async function listApprovals(db: Executor, sources: readonly AnyInboxSource[], who: Approver, query: InboxPage): Promise<ApprovalList> {
  const allowed = sources.filter((s) => hasPermission(who.permissions, s.permission));
  const depth = query.page * query.limit;
  const listedOf = (source: AnyInboxSource) => query.kind === undefined || query.kind === source.kind;
  // The key-read kinds share one statement; a whole-item source (`read`) still reads on its own.
  const waiting = await Promise.all(
    allowed.map(async (source) => ('read' in source ? null : { source, query: await source.waiting(db, who.actor) })),
  );
  const parts = waiting.flatMap((w) => (w?.query ? [{ kind: w.source.kind, query: w.query, limit: listedOf(w.source) ? depth : 0 }] : []));
  const keysByKind = await newestWaitingOfKinds(db, parts);
  const reads = await Promise.all(
    allowed.map(async (source): Promise<{ source: AnyInboxSource; listed: boolean; totalCount: number; candidates: Candidate[] }> => {
      const listed = listedOf(source);
      if ('read' in source) {
        const read = await (source.read as (db: Executor, actor: AuditActor, limit: number) => Promise<{ totalCount: number; items: ApprovalItem[] }>)(db, who.actor, listed ? depth : 0);
        const candidates = read.items.map((item) => ({ source, id: item.id, createdAt: item.createdAt, recordId: item.record.id, item }));
        return { source, listed, totalCount: read.totalCount, candidates };
      }
      const found = keysByKind.get(source.kind) ?? { totalCount: 0, keys: [] };
      const candidates = found.keys.map((key) => ({ source, id: approvalItemId(source.kind, key.id), createdAt: key.createdAt.toISOString(), recordId: key.id }));
      return { source, listed, totalCount: found.totalCount, candidates };
    }),
  );
  const counts: Partial<Record<ApprovalKind, number>> = {};
  let totalCount = 0;
  const merged: Candidate[] = [];
  for (const read of reads) {
    counts[read.source.kind] = read.totalCount;
    if (!read.listed) continue;
    totalCount += read.totalCount;
    merged.push(...read.candidates);
  }
  const start = (query.page - 1) * query.limit;
  const page = merged.sort(newestFirst).slice(start, start + query.limit);

  const toLoad = new Map<AnyInboxSource, string[]>();
  for (const candidate of page) if (!candidate.item) toLoad.set(candidate.source, [...(toLoad.get(candidate.source) ?? []), candidate.recordId]);
  const loaded = new Map<string, ApprovalItem>();
  await Promise.all(
    [...toLoad].map(async ([source, ids]) => {
      if ('read' in source) return;
      const load = source.load as (db: Executor, actor: AuditActor, ids: string[]) => Promise<ApprovalItem[]>;
      for (const item of await load(db, who.actor, ids)) loaded.set(item.id, item);
    }),
  );
  // A record erased between the two reads is left out rather than shown as a hole.
  const items = page.flatMap((candidate) => {
    const item = candidate.item ?? loaded.get(candidate.id);
    return item ? [item] : [];
  });
  return { counts, totalCount, items };
}
