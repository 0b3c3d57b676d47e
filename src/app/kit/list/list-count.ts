import type { TFunction } from 'i18next';

/**
 * The count line of a list page. A list whose server counts at most one past `limit` says `list.countOver` ("More
 * than 10,000 reservations") above it, with the limit as `count`; any other list its exact count.
 */
export function countLine(t: TFunction, countKey: string, totalCount: number, limit?: number): string {
  return limit !== undefined && totalCount > limit ? t('list.countOver', { count: limit }) : t(countKey, { count: totalCount });
}
