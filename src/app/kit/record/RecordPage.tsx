import type { ReactNode } from 'react';
import { IonContent } from '@ionic/react';
import { IonRefresher } from '@app/ionic/ion-refresher';
import { IonRefresherContent } from '@app/ionic/ion-refresher-content';
import type { DataSource } from '@app/lib/paged-list';
import type { RecordStatus } from '@app/lib/use-remote-record';
import { PageHeader } from '@app/shell/PageHeader';
import { StaleNotice } from '@app/shell/StaleNotice';
import { RecordState } from './RecordState';
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

export interface RecordPageProps<T> {
  record: RecordView<T>;
  /** The header's title until the record is there (then its name). */
  title: (value: T | null) => string;
  backHref: string;
  /** The area's words namespace (`detail.loading`, `detail.errorTitle`). */
  namespace: string;
  /** Where the `detail.*` keys sit in the namespace, for an area with several record pages. */
  keyPrefix?: string;
  /** `user` gives user-detail-error. */
  testIdPrefix: string;
  /** Pull to refresh and "try again": the record and whatever the page shows beside it (its history). */
  refresh: () => Promise<unknown>;
  /** Reload of the record alone, after it failed to load. */
  retry: () => void;
  children: (value: T) => ReactNode;
}

/**
 * A page that shows one record: header with back button, pull to refresh, how fresh the record is,
 * and its loading and error states; the area draws the record itself.
 */
export function RecordPage<T>({ record, title, backHref, namespace, keyPrefix, testIdPrefix, refresh, retry, children }: RecordPageProps<T>) {
  return (
    <>
      <PageHeader title={title(record.value)} backHref={backHref} />
      <IonContent className="page-content">
        <IonRefresher slot="fixed" onIonRefresh={(e) => void refresh().finally(() => e.detail.complete())}>
          <IonRefresherContent />
        </IonRefresher>
        {record.value && record.status === 'ready' ? (
          <>
            <StaleNotice source={record.source} fetchedAt={record.fetchedAt} stale={record.stale} onRetry={() => void refresh()} />
            {children(record.value)}
          </>
        ) : (
          <RecordState status={record.status} error={record.error} onRetry={retry} namespace={namespace} keyPrefix={keyPrefix} testIdPrefix={testIdPrefix} />
        )}
      </IonContent>
    </>
  );
}
