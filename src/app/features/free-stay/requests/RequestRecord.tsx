import { useTranslation } from '@app/lib/use-translation';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { ConflictBanner } from '@app/kit/record/ConflictBanner';
import { PendingSyncChip } from '@app/kit/record/PendingSyncChip';
import { HistorySection } from '@app/kit/record/RecordHistory';
import { RecordPage } from '@app/kit/record/RecordPage';
import { useRecordPage } from '@app/kit/record/use-record-page';
import { freeStayDecisions } from '../decisions';
import { portalRequestResource, requestResource } from '../resource';
import { requestHistoryView } from '../views';
import { CancelRequest } from './CancelRequest';
import { RequestFacts } from './RequestFacts';
import '../free-stay.css';

/**
 * One request: the facts, each night's quota, the reservation an approval made, the history, and Cancel. The
 * admin (code 54) cancels a pending or approved one; an owner in the portal their own pending one.
 */
export function RequestRecord({ portal }: { portal: boolean }) {
  const { t } = useTranslation('free-stay');
  const { profile } = useSession();
  // The portal shows an owner no audit trail.
  const page = useRecordPage(portal ? portalRequestResource : requestResource, {
    history: portal ? undefined : requestHistoryView,
    decisions: (portal ? freeStayDecisions.portalCancel : freeStayDecisions.cancel).recordKey,
  });
  const { open, conflict } = page.decisions;

  return (
    <RecordPage
      page={page}
      title={(value) => value?.code ?? t('detail.title')}
      backHref={portal ? '/portal/free-stays' : '/admin/free-stay-requests'}
      namespace="free-stay"
      testIdPrefix="free-stay"
    >
      {(value) => {
        const mayCancel = portal ? value.status === 'pending' : can(profile, P.freeStay.edit) && (value.status === 'pending' || value.status === 'approved');
        return (
          <div className="narrow-column ion-padding free-stay-page" data-testid="free-stay-detail" data-status={value.status}>
            <PendingSyncChip count={open.length} />
            <ConflictBanner message={conflict} title={t('detail.conflict')} testId="free-stay-conflict" className="free-stay-note" />
            <RequestFacts request={value} portal={portal} />
            {mayCancel ? <CancelRequest request={value} portal={portal} /> : null}
            <HistorySection history={page.history} />
          </div>
        );
      }}
    </RecordPage>
  );
}

export default function RequestPage() {
  return <RequestRecord portal={false} />;
}
