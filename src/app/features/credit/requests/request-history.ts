import type { AuditEntry } from '@shared/contracts/audit';
import type { HistoryLines } from '@app/kit/record/history-lines';
import { asRecord } from '@app/lib/audit-changes';

/** The server's audit name of a credit request: its history is the audit's entries of it. */
export const REQUEST_ENTITY = 'credit.request';

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


/** How a request's history reads: its decisions coloured, with their remarks. */
export const requestHistoryLines: HistoryLines = { namespace: 'credit', keyPrefix: 'request', testId: 'credit-request-history', tone: requestTone, remark: decisionRemark };
