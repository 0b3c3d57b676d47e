import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { useSession } from '@app/lib/session';
import { showToast } from '@app/lib/toast-bus';
import { useViewReturn } from '@app/lib/use-view-return';
import { ConflictBanner } from '@app/kit/record/ConflictBanner';
import { PendingSyncChip } from '@app/kit/record/PendingSyncChip';
import { RecordPage } from '@app/kit/record/RecordPage';
import { useRecordDecisions } from '@app/kit/record/use-record-decisions';
import { creditDecisions } from '../decisions';
import { CancelRequest } from './CancelRequest';
import { RequestFacts } from './RequestFacts';
import { RequestHistory, useRequestHistory } from './RequestHistory';
import { RequestReceipt } from './RequestReceipt';
import { useRequest } from './use-requests';
import { useRequestMutations } from './use-request-mutations';
import '../credit.css';

export default function RequestPage() {
  const { t } = useTranslation('credit');
  const { id = '' } = useParams<{ id: string }>();
  const { profile } = useSession();
  const { request, status, error, reload, replace, source, fetchedAt, stale } = useRequest(id);
  const history = useRequestHistory(id);
  const reloadHistory = history.reload;
  const { open, conflict, setConflict } = useRecordDecisions({ id, recordKey: creditDecisions.cancel.recordKey, replace, onAnswered: () => void reloadHistory() });
  const { attach, pending } = useRequestMutations();
  const refresh = () => Promise.all([reload(), reloadHistory()]);
  useViewReturn(() => void refresh());

  async function attachReceipt(file: File) {
    const outcome = await attach(id, file);
    void reloadHistory();
    if (outcome.ok) {
      replace(outcome.value);
      showToast(t('request.receipt.attached'), 'success');
    } else if (outcome.conflict) {
      // Decided or given a receipt elsewhere meanwhile: show the request as it is now.
      replace(outcome.conflict);
      setConflict(outcome.message);
    }
  }

  return (
    <RecordPage
      record={{ value: request, status, error, source, fetchedAt, stale }}
      title={(value) => value?.holderName ?? t('request.detail.title')}
      backHref="/admin/my-credit-requests"
      namespace="credit"
      keyPrefix="request"
      testIdPrefix="credit-request"
      refresh={refresh}
      retry={() => void reload()}
    >
      {(value) => {
        const mine = value.makerId === profile.id;
        const pendingMine = mine && value.status === 'pending';
        return (
          <div className="narrow-column ion-padding credit-page" data-testid="credit-request-detail" data-status={value.status}>
            <PendingSyncChip count={open.length} />
            <ConflictBanner message={conflict} title={t('request.detail.conflict')} testId="credit-request-conflict" className="credit-note" />
            <RequestFacts request={value} />
            <h2 className="section-title">{t('request.receipt.title')}</h2>
            <RequestReceipt
              request={value}
              mayAttach={pendingMine}
              attaching={pending === 'attach'}
              onAttach={(file) => void attachReceipt(file)}
              onInvalid={(key) => showToast(t(key))}
            />
            {pendingMine ? <CancelRequest request={value} /> : null}
            {history.allowed ? (
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
