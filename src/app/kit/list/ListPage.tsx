import { useState, type ReactNode } from 'react';
import { IonContent } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import { useViewReturn } from '@app/lib/use-view-return';
import { PageHeader } from '@app/shell/PageHeader';
import { PagedCardGrid, type PagedCards } from '@app/shell/PagedCardGrid';
import { KIT_WORDS } from '../words';
import { ListCardSkeleton } from './ListCard';
import { ListCreateButton, type ListCreate } from './ListCreateButton';
import { clearedBy, isFilteredBy, ListFilters, type ListFilterSpec } from './list-filters';
import { countLine } from './list-count';
import { gridWords } from './list-words';

export type PagedList<T> = PagedCards<T> & { totalCount: number };

export interface ListPageProps<T, Q extends object> {
  /**
   * The area's words: `list.title`, `list.count` (with `count`), `list.loading`, `list.loadingMore`,
   * `list.errorTitle`, `list.emptyTitle`/`emptyDetail`, and for a filtered list `list.emptyFilteredTitle`/
   * `emptyFilteredDetail`. `list.loadMoreRetry` and `list.clearFilters` are the kit's unless the area says otherwise.
   */
  namespace: string;
  /** Where the `list.*` keys sit in the namespace, for an area with several lists (`holders` gives `holders.list.title`). */
  keyPrefix?: string;
  /** The query the page opens on, and the one clearing the filters goes back to. */
  initial: Q;
  /** The area's list hook: first page, more on scroll, refreshed when the admin comes back to the page. */
  useList(query: Q): PagedList<T>;
  /** The search box, segments and selects the kit draws. */
  filters?: ListFilterSpec<Q>;
  /** Filters of the area's own drawing (day chips, pickers, dates), under the kit's. */
  moreFilters?: (query: Q, onChange: (next: Q) => void) => ReactNode;
  /** Whether the area's own filters hide records; the kit's say so themselves. */
  filtered?: (query: Q) => boolean;
  create?: ListCreate;
  /** Other header links, before the create button. */
  actions?: ReactNode;
  /** Another key for the count line (a segment that counts differently). */
  countKey?: (query: Q) => string;
  /**
   * The server counts at most one past this (a list that grows without end): above it the count line says
   * `list.countOver` ("More than 10,000 …") with the limit as `count`.
   */
  countLimit?: number;
  /** `user` gives user-total, user-list, user-list-error and user-list-empty. */
  testIdPrefix: string;
  skeleton?: ReactNode;
  /** In place of the cards (a wide screen's split view). */
  content?: (list: PagedList<T>, query: Q, filtered: boolean) => ReactNode;
  children: (item: T, query: Q) => ReactNode;
}

/** A list page: title, search and filters, then cards with every state between (see PagedCardGrid). */
export function ListPage<T, Q extends object>(props: ListPageProps<T, Q>) {
  const { namespace, keyPrefix, initial, useList, filters = {}, moreFilters, create, actions, countKey, countLimit, testIdPrefix, skeleton, content, children } = props;
  const { t } = useTranslation(namespace, { keyPrefix });
  const { t: kit } = useTranslation(KIT_WORDS);
  const [query, setQuery] = useState(initial);
  const list = useList(query);
  // Back from a record or a form: a record may have changed.
  useViewReturn(() => void list.refresh());
  const filtered = isFilteredBy(filters, initial, query) || (props.filtered?.(query) ?? false);
  return (
    <>
      <PageHeader
        title={t('list.title')}
        actions={
          <>
            {actions}
            {create ? <ListCreateButton namespace={namespace} create={create} /> : null}
          </>
        }
      >
        <ListFilters<Q> spec={filters} query={query} onChange={setQuery}>
          {moreFilters?.(query, setQuery)}
        </ListFilters>
      </PageHeader>
      <IonContent className="page-content">
        {content ? (
          content(list, query, filtered)
        ) : (
          <PagedCardGrid
            list={list}
            testIdPrefix={testIdPrefix}
            skeleton={skeleton ?? <ListCardSkeleton />}
            onClearFilters={filtered ? () => setQuery(clearedBy(filters, initial, query)) : undefined}
            words={gridWords(t, kit, 'list', filtered, countLine(t, countKey?.(query) ?? 'list.count', list.totalCount, countLimit))}
          >
            {(item) => children(item, query)}
          </PagedCardGrid>
        )}
      </IonContent>
    </>
  );
}
