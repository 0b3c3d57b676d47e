import { useCallback, useEffect, useState } from 'react';
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
import type { ContactChangeSubmission, User } from '@shared/contracts/users';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useNoSwipeBack } from '@app/lib/use-no-swipe-back';
import { useViewReturn } from '@app/lib/use-view-return';
import { PageHeader } from '@app/shell/PageHeader';
import { userDecisions } from '../decisions';
import { ContactChangeCard, PendingRiderCard, PendingUserCard } from './QueueCards';
import { QueueList } from './QueueList';
import type { Choice } from '@app/kit/decision/choice';
import { useQueueDecision } from '@app/kit/decision/use-queue-decision';
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

  // The prompts speak the users area's words, as the approvals inbox's cards of these kinds do.
  const words = useCallback((key: string, values?: Record<string, unknown>) => t(key, values), [t]);
  const decideUserItem = useQueueDecision<User>(users, userDecisions.approval, useCallback((u: User, d: Choice) => userCopy(u, d, words), [words]));
  const decideContact = useQueueDecision<ContactChangeSubmission>(contacts, userDecisions.contactChange, useCallback((c: ContactChangeSubmission, d: Choice) => contactCopy(c, d, words), [words]));
  const decideRiderItem = useQueueDecision<User>(riders, userDecisions.riderVerification, useCallback((r: User, d: Choice) => riderCopy(r, d, words), [words]));

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
        {tab === 'users' ? (
          <QueueList list={users} name="users">
            {(u) => <PendingUserCard key={u.id} item={u} canDecide={canDecide} decide={decideUserItem} />}
          </QueueList>
        ) : null}
        {tab === 'contacts' ? (
          <QueueList list={contacts} name="contacts">
            {(c) => <ContactChangeCard key={c.id} item={c} canDecide={canDecide} decide={decideContact} />}
          </QueueList>
        ) : null}
        {tab === 'riders' ? (
          <QueueList list={riders} name="riders">
            {(r) => <PendingRiderCard key={r.id} item={r} canDecide={canDecide} decide={decideRiderItem} />}
          </QueueList>
        ) : null}
        <IonInfiniteScroll key={tab} disabled={!active.hasMore || active.moreFailed} onIonInfinite={(e) => void active.loadMore().finally(() => void e.target.complete())}>
          <IonInfiniteScrollContent loadingText={t('list.loadingMore')} />
        </IonInfiniteScroll>
      </IonContent>
    </>
  );
}
