import type { ReactNode } from 'react';
import { IonSkeletonText } from '@app/ionic/ion-skeleton-text';
import { useTranslation } from '@app/lib/use-translation';
import type { PagedList } from '@app/lib/use-paged-list';
import { QueueStates } from '@app/kit/decision/QueueStates';

/** Loading, failure, "all done" and the cards of one queue. */
export function QueueList<T extends { id: string }>({ list, name, children }: { list: PagedList<T>; name: string; children: (item: T) => ReactNode }) {
  const { t } = useTranslation('users');
  const loading = (
    <div className="q-list" role="status" aria-busy="true" aria-label={t('queues.loading')}>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="q-skeleton">
          <IonSkeletonText animated style={{ width: '50%', height: 18 }} />
          <IonSkeletonText animated style={{ width: '80%', height: 14 }} />
        </div>
      ))}
    </div>
  );
  const words = {
    count: t(`queues.count.${name}`, { count: list.totalCount }),
    hint: t('queues.swipeHint'),
    errorTitle: t('queues.errorTitle'),
    emptyTitle: t(`queues.empty.${name}`),
    emptyDetail: t('queues.emptyDetail'),
    loadMoreRetry: t('list.loadMoreRetry'),
  };
  return (
    <QueueStates
      list={list}
      empty={!list.items.length}
      words={words}
      loading={loading}
      testIds={{ error: `queue-${name}-error`, empty: `queue-${name}-empty`, count: `queue-${name}-count` }}
      classNames={{ meta: 'list-meta', count: 'list-count u-count', hint: 'q-hint' }}
    >
      <div className="q-list" data-testid={`queue-${name}`}>
        {list.items.map((item) => children(item))}
      </div>
    </QueueStates>
  );
}
