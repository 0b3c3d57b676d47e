import { useCallback } from 'react';
import { IonContent } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import { P } from '@shared/permissions';
import type { Choice } from '@app/kit/decision/choice';
import { useQueueDecision } from '@app/kit/decision/use-queue-decision';
import { ListCardSkeleton } from '@app/kit/list/ListCard';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useNoSwipeBack } from '@app/lib/use-no-swipe-back';
import { useViewReturn } from '@app/lib/use-view-return';
import { PagedCardGrid } from '@app/shell/PagedCardGrid';
import { PageHeader } from '@app/shell/PageHeader';
import { freeStayDecisions, type DecidedRequest } from '../decisions';
import { decisionCopy } from '../inbox';
import { ApprovalCard } from './ApprovalCard';
import { usePendingRequests } from './use-pending-requests';
import '../free-stay.css';

/** Pending requests as swipe cards; approve or reject through the outbox, online or not. */
export default function ApprovalPage() {
  const { t, i18n } = useTranslation('free-stay');
  const { profile } = useSession();
  const list = usePendingRequests();
  const copy = useCallback((request: DecidedRequest, choice: Choice) => decisionCopy(request, choice, t, i18n.language), [i18n.language, t]);
  const decide = useQueueDecision<DecidedRequest>(list, freeStayDecisions.decide, copy);
  const mayApprove = can(profile, P.freeStay.approve);
  // A swipe on a card near the left edge must not go back a page instead.
  useNoSwipeBack();
  useViewReturn(() => void list.refresh());

  return (
    <>
      <PageHeader title={t('approval.title')} />
      <IonContent className="page-content free-stay-approval">
        {list.items.length ? <p className="free-stay-approval__hint">{t('approval.hint')}</p> : null}
        <PagedCardGrid
          list={list}
          testIdPrefix="free-stay-approval"
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
          {(request) => <ApprovalCard key={request.id} request={request} canDecide={mayApprove} decide={decide} />}
        </PagedCardGrid>
      </IonContent>
    </>
  );
}
