import type { AuditEntry } from '@shared/contracts/audit';
import { encodeListParams } from '@shared/list-params';
import { HISTORY_LIMIT } from '@app/kit/constants';
import { asRecord } from '@app/lib/audit-changes';

/** The audit entry's entity for a free-stay request (the server's table name). */
export const REQUEST_ENTITY = 'free_stay_request';

/** The audit entries of one request (asked for, decided, cancelled), newest first. */
export function requestHistorySearch(id: string): string {
  return encodeListParams({ filter: { entity: REQUEST_ENTITY, entityId: id }, sort: { at: 'desc' }, pagination: { limit: HISTORY_LIMIT, currentPage: 1 } });
}

/** Approvals read as good news, rejections and cancels as the end of the road. */
export function requestTone(action: string): 'good' | 'bad' | 'neutral' {
  if (action === 'free-stay.approve') return 'good';
  if (action === 'free-stay.reject' || action === 'free-stay.cancel') return 'bad';
  return 'neutral';
}

/** The remark a decision or cancel came with, if any. */
export function decisionRemark(entry: Pick<AuditEntry, 'action' | 'after'>): string | null {
  if (!['free-stay.approve', 'free-stay.reject', 'free-stay.cancel'].includes(entry.action)) return null;
  const remark = asRecord(entry.after).remark;
  return typeof remark === 'string' && remark ? remark : null;
}

/** `free-stay.set_quota` → `Set quota`, for an action without a translation. */
export function humaniseAction(action: string): string {
  const words = action.split('.').pop()?.replace(/[-_]+/g, ' ').trim() ?? action;
  return words.charAt(0).toUpperCase() + words.slice(1);
}
