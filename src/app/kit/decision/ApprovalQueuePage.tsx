import { Fragment, useCallback } from 'react';
import { IonContent } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useNoSwipeBack } from '@app/lib/use-no-swipe-back';
import { useViewReturn } from '@app/lib/use-view-return';
import { PagedCardGrid } from '@app/shell/PagedCardGrid';
import { PageHeader } from '@app/shell/PageHeader';
import { ListCardSkeleton } from '../list/ListCard';
import { KIT_WORDS } from '../words';
import type { ApprovalQueue, Waiting } from './approval-queue';
import { usePendingList } from './approval-queue';
import type { Choice } from './choice';
import { useQueueDecision } from './use-queue-decision';
import './approval-queue.css';

/**
 * An area's approval page: the pending records as swipe cards, oldest or soonest first as the area says, with pull
 * to refresh, paging, and the loading, empty, error and offline states of every list; approve or reject through
 * the outbox, online or not.
 */
export function ApprovalQueuePage<T extends Waiting, D extends { id: string } = T>({ queue }: { queue: ApprovalQueue<T, D> }) {
  const { t, i18n } = useTranslation(queue.words);
  const { profile } = useSession();
  const list = usePendingList<T>(queue);
  const language = i18n.language;
  const words = useCallback((key: string, values?: Record<string, unknown>) => t(key, values), [t]);
  const copy = useCallback((record: D, choice: Choice) => queue.copy(record, choice, words, language), [language, queue, words]);
  const decide = useQueueDecision<D>(list, queue.decision, copy);
  const canDecide = can(profile, queue.permission);
  // A swipe on a card near the left edge must not go back a page instead.
  useNoSwipeBack();
  useViewReturn(() => void list.refresh());

  return (
    <>
      <PageHeader title={t('approval.title')} />
      <IonContent className="page-content approval-queue">
        {/* Over the loading cards too: appearing with the first cards, it pushed them down as they drew. */}
        {list.items.length || list.status === 'loading' ? <p className="approval-queue__hint">{t('approval.hint')}</p> : null}
        <PagedCardGrid
          list={list}
          testIdPrefix={queue.testIdPrefix}
          skeleton={<ListCardSkeleton />}
          words={{
            count: t('approval.count', { count: list.totalCount }),
            loading: t('approval.loading'),
            errorTitle: t('approval.errorTitle'),
            emptyTitle: t('approval.emptyTitle'),
            emptyDetail: t('approval.emptyDetail'),
            loadMoreRetry: t(['approval.loadMoreRetry', `${KIT_WORDS}:list.loadMoreRetry`]),
            loadingMore: t('approval.loadingMore'),
          }}
        >
          {(row) => <Fragment key={queue.resource.id(row)}>{queue.card(row, { canDecide, decide, profileId: profile.id })}</Fragment>}
        </PagedCardGrid>
      </IonContent>
    </>
  );
}
