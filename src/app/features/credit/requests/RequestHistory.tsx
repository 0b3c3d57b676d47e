import { RecordHistory } from '@app/kit/record/RecordHistory';
import { useRecordHistory } from '@app/kit/record/use-record-history';
import { requestHistoryView } from '../views';
import { decisionRemark, humaniseAction, requestTone } from './request-history';

/** The request's audit trail; the audit call needs the admin-view code, so without it nothing is asked or shown. */
export const useRequestHistory = (id: string) => useRecordHistory(requestHistoryView, id);

export function RequestHistory({ history }: { history: ReturnType<typeof useRequestHistory> }) {
  return (
    <RecordHistory
      entries={history.entries}
      status={history.status}
      onRetry={() => void history.reload()}
      namespace="credit"
      keyPrefix="request"
      testId="credit-request-history"
      fallbackAction={humaniseAction}
      tone={(entry) => requestTone(entry.action)}
      details={(entry) => {
        const remark = decisionRemark(entry);
        return remark ? <p className="history__remark">“{remark}”</p> : null;
      }}
    />
  );
}
