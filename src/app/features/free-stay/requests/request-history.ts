import type { AuditEntry } from '@shared/contracts/audit';
import { asRecord } from '@app/lib/audit-changes';

/** The audit entry's entity for a free-stay request (the server's table name). */
export const REQUEST_ENTITY = 'free-stay.request';

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
