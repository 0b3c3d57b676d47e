import type { ReactNode } from 'react';
import { IonContent } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import { PageHeader } from '@app/shell/PageHeader';
import { countLine } from './list-count';
import { PagedCardGrid, type PagedCards } from '@app/shell/PagedCardGrid';

export interface ListPageProps<T> {
  /**
   * The area's words: `list.title`, `list.count` (with `count`), `list.loading`, `list.loadingMore`,
   * `list.loadMoreRetry`, `list.errorTitle`, `list.emptyTitle`/`emptyDetail`, and for a filtered list
   * `list.emptyFilteredTitle`/`emptyFilteredDetail` and `list.clearFilters`.
   */
  namespace: string;
  /** Where the `list.*` keys sit in the namespace, for an area with several lists (`holders` gives `holders.list.title`). */
  keyPrefix?: string;
  list: PagedCards<T> & { totalCount: number };
  /** Search or filters hide some records: the empty state says so and offers to clear them. */
  filtered: boolean;
  onClearFilters: () => void;
  /** The search box and filters, in a toolbar under the title. */
  filters: ReactNode;
  actions?: ReactNode;
  /** Another key for the count line (a segment that counts differently). */
  countKey?: string;
  /**
   * The server counts at most one past this (a list that grows without end): above it the count line says
   * `list.countOver` ("More than 10,000 …") with the limit as `count`.
   */
  countLimit?: number;
  /** `user` gives user-total, user-list, user-list-error and user-list-empty. */
  testIdPrefix: string;
  skeleton: ReactNode;
  children: (item: T) => ReactNode;
}

/** A list page: title, search and filters, then cards with every state between (see PagedCardGrid). */
export function ListPage<T>({ namespace, keyPrefix, list, filtered, onClearFilters, filters, actions, countKey = 'list.count', countLimit, testIdPrefix, skeleton, children }: ListPageProps<T>) {
  const { t } = useTranslation(namespace, { keyPrefix });
  return (
    <>
      <PageHeader title={t('list.title')} actions={actions}>
        {filters}
      </PageHeader>
      <IonContent className="page-content">
        <PagedCardGrid
          list={list}
          testIdPrefix={testIdPrefix}
          skeleton={skeleton}
          onClearFilters={filtered ? onClearFilters : undefined}
          words={{
            count: countLine(t, countKey, list.totalCount, countLimit),
            loading: t('list.loading'),
            errorTitle: t('list.errorTitle'),
            emptyTitle: filtered ? t('list.emptyFilteredTitle') : t('list.emptyTitle'),
            emptyDetail: filtered ? t('list.emptyFilteredDetail') : t('list.emptyDetail'),
            clearFilters: t('list.clearFilters'),
            loadMoreRetry: t('list.loadMoreRetry'),
            loadingMore: t('list.loadingMore'),
          }}
        >
          {children}
        </PagedCardGrid>
      </IonContent>
    </>
  );
}
