import { audit, type AuditList } from '@shared/contracts/audit';
import { P } from '@shared/permissions';
import { api } from '@app/lib/api';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useRemoteRecord, type RemoteRecordCache } from '@app/lib/use-remote-record';
import { RecordHistory } from '@app/kit/record/RecordHistory';
import { decisionRemark, humaniseAction, requestHistorySearch, requestTone } from './request-history';

const getRequestHistory = (id: string) => api.call(audit.list, { query: requestHistorySearch(id) });
const HISTORY_CACHE: RemoteRecordCache<AuditList> = { type: 'free-stay-request-history' };

/** The request's audit trail; the audit call needs the admin-view code, so without it nothing is asked or shown. */
export function useRequestHistory(id: string | undefined) {
  const { profile } = useSession();
  const allowed = can(profile, P.admin.view);
  const { data, status, reload } = useRemoteRecord(allowed && id ? id : undefined, getRequestHistory, { cache: HISTORY_CACHE });
  return { allowed, entries: data?.entries ?? [], status, reload };
}

export function RequestHistory({ history }: { history: ReturnType<typeof useRequestHistory> }) {
  return (
    <RecordHistory
      entries={history.entries}
      status={history.status}
      onRetry={() => void history.reload()}
      namespace="free-stay"
      keyPrefix="request"
      testId="free-stay-history"
      fallbackAction={humaniseAction}
      tone={(entry) => requestTone(entry.action)}
      details={(entry) => {
        const remark = decisionRemark(entry);
        return remark ? <p className="history__remark">“{remark}”</p> : null;
      }}
    />
  );
}
