import type { TFunction } from 'i18next';
import type { PagedCardGridWords } from '@app/shell/PagedCardGrid';

/**
 * A card grid's words, from `<base>.loading`, `<base>.errorTitle`… of the area's namespace; "Load more" and
 * "Clear search and filters" are the kit's (`kit` its words) unless the area says them otherwise.
 */
export function gridWords(t: TFunction, kit: TFunction, base: string, filtered: boolean, count: string): PagedCardGridWords {
  return {
    count,
    loading: t(`${base}.loading`),
    errorTitle: t(`${base}.errorTitle`),
    emptyTitle: filtered ? t(`${base}.emptyFilteredTitle`) : t(`${base}.emptyTitle`),
    emptyDetail: filtered ? t(`${base}.emptyFilteredDetail`) : t(`${base}.emptyDetail`),
    clearFilters: t(`${base}.clearFilters`, { defaultValue: kit('list.clearFilters') }),
    loadMoreRetry: t(`${base}.loadMoreRetry`, { defaultValue: kit('list.loadMoreRetry') }),
    loadingMore: t(`${base}.loadingMore`),
  };
}
