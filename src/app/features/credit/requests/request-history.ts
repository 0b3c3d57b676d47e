import type { AuditEntry } from '@shared/contracts/audit';
import { encodeListParams } from '@shared/list-params';
import { HISTORY_LIMIT } from '@app/kit/constants';
import { asRecord } from '@app/lib/audit-changes';

/** The audit entries of one request (made, receipt attached, cancelled or decided), newest first. */
export function requestHistorySearch(id: string): string {
  return encodeListParams({ filter: { entity: 'credit.request', entityId: id }, sort: { at: 'desc' }, pagination: { limit: HISTORY_LIMIT, currentPage: 1 } });
}

/** Approvals read as good news, rejections and cancels as the end of the road. */
export function requestTone(action: string): 'good' | 'bad' | 'neutral' {
  if (action === 'credit.approve') return 'good';
  if (action === 'credit.reject' || action === 'credit.cancel') return 'bad';
  return 'neutral';
}

/** The remark a decision came with, if any. */
export function decisionRemark(entry: Pick<AuditEntry, 'action' | 'after'>): string | null {
  if (entry.action !== 'credit.approve' && entry.action !== 'credit.reject') return null;
  const remark = asRecord(entry.after).remark;
  return typeof remark === 'string' && remark ? remark : null;
}

/** `credit.top_up` → `Top up`, for an action without a translation. */
export function humaniseAction(action: string): string {
  const words = action.split('.').pop()?.replace(/[-_]+/g, ' ').trim() ?? action;
  return words.charAt(0).toUpperCase() + words.slice(1);
}
