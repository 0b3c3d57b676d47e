import { encodeListParams, type SortOrder } from '@shared/list-encode';
import { PAGE_SIZE } from '../constants';

/** A list's query as the list protocol's filter: text trimmed, and what is empty or `null` (every record) left out. */
export function listFilter(query: object): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    const sent = typeof value === 'string' ? value.trim() : value;
    if (sent !== '' && sent !== null && sent !== undefined) filter[key] = sent;
  }
  return filter;
}

/** One page of a list in the list protocol: the query as its filter, in `sort`'s order. */
export function pageSearch(query: object, sort: Record<string, SortOrder>, page: number, limit = PAGE_SIZE): string {
  return encodeListParams({ filter: listFilter(query), sort, pagination: { limit, currentPage: page } });
}

/** By name, then id: a list read by name in the same order on the device as from the server. */
export function byName(a: { name: string; id: string }, b: { name: string; id: string }): number {
  return a.name.localeCompare(b.name, 'en') || (a.id < b.id ? -1 : 1);
}
