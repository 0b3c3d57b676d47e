import { stateName } from '@shared/reference/states';
import type { HistoryLines } from '@app/kit/record/history-lines';
import { auditHistoryView } from '@app/kit/record/history-view';
import type { AuditEntry } from '@shared/contracts/audit';
import { holidaysResource } from './resource';

const reasonOf = (entry: AuditEntry): string | null => {
  const after = entry.after as { reason?: unknown } | null;
  return typeof after?.reason === 'string' && after.reason ? after.reason : null;
};

/** How a holiday's history reads: what an edit changed, and the reason it was added, changed or removed. */
export const holidayHistoryLines: HistoryLines = {
  namespace: 'holidays',
  testId: 'holidays-history',
  title: 'detail.historyTitle',
  fields: ['date', 'state', 'name', 'nameMs', 'nameZh', 'status'],
  valueWords: (field, value) => (field === 'state' ? (value ? (stateName(String(value)) ?? undefined) : undefined) : undefined),
  tone: (action) => (action === 'holidays.remove' ? 'bad' : action === 'holidays.confirm' ? 'good' : 'neutral'),
  remark: reasonOf,
};

/** A holiday's audit trail. */
export const holidayHistoryView = auditHistoryView(holidaysResource, 'holidays.holiday', holidayHistoryLines);
