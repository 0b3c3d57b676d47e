import type { ReactNode } from 'react';
import { IonButton, IonSpinner } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import type { PagedCards } from '@app/shell/PagedCardGrid';

export interface PaneListProps<T> {
  list: PagedCards<T> & { totalCount: number };
  /** The list's heading and what it says when there is nothing (already translated). */
  title: string;
  empty: string;
  testId: string;
  actions?: ReactNode;
  children: (item: T) => ReactNode;
}

/** A short list inside a page (a property's room types, the split view's left side): its cards, and more on request. */
export function PaneList<T>({ list, title, empty, testId, actions, children }: PaneListProps<T>) {
  const { t } = useTranslation('listings');
  return (
    <section className="listings-pane" data-testid={testId} aria-busy={list.status === 'loading'}>
      <div className="listings-pane__head">
        <h2 className="section-title listings-pane__title">
          {title}
          {list.status === 'ready' ? <span className="listings-pane__count"> · {list.totalCount}</span> : null}
        </h2>
        {actions}
      </div>
      {list.status === 'loading' ? (
        <div className="listings-pane__state">
          <IonSpinner name="crescent" aria-label={t('pane.loading')} />
        </div>
      ) : list.status === 'error' ? (
        <div className="listings-pane__state">
          <p>{t('pane.error')}</p>
          <IonButton fill="outline" onClick={() => void list.retry()} data-testid={`${testId}-retry`}>
            {t('pane.retry')}
          </IonButton>
        </div>
      ) : list.items.length === 0 ? (
        <p className="listings-pane__state listings-pane__empty" data-testid={`${testId}-empty`}>
          {empty}
        </p>
      ) : (
        <div className="listings-pane__cards">{list.items.map((item) => children(item))}</div>
      )}
      {list.status === 'ready' && list.hasMore ? (
        <IonButton fill="clear" expand="block" onClick={() => void list.loadMore()} data-testid={`${testId}-more`}>
          {t('pane.more')}
        </IonButton>
      ) : null}
    </section>
  );
}
