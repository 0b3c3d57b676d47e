import type { ReactNode } from 'react';
import { IonButton } from '@ionic/react';
import { IonSkeletonText } from '@app/ionic/ion-skeleton-text';
import { checkmarkDoneOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { PagedList } from '@app/lib/use-paged-list';
import { LoadFailure } from '@app/shell/LoadFailure';
import { isProminent, StaleNotice } from '@app/shell/StaleNotice';
import { useOnline } from '@app/lib/use-online';
import { StateView } from '@app/shell/StateView';

/** Loading, failure, "all done" and the cards of one queue. */
export function QueueList<T extends { id: string }>({ list, name, children }: { list: PagedList<T>; name: string; children: (item: T) => ReactNode }) {
  const { t } = useTranslation('users');
  const online = useOnline();
  if (list.status === 'loading') {
    return (
      <div className="q-list" aria-busy="true" aria-label={t('queues.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="q-skeleton">
            <IonSkeletonText animated style={{ width: '50%', height: 18 }} />
            <IonSkeletonText animated style={{ width: '80%', height: 14 }} />
          </div>
        ))}
      </div>
    );
  }
  if (list.status === 'error') {
    return <LoadFailure error={list.error} title={t('queues.errorTitle')} onRetry={() => void list.retry()} testId={`queue-${name}-error`} />;
  }
  const notice = (
    <StaleNotice source={list.source} fetchedAt={list.fetchedAt} stale={list.stale} answeredLocally={list.answeredLocally} onRetry={() => void list.refresh()} />
  );
  const banner = isProminent(list, online);
  if (!list.items.length) {
    return (
      <>
        {notice}
        <StateView kind="empty" icon={checkmarkDoneOutline} title={t(`queues.empty.${name}`)} detail={t('queues.emptyDetail')} testId={`queue-${name}-empty`} />
      </>
    );
  }
  return (
    <>
      {banner ? notice : null}
      <div className="list-meta">
        <p className="list-count u-count" aria-live="polite" data-testid={`queue-${name}-count`}>
          {t(`queues.count.${name}`, { count: list.totalCount })}
        </p>
        {banner ? null : notice}
      </div>
      <p className="q-hint">{t('queues.swipeHint')}</p>
      <div className="q-list" data-testid={`queue-${name}`}>
        {list.items.map((item) => children(item))}
      </div>
      {list.moreFailed ? (
        <div className="ion-text-center ion-padding">
          <IonButton fill="outline" onClick={() => void list.loadMore()}>
            {t('list.loadMoreRetry')}
          </IonButton>
        </div>
      ) : null}
    </>
  );
}
