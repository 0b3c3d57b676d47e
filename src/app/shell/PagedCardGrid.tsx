import { Fragment, type ReactNode } from 'react';
import { IonButton } from '@ionic/react';
import { IonInfiniteScroll } from '../ionic/ion-infinite-scroll';
import { IonInfiniteScrollContent } from '../ionic/ion-infinite-scroll-content';
import { IonRefresher } from '../ionic/ion-refresher';
import { IonRefresherContent } from '../ionic/ion-refresher-content';
import type { DataSource } from '../lib/paged-list';
import { useMountedLater } from '../lib/use-mounted-later';
import { useRevealedCount } from '../lib/use-revealed-count';
import { LoadFailure } from './LoadFailure';
import { isProminent, StaleNotice } from './StaleNotice';
import { useOnline } from '../lib/use-online';
import { StateView } from './StateView';
import './record-pages.css';

const SKELETON_COUNT = 6;

/** What the grid reads from a paged list hook; both the shared and the administrators' hook give it. */
export interface PagedCards<T> {
  status: 'loading' | 'ready' | 'error';
  items: T[];
  error: unknown;
  hasMore: boolean;
  moreFailed: boolean;
  refresh(): Promise<void>;
  retry(): Promise<void>;
  loadMore(): Promise<void>;
  /** Lists kept on this device say where their rows came from and how old they are. */
  source?: DataSource | null;
  fetchedAt?: number | null;
  stale?: boolean;
  answeredLocally?: boolean;
}

export interface PagedCardGridWords {
  count: string;
  loading: string;
  errorTitle: string;
  emptyTitle: string;
  emptyDetail: string;
  loadMoreRetry: string;
  loadingMore: string;
  /** The empty state's button, shown with onClearFilters when filters hid every card. */
  clearFilters?: string;
}

export interface PagedCardGridProps<T> {
  list: PagedCards<T>;
  words: PagedCardGridWords;
  /** `user` gives user-total, user-list, user-list-error and user-list-empty. */
  testIdPrefix: string;
  /** One placeholder card, repeated while the first page loads. */
  skeleton: ReactNode;
  onClearFilters?: () => void;
  children: (item: T) => ReactNode;
}

/**
 * A list page's body: pull to refresh, the count, cards in a grid, and every state between
 * (loading, failed, empty, a further page that failed), with infinite scroll at the bottom, and
 * how fresh the rows are: a quiet line beside the count, or a banner above it when they are stale.
 */
export function PagedCardGrid<T>({ list, words, testIdPrefix, skeleton, onClearFilters, children }: PagedCardGridProps<T>) {
  const notice = list.status === 'ready' && list.source ? (
    <StaleNotice source={list.source} fetchedAt={list.fetchedAt} stale={list.stale} answeredLocally={list.answeredLocally} onRetry={() => void list.refresh()} />
  ) : null;
  const online = useOnline();
  const revealed = useRevealedCount(list.items);
  const later = useMountedLater();
  const bannerNotice = notice && isProminent({ source: list.source, stale: list.stale, answeredLocally: list.answeredLocally }, online);
  return (
    <>
      {later ? (
        <IonRefresher slot="fixed" onIonRefresh={(e) => void list.refresh().finally(() => e.detail.complete())}>
          <IonRefresherContent />
        </IonRefresher>
      ) : null}

      {bannerNotice ? notice : null}
      {list.status === 'ready' ? (
        <div className="list-meta">
          <p className="list-count" aria-live="polite" data-testid={`${testIdPrefix}-total`}>
            {words.count}
          </p>
          {bannerNotice ? null : notice}
        </div>
      ) : null}

      {list.status === 'loading' ? (
        <div className="card-grid" role="status" aria-busy="true" aria-label={words.loading}>
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <Fragment key={i}>{skeleton}</Fragment>
          ))}
        </div>
      ) : null}

      {list.status === 'error' ? (
        <LoadFailure error={list.error} title={words.errorTitle} onRetry={() => void list.retry()} testId={`${testIdPrefix}-list-error`} />
      ) : null}

      {list.status === 'ready' && list.items.length === 0 ? (
        <StateView
          kind="empty"
          title={words.emptyTitle}
          detail={words.emptyDetail}
          actionLabel={onClearFilters ? words.clearFilters : undefined}
          onAction={onClearFilters}
          testId={`${testIdPrefix}-list-empty`}
        />
      ) : null}

      {list.items.length > 0 ? (
        <div className="card-grid" data-testid={`${testIdPrefix}-list`}>
          {list.items.slice(0, revealed).map((item) => children(item))}
        </div>
      ) : null}

      {list.moreFailed ? (
        <div className="ion-text-center ion-padding">
          <IonButton fill="outline" onClick={() => void list.loadMore()}>
            {words.loadMoreRetry}
          </IonButton>
        </div>
      ) : null}

      {later ? (
        <IonInfiniteScroll disabled={!list.hasMore || list.moreFailed} onIonInfinite={(e) => void list.loadMore().finally(() => void e.target.complete())}>
          <IonInfiniteScrollContent loadingText={words.loadingMore} />
        </IonInfiniteScroll>
      ) : null}
    </>
  );
}
