import { useTranslation } from '@app/lib/use-translation';
import { useSession } from '@app/lib/session';
import { showToast } from '@app/lib/toast-bus';
import { ConflictBanner } from '@app/kit/record/ConflictBanner';
import { PendingSyncChip } from '@app/kit/record/PendingSyncChip';
import { HistorySection } from '@app/kit/record/RecordHistory';
import { RecordPage } from '@app/kit/record/RecordPage';
import { useRecordPage } from '@app/kit/record/use-record-page';
import { creditDecisions } from '../decisions';
import { requestResource } from '../resource';
import { requestHistoryView } from '../views';
import { CancelRequest } from './CancelRequest';
import { RequestFacts } from './RequestFacts';
import { RequestReceipt } from './RequestReceipt';
import { useRequestMutations } from './use-request-mutations';
import '../credit.css';

export default function RequestPage() {
  const { t } = useTranslation('credit');
  const { profile } = useSession();
  const page = useRecordPage(requestResource, { history: requestHistoryView, decisions: creditDecisions.cancel.recordKey });
  const { id = '', replace } = page;
  const reloadHistory = page.history.reload;
  const { open, conflict, setConflict } = page.decisions;
  const { attach, pending } = useRequestMutations();

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
      page={page}
      title={(value) => value?.holderName ?? t('request.detail.title')}
      backHref="/admin/my-credit-requests"
      namespace="credit"
      keyPrefix="request"
      testIdPrefix="credit-request"
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
            <HistorySection history={page.history} />
          </div>
        );
      }}
    </RecordPage>
  );
}
