import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { IonContent } from '@ionic/react';
import { IonBadge } from '@app/ionic/ion-badge';
import { IonInfiniteScroll } from '@app/ionic/ion-infinite-scroll';
import { IonInfiniteScrollContent } from '@app/ionic/ion-infinite-scroll-content';
import { IonLabel } from '@app/ionic/ion-label';
import { IonRefresher } from '@app/ionic/ion-refresher';
import { IonRefresherContent } from '@app/ionic/ion-refresher-content';
import { IonSegment } from '@app/ionic/ion-segment';
import { IonSegmentButton } from '@app/ionic/ion-segment-button';
import { IonToolbar } from '@app/ionic/ion-toolbar';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useNoSwipeBack } from '@app/lib/use-no-swipe-back';
import { useViewReturn } from '@app/lib/use-view-return';
import { PageHeader } from '@app/shell/PageHeader';
import { userDecisions } from '../decisions';
import { ContactChangeCard, PendingRiderCard, PendingUserCard } from './QueueCards';
import { QueueList } from './QueueList';
import type { Choice, ChoiceInput } from '@app/kit/decision/choice';
import type { DecisionWords } from '@app/kit/decision/choice-copy';
import type { Decision } from '@app/kit/decision/define-decision';
import { useQueueDecision, type QueueDecisionCopy } from '@app/kit/decision/use-queue-decision';
import type { InboxCardProps } from '@app/kit/inbox/define-inbox';
import type { PagedList } from '@app/lib/use-paged-list';
import { contactCopy, riderCopy, userCopy } from './decision-copy';
import { useQueues } from './use-queues';
import '../users.css';

export const QUEUE_TABS = ['users', 'contacts', 'riders'] as const;
export type QueueTab = (typeof QUEUE_TABS)[number];

const QUEUES_PATH = '/admin/user-mgmt/queues';

export function tabFromSearch(search: string): QueueTab {
  const tab = new URLSearchParams(search).get('tab');
  return (QUEUE_TABS as readonly string[]).includes(tab ?? '') ? (tab as QueueTab) : 'users';
}

interface QueueProps<R extends { id: string }> {
  list: PagedList<R>;
  name: QueueTab;
  decision: Decision<R, ChoiceInput>;
  copy(record: R, choice: Choice, t: DecisionWords): QueueDecisionCopy;
  Card: ComponentType<InboxCardProps<R>>;
  canDecide: boolean;
}

/** One tab's queue: its cards decided through the outbox, the prompts in the users area's words (as in the inbox). */
function Queue<R extends { id: string }>({ list, name, decision, copy, Card, canDecide }: QueueProps<R>) {
  const { t } = useTranslation('users');
  const decide = useQueueDecision<R>(list, decision, useCallback((record: R, choice: Choice) => copy(record, choice, t), [copy, t]));
  return <QueueList list={list} name={name}>{(record) => <Card key={record.id} item={record} canDecide={canDecide} decide={decide} />}</QueueList>;
}

export default function QueuesPage() {
  const { t } = useTranslation('users');
  const { profile } = useSession();
  const location = useLocation();
  const [tab, setTab] = useState<QueueTab>(() => tabFromSearch(location.search));
  // A link naming a tab opens it, also when this page is already in the stack.
  const linkedTab = location.pathname === QUEUES_PATH && new URLSearchParams(location.search).has('tab') ? tabFromSearch(location.search) : null;
  useEffect(() => {
    if (linkedTab) setTab(linkedTab);
  }, [linkedTab]);
  const { users, contacts, riders } = useQueues(0);
  useNoSwipeBack();
  const canDecide = can(profile, P.user.approve);
  const lists = { users, contacts, riders };
  const active = lists[tab];
  useViewReturn(() => {
    void users.refresh();
    void contacts.refresh();
    void riders.refresh();
  });

  return (
    <>
      <PageHeader title={t('queues.title')} backHref="/admin/user-mgmt">
        <IonToolbar className="filter-toolbar u-filter-toolbar">
          <IonSegment value={tab} onIonChange={(e) => setTab((e.detail.value as QueueTab | undefined) ?? 'users')} aria-label={t('queues.title')}>
            {QUEUE_TABS.map((name) => (
              <IonSegmentButton key={name} value={name} data-testid={`queue-tab-${name}`}>
                <IonLabel>
                  {t(`queues.tabs.${name}`)}
                  {lists[name].status === 'ready' ? (
                    <IonBadge className="q-badge" color={lists[name].totalCount ? 'secondary' : 'light'}>
                      {lists[name].totalCount}
                    </IonBadge>
                  ) : null}
                </IonLabel>
              </IonSegmentButton>
            ))}
          </IonSegment>
        </IonToolbar>
      </PageHeader>
      <IonContent className="page-content">
        <IonRefresher slot="fixed" onIonRefresh={(e) => void active.refresh().finally(() => e.detail.complete())}>
          <IonRefresherContent />
        </IonRefresher>
        {tab === 'users' ? <Queue list={users} name="users" decision={userDecisions.approval} copy={userCopy} Card={PendingUserCard} canDecide={canDecide} /> : null}
        {tab === 'contacts' ? <Queue list={contacts} name="contacts" decision={userDecisions.contactChange} copy={contactCopy} Card={ContactChangeCard} canDecide={canDecide} /> : null}
        {tab === 'riders' ? <Queue list={riders} name="riders" decision={userDecisions.riderVerification} copy={riderCopy} Card={PendingRiderCard} canDecide={canDecide} /> : null}
        <IonInfiniteScroll key={tab} disabled={!active.hasMore || active.moreFailed} onIonInfinite={(e) => void active.loadMore().finally(() => void e.target.complete())}>
          <IonInfiniteScrollContent loadingText={t('list.loadingMore')} />
        </IonInfiniteScroll>
      </IonContent>
    </>
  );
}
