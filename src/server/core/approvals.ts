import { approvalItemId, type ApprovalItemOf, type ApprovalKind, type ApprovalRecordOf } from '@shared/contracts/approvals';
import type { Executor } from '@server/db/client';
import type { AuditActor } from './audit/audit-log';

/**
 * One kind of waiting decision, as its module declares it for the approvals inbox (issue 9).
 * The inbox module merges the sources it is handed; a module never reaches another's tables.
 */
export interface InboxSource<K extends ApprovalKind = ApprovalKind> {
  kind: K;
  /** The code that decides this kind, the one its decision route asks for. */
  permission: number;
  /**
   * The newest `limit` waiting records this actor may decide (limit 0: none, only the count), and
   * how many wait in all. Count and rows come from one read so they agree.
   */
  read(db: Executor, actor: AuditActor, limit: number): Promise<{ totalCount: number; items: ApprovalItemOf<K>[] }>;
}

/** A source of any kind: what the inbox module is handed. */
export type AnyInboxSource = { [K in ApprovalKind]: InboxSource<K> }[ApprovalKind];

export function defineInboxSource<K extends ApprovalKind>(source: InboxSource<K>): InboxSource<K> {
  return source;
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
