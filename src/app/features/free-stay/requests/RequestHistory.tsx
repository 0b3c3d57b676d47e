import { RecordHistory } from '@app/kit/record/RecordHistory';
import { humaniseAuditAction, type RecordHistoryState } from '@app/kit/record/use-record-history';
import { decisionRemark, requestTone } from './request-history';

export function RequestHistory({ history }: { history: RecordHistoryState }) {
  return (
    <RecordHistory
      entries={history.entries}
      status={history.status}
      onRetry={() => void history.reload()}
      namespace="free-stay"
      keyPrefix="request"
      testId="free-stay-history"
      fallbackAction={humaniseAuditAction}
      tone={(entry) => requestTone(entry.action)}
      details={(entry) => {
        const remark = decisionRemark(entry);
        return remark ? <p className="history__remark">“{remark}”</p> : null;
      }}
    />
  );
}
