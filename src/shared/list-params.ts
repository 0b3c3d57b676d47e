import { z } from 'zod';

// The client's half, without zod (a screen's list calls load it, issue 25); the server's half is below.
export * from './list-encode';
import { DEFAULT_LIMIT, DEFAULT_PAGE, MAX_LIMIT, MAX_PAGE, type SortOrder } from './list-encode';

export class ListParamsError extends Error {}

export interface ListSpec<S extends z.ZodRawShape> {
  /** Fields that may be filtered, with the schema each value must match. */
  filters: S;
  /** Fields that may be sorted on. */
  sorts: readonly string[];
  defaultSort: Record<string, SortOrder>;
}

export interface ParsedList<F> {
  filter: F;
  sort: { field: string; order: SortOrder }[];
  limit: number;
  page: number;
  offset: number;
  fields: string[] | null;
}

function parseJson(name: string, raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === '') return {};
  if (typeof raw !== 'string') throw new ListParamsError(`${name} must be URL-encoded JSON`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ListParamsError(`${name} is not valid JSON`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ListParamsError(`${name} must be a JSON object`);
  }
  return parsed as Record<string, unknown>;
}

/** Server side: query → validated list request, or a ListParamsError naming the problem. */
export function parseListQuery<S extends z.ZodRawShape>(
  query: Record<string, unknown>,
  spec: ListSpec<S>,
): ParsedList<Partial<z.infer<z.ZodObject<S>>>> {
  const rawFilter = parseJson('filter', query.filter);
  for (const key of Object.keys(rawFilter)) {
    if (!(key in spec.filters)) throw new ListParamsError(`filter: unknown field "${key}"`);
  }
  const filterResult = z.object(spec.filters).partial().safeParse(rawFilter);
  if (!filterResult.success) {
    const issue = filterResult.error.issues[0];
    throw new ListParamsError(`filter.${issue.path.join('.')}: ${issue.message}`);
  }

  const rawSort = parseJson('sort', query.sort);
  const sort: { field: string; order: SortOrder }[] = [];
  for (const [field, order] of Object.entries(rawSort)) {
    if (!spec.sorts.includes(field)) throw new ListParamsError(`sort: unknown field "${field}"`);
    const normalised = order === 1 || order === 'asc' ? 'asc' : order === -1 || order === 'desc' ? 'desc' : null;
    if (!normalised) throw new ListParamsError(`sort.${field}: must be "asc" or "desc"`);
    sort.push({ field, order: normalised });
  }
  if (!sort.length) {
    for (const [field, order] of Object.entries(spec.defaultSort)) sort.push({ field, order });
  }

  const rawPage = parseJson('pagination', query.pagination);
  for (const key of Object.keys(rawPage)) {
    if (key !== 'limit' && key !== 'currentPage') throw new ListParamsError(`pagination: unknown field "${key}"`);
  }
  const limit = rawPage.limit === undefined ? DEFAULT_LIMIT : rawPage.limit;
  const page = rawPage.currentPage === undefined ? DEFAULT_PAGE : rawPage.currentPage;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1) {
    throw new ListParamsError('pagination.limit must be a whole number of at least 1');
  }
  if (limit > MAX_LIMIT) throw new ListParamsError(`pagination.limit must be at most ${MAX_LIMIT}`);
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 1) {
    throw new ListParamsError('pagination.currentPage must be a whole number of at least 1');
  }
  if (page > MAX_PAGE) throw new ListParamsError(`pagination.currentPage must be at most ${MAX_PAGE}`);

  const rawFields = query._fields;
  const fields = typeof rawFields === 'string' && rawFields ? rawFields.split(',') : null;

  return {
    filter: filterResult.data as Partial<z.infer<z.ZodObject<S>>>,
    sort,
    limit,
    page,
    offset: (page - 1) * limit,
    fields,
  };
}

/** The query-string shape every list route accepts (documented in OpenAPI). */
export const listQuerySchema = z.object({
  filter: z.string().optional().describe('URL-encoded JSON object of filter fields'),
  sort: z.string().optional().describe('URL-encoded JSON object: { field: "asc" | "desc" }'),
  pagination: z.string().optional().describe('URL-encoded JSON: { limit (1-100, default 10), currentPage (default 1) }'),
  _fields: z.string().optional().describe('Comma-separated field names'),
});
