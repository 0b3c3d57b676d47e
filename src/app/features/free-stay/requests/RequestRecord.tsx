import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useViewReturn } from '@app/lib/use-view-return';
import { ConflictBanner } from '@app/kit/record/ConflictBanner';
import { PendingSyncChip } from '@app/kit/record/PendingSyncChip';
import { RecordPage } from '@app/kit/record/RecordPage';
import { useRecordDecisions } from '@app/kit/record/use-record-decisions';
import { useRecordHistory } from '@app/kit/record/use-record-history';
import { freeStayDecisions } from '../decisions';
import { useRequest } from '../use-requests';
import { requestHistoryView } from '../views';
import { CancelRequest } from './CancelRequest';
import { RequestFacts } from './RequestFacts';
import { RequestHistory } from './RequestHistory';
import '../free-stay.css';

/**
 * One request: the facts, each night's quota, the reservation an approval made, the history, and Cancel. The
 * admin (code 54) cancels a pending or approved one; an owner in the portal their own pending one.
 */
export function RequestRecord({ portal }: { portal: boolean }) {
  const { t } = useTranslation('free-stay');
  const { id = '' } = useParams<{ id: string }>();
  const { profile } = useSession();
  const { request, status, error, reload, replace, source, fetchedAt, stale } = useRequest(id, portal);
  const history = useRecordHistory(requestHistoryView, portal || !id ? undefined : id);
  const reloadHistory = history.reload;
  const decision = portal ? freeStayDecisions.portalCancel : freeStayDecisions.cancel;
  const { open, conflict } = useRecordDecisions({ id, recordKey: decision.recordKey, replace, onAnswered: () => void reloadHistory() });
  const refresh = () => Promise.all([reload(), reloadHistory()]);
  useViewReturn(() => void refresh());

  return (
    <RecordPage
      record={{ value: request, status, error, source, fetchedAt, stale }}
      title={(value) => value?.code ?? t('detail.title')}
      backHref={portal ? '/portal/free-stays' : '/admin/free-stay-requests'}
      namespace="free-stay"
      testIdPrefix="free-stay"
      refresh={refresh}
      retry={() => void reload()}
    >
      {(value) => {
        const mayCancel = portal ? value.status === 'pending' : can(profile, P.freeStay.edit) && (value.status === 'pending' || value.status === 'approved');
        return (
          <div className="narrow-column ion-padding free-stay-page" data-testid="free-stay-detail" data-status={value.status}>
            <PendingSyncChip count={open.length} />
            <ConflictBanner message={conflict} title={t('detail.conflict')} testId="free-stay-conflict" className="free-stay-note" />
            <RequestFacts request={value} portal={portal} />
            {mayCancel ? <CancelRequest request={value} portal={portal} /> : null}
            {!portal && history.allowed ? (
              <>
                <h2 className="section-title">{t('request.history.title')}</h2>
                <RequestHistory history={history} />
              </>
            ) : null}
          </div>
        );
      }}
    </RecordPage>
  );
}

export default function RequestPage() {
  return <RequestRecord portal={false} />;
}
