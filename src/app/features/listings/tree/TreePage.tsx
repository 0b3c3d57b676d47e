import type { ReactNode } from 'react';
import { IonContent } from '@ionic/react';
import { IonRefresher } from '@app/ionic/ion-refresher';
import { IonRefresherContent } from '@app/ionic/ion-refresher-content';
import { RecordState } from '@app/kit/record/RecordState';
import type { RecordView } from '@app/kit/record/RecordPage';
import { PageHeader } from '@app/shell/PageHeader';
import { StaleNotice } from '@app/shell/StaleNotice';
import { TreeSplit } from './TreeSplit';
import '../listings.css';

export interface TreePageProps<T> {
  record: RecordView<T>;
  title: (value: T | null) => string;
  backHref: string;
  /** `property` gives the `property.detail.*` words and `listings-property-detail-error`. */
  level: 'property' | 'roomType' | 'unit';
  /** The level's list, shown beside the record on a wide screen. */
  pane: ReactNode;
  refresh: () => Promise<unknown>;
  retry: () => void;
  children: (value: T) => ReactNode;
}

/** A record of the tree: header with back to the level above, pull to refresh, its states, and the split on wide screens. */
export function TreePage<T>({ record, title, backHref, level, pane, refresh, retry, children }: TreePageProps<T>) {
  return (
    <>
      <PageHeader title={title(record.value)} backHref={backHref} />
      <IonContent className="page-content">
        <IonRefresher slot="fixed" onIonRefresh={(e) => void refresh().finally(() => e.detail.complete())}>
          <IonRefresherContent />
        </IonRefresher>
        <TreeSplit pane={pane}>
          {record.value && record.status === 'ready' ? (
            <>
              <StaleNotice source={record.source} fetchedAt={record.fetchedAt} stale={record.stale} onRetry={() => void refresh()} />
              {children(record.value)}
            </>
          ) : (
            <RecordState status={record.status} error={record.error} onRetry={retry} namespace="listings" keyPrefix={level} testIdPrefix={`listings-${level}`} />
          )}
        </TreeSplit>
      </IonContent>
    </>
  );
}
