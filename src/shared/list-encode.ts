/**
 * The list protocol of SPEC.md section 7: `filter`, `sort` and `pagination` travel as
 * URL-encoded JSON; array params are joined with commas; `fields` travels as `_fields`.
 */
export const DEFAULT_LIMIT = 10;
export const DEFAULT_PAGE = 1;
export const MAX_LIMIT = 100;
/** Past this an offset is meaningless and would overflow the database's integer. */
export const MAX_PAGE = 1_000_000;

export type SortOrder = 'asc' | 'desc';

export interface ListParams<F extends object = Record<string, unknown>> {
  filter?: Partial<F>;
  sort?: Record<string, SortOrder>;
  pagination?: { limit?: number; currentPage?: number };
  fields?: string[];
  [extra: string]: unknown;
}


export type ListOf<K extends string, T> = { totalCount: number } & { [P in K]: T[] };

/** Client side: params → query string (without the leading `?`). */
export function encodeListParams(params: ListParams<object>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const name = key === 'fields' ? '_fields' : key;
    if (key === 'filter' || key === 'sort' || key === 'pagination') {
      const cleaned = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== ''),
      );
      if (Object.keys(cleaned).length) search.set(name, JSON.stringify(cleaned));
    } else if (Array.isArray(value)) {
      search.set(name, value.join(','));
    } else {
      search.set(name, String(value));
    }
  }
  return search.toString();
}
