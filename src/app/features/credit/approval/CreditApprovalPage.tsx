import { IonContent } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import { P } from '@shared/permissions';
import { ListCardSkeleton } from '@app/kit/list/ListCard';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useNoSwipeBack } from '@app/lib/use-no-swipe-back';
import { useViewReturn } from '@app/lib/use-view-return';
import { PagedCardGrid } from '@app/shell/PagedCardGrid';
import { PageHeader } from '@app/shell/PageHeader';
import { RequestCard } from './RequestCard';
import { usePendingRequests } from './use-pending-requests';
import { useRequestDecision } from './use-request-decision';
import '../credit-history.css';
import '../credit-approval.css';

/** Pending credit requests as swipe cards; the admin's own are shown but never offered for a decision. */
export default function CreditApprovalPage() {
  const { t } = useTranslation('credit');
  const { profile } = useSession();
  const list = usePendingRequests();
  const decide = useRequestDecision(list);
  const mayApprove = can(profile, P.credit.approve);
  // A swipe on a card near the left edge must not go back a page instead.
  useNoSwipeBack();
  useViewReturn(() => void list.refresh());

  return (
    <>
      <PageHeader title={t('approval.title')} />
      <IonContent className="page-content credit-approval">
        {list.items.length ? <p className="credit-approval__hint">{t('approval.hint')}</p> : null}
        <PagedCardGrid
          list={list}
          testIdPrefix="credit-approval"
          skeleton={<ListCardSkeleton />}
          words={{
            count: t('approval.count', { count: list.totalCount }),
            loading: t('approval.loading'),
            errorTitle: t('approval.errorTitle'),
            emptyTitle: t('approval.emptyTitle'),
            emptyDetail: t('approval.emptyDetail'),
            loadMoreRetry: t('approval.loadMoreRetry'),
            loadingMore: t('approval.loadingMore'),
          }}
        >
          {(request) => {
            const mine = request.makerId === profile.id;
            return <RequestCard key={request.id} request={request} mine={mine} canDecide={mayApprove && !mine} decide={decide} />;
          }}
        </PagedCardGrid>
      </IonContent>
    </>
  );
}
