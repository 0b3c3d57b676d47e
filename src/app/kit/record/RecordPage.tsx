import type { ReactNode } from 'react';
import { IonContent } from '@ionic/react';
import { IonRefresher } from '@app/ionic/ion-refresher';
import { IonRefresherContent } from '@app/ionic/ion-refresher-content';
import type { DataSource } from '@app/lib/paged-list';
import type { RecordStatus } from '@app/lib/use-remote-record';
import { PageHeader } from '@app/shell/PageHeader';
import { StaleNotice } from '@app/shell/StaleNotice';
import { RecordState } from './RecordState';
import { HistorySection } from './RecordHistory';
import type { RecordPageState } from './use-record-page';
import type { RecordHistoryState } from './use-record-history';
import '@app/shell/record-pages.css';

/** What the page reads from a record hook (useRemoteRecord and the hooks built on it). */
export interface RecordView<T> {
  value: T | null;
  status: RecordStatus;
  error: unknown;
  source: DataSource | null;
  fetchedAt: number | null;
  stale: boolean;
}

/** Where the page's record comes from: `useRecordPage`, or an area's own wiring. */
export type RecordSource<T> =
  | { page: RecordPageState<T>; record?: never; refresh?: () => Promise<unknown>; retry?: never }
  | { page?: never; record: RecordView<T>; refresh: () => Promise<unknown>; retry: () => void };

export type RecordPageProps<T> = RecordSource<T> & {
  /** The header's title until the record is there (then its name). */
  title: (value: T | null) => string;
  backHref: string;
  /** The area's words namespace (`detail.loading`, `detail.errorTitle`). */
  namespace: string;
  /** Where the `detail.*` keys sit in the namespace, for an area with several record pages. */
  keyPrefix?: string;
  /** `user` gives user-detail-error. */
  testIdPrefix: string;
  /** Around the record and its states (a tree's list pane beside them on a wide screen). */
  frame?: (content: ReactNode) => ReactNode;
  children: (value: T) => ReactNode;
};

/**
 * A page that shows one record: header with back button, pull to refresh, how fresh the record is,
 * and its loading and error states; the area draws the record itself.
 */
export function RecordPage<T>({ title, backHref, namespace, keyPrefix, testIdPrefix, frame = (content) => content, children, ...source }: RecordPageProps<T>) {
  // Pull to refresh and "try again" reload the record and what the page shows beside it (its history);
  // after a failed load, the record alone is asked again.
  const { page } = source;
  const { record, refresh, retry } = page
    ? { record: page.record, refresh: source.refresh ?? page.refresh, retry: () => void page.reload() }
    : source;
  return (
    <>
      <PageHeader title={title(record.value)} backHref={backHref} />
      <IonContent className="page-content">
        <IonRefresher slot="fixed" onIonRefresh={(e) => void refresh().finally(() => e.detail.complete())}>
          <IonRefresherContent />
        </IonRefresher>
        {frame(
          record.value && record.status === 'ready' ? (
            <>
              <StaleNotice source={record.source} fetchedAt={record.fetchedAt} stale={record.stale} onRetry={() => void refresh()} />
              {children(record.value)}
            </>
          ) : (
            <RecordState status={record.status} error={record.error} onRetry={retry} namespace={namespace} keyPrefix={keyPrefix} testIdPrefix={testIdPrefix} />
          ),
        )}
      </IonContent>
    </>
  );
}

export interface DetailLayoutProps {
  testId: string;
  /** The record's history, drawn beside it with its title when the admin may read it. */
  history?: RecordHistoryState;
  /** What the side shows above the history. */
  side?: ReactNode;
  children: ReactNode;
}

/** A record page's two columns on a wide screen: the record, and beside it what happened to it. */
export function DetailLayout({ testId, history, side, children }: DetailLayoutProps) {
  return (
    <div className="detail-layout" data-testid={testId}>
      <div className="detail-layout__main">{children}</div>
      {side || history?.allowed ? (
        <div className="detail-layout__side">
          {side}
          {history ? <HistorySection history={history} /> : null}
        </div>
      ) : null}
    </div>
  );
}
