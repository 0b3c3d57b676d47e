import { useState } from 'react';
import { IonContent } from '@ionic/react';
import { IonInfiniteScroll } from '@app/ionic/ion-infinite-scroll';
import { IonInfiniteScrollContent } from '@app/ionic/ion-infinite-scroll-content';
import { IonRefresher } from '@app/ionic/ion-refresher';
import { IonRefresherContent } from '@app/ionic/ion-refresher-content';
import { IonToolbar } from '@app/ionic/ion-toolbar';
import { useTranslation } from '@app/lib/use-translation';
import { useMountedLater } from '@app/lib/use-mounted-later';
import { useNoSwipeBack } from '@app/lib/use-no-swipe-back';
import { useViewReturn } from '@app/lib/use-view-return';
import { PageHeader } from '@app/shell/PageHeader';
import { InboxList, type InboxOrder } from './InboxList';
import { INBOX_KINDS } from './kinds';
import { useApprovals } from './use-approvals';
import './approvals.css';

const ORDERS: readonly InboxOrder[] = ['newest', 'grouped'];

/** The approvals inbox (issue 9): every decision waiting for this admin, newest first or by kind. */
export default function ApprovalsPage() {
  const { t } = useTranslation('approvals');
  const [order, setOrder] = useState<InboxOrder>('newest');
  const { list, items, totalCount } = useApprovals(INBOX_KINDS);
  // A card swipes left: the page must not swipe back under it.
  useNoSwipeBack();
  useViewReturn(() => void list.refresh());
  // Pull to refresh and the infinite scroll's trigger are of no use in the page's first moment: a task later
  // they are a short task of their own rather than part of the one that draws the page (as on the lists).
  const later = useMountedLater();

  return (
    <>
      <PageHeader title={t('title')}>
        <IonToolbar className="approvals-toolbar">
          <div className="approvals-order" role="group" aria-label={t('order.label')}>
            {ORDERS.map((name) => (
              <button
                key={name}
                type="button"
                className="approvals-order__button"
                aria-pressed={order === name}
                onClick={() => setOrder(name)}
                data-testid={`approvals-order-${name}`}
              >
                {t(`order.${name}`)}
              </button>
            ))}
          </div>
        </IonToolbar>
      </PageHeader>
      <IonContent className="page-content approvals-content">
        {later ? (
          <IonRefresher slot="fixed" onIonRefresh={(e) => void list.refresh().finally(() => e.detail.complete())}>
            <IonRefresherContent />
          </IonRefresher>
        ) : null}
        <InboxList list={list} items={items} totalCount={totalCount} kinds={INBOX_KINDS} order={order} />
        {later ? (
          <IonInfiniteScroll disabled={!list.hasMore || list.moreFailed} onIonInfinite={(e) => void list.loadMore().finally(() => void e.target.complete())}>
            <IonInfiniteScrollContent loadingText={t('loadingMore')} />
          </IonInfiniteScroll>
        ) : null}
      </IonContent>
    </>
  );
}
