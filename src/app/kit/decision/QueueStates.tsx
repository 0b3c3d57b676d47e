import type { ReactNode } from 'react';
import { IonButton } from '@ionic/react';
import { checkmarkDoneOutline } from 'ionicons/icons';
import type { DataSource } from '@app/lib/paged-list';
import { useOnline } from '@app/lib/use-online';
import { LoadFailure } from '@app/shell/LoadFailure';
import { isProminent, StaleNotice } from '@app/shell/StaleNotice';
import { StateView } from '@app/shell/StateView';

/** What the states read of a queue's paged list. */
export interface QueueStatesList {
  status: 'loading' | 'ready' | 'error';
  error: unknown;
  moreFailed: boolean;
  source?: DataSource | null;
  fetchedAt?: number | null;
  stale?: boolean;
  answeredLocally?: boolean;
  refresh(): Promise<void>;
  retry(): Promise<void>;
  loadMore(): Promise<void>;
}

export interface QueueStatesWords {
  count: string;
  hint: string;
  errorTitle: string;
  emptyTitle: string;
  emptyDetail: string;
  loadMoreRetry: string;
}

interface QueueStatesProps {
  list: QueueStatesList;
  empty: boolean;
  words: QueueStatesWords;
  /** Drawn while the first page loads. */
  loading: ReactNode;
  testIds: { error: string; empty: string; count: string };
  /** The meta row, its count and the swipe hint: each queue keeps its own look. */
  classNames: { meta: string; count: string; hint: string };
  /** The cards. */
  children: ReactNode;
}

/**
 * A queue of waiting decisions (the users' queues, the approvals inbox) around its cards: loading, failure,
 * "all done", the count with how fresh the rows are (a quiet line beside it, or a banner above when stale), the swipe
 * hint, and a further page that failed.
 */
export function QueueStates({ list, empty, words, loading, testIds, classNames, children }: QueueStatesProps) {
  const online = useOnline();
  if (list.status === 'loading') return <>{loading}</>;
  if (list.status === 'error') return <LoadFailure error={list.error} title={words.errorTitle} onRetry={() => void list.retry()} testId={testIds.error} />;
  const notice = <StaleNotice source={list.source} fetchedAt={list.fetchedAt} stale={list.stale} answeredLocally={list.answeredLocally} onRetry={() => void list.refresh()} />;
  if (empty) {
    return (
      <>
        {notice}
        <StateView kind="empty" icon={checkmarkDoneOutline} title={words.emptyTitle} detail={words.emptyDetail} testId={testIds.empty} />
      </>
    );
  }
  const banner = isProminent(list, online);
  return (
    <>
      {banner ? notice : null}
      <div className={classNames.meta}>
        <p className={classNames.count} aria-live="polite" data-testid={testIds.count}>
          {words.count}
        </p>
        {banner ? null : notice}
      </div>
      <p className={classNames.hint}>{words.hint}</p>
      {children}
      {list.moreFailed ? (
        <div className="ion-text-center ion-padding">
          <IonButton fill="outline" onClick={() => void list.loadMore()}>
            {words.loadMoreRetry}
          </IonButton>
        </div>
      ) : null}
    </>
  );
}
