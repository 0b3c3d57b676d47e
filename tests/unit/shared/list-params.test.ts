import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DEFAULT_LIMIT,
  DEFAULT_PAGE,
  encodeListParams,
  ListParamsError,
  MAX_LIMIT,
  parseListQuery,
  type ListParams,
} from '@shared/list-params';

const spec = {
  filters: { search: z.string().max(10), permission: z.number().int(), active: z.boolean() },
  sorts: ['name', 'createdAt'] as const,
  defaultSort: { createdAt: 'desc' as const },
};

/** What the server receives: the encoded string read back as a query object. */
const asQuery = (qs: string): Record<string, string> => Object.fromEntries(new URLSearchParams(qs));
const roundTrip = (params: ListParams<object>) => parseListQuery(asQuery(encodeListParams(params)), spec);

function parseError(query: Record<string, unknown>): string {
  try {
    parseListQuery(query, spec);
  } catch (e) {
    expect(e).toBeInstanceOf(ListParamsError);
    return (e as Error).message;
  }
  throw new Error('expected a ListParamsError');
}

describe('encodeListParams', () => {
  it('sends filter, sort and pagination as URL-encoded JSON', () => {
    const qs = encodeListParams({ filter: { search: 'Ali & Co', active: true }, sort: { name: 'asc' }, pagination: { limit: 20, currentPage: 3 } });
    const q = asQuery(qs);
    expect(JSON.parse(q.filter)).toEqual({ search: 'Ali & Co', active: true });
    expect(JSON.parse(q.sort)).toEqual({ name: 'asc' });
    expect(JSON.parse(q.pagination)).toEqual({ limit: 20, currentPage: 3 });
    // Encoded, so `&` and `{` survive the trip.
    expect(qs).not.toContain('{');
    expect(qs).toContain('filter=%7B%22search%22%3A%22Ali+%26+Co%22');
  });

  it('joins arrays with commas and sends fields as _fields', () => {
    const q = asQuery(encodeListParams({ fields: ['id', 'name', 'email'], status: ['pending', 'approved'] }));
    expect(q).toEqual({ _fields: 'id,name,email', status: 'pending,approved' });
    expect(encodeListParams({ fields: ['id', 'name'] })).toBe('_fields=id%2Cname');
  });

  it('drops undefined, null and empty-string values, and empty objects', () => {
    expect(encodeListParams({ filter: { search: '', active: undefined }, sort: undefined, extra: null })).toBe('');
    expect(asQuery(encodeListParams({ filter: { search: '', permission: 0, active: false } }))).toEqual({
      filter: JSON.stringify({ permission: 0, active: false }),
    });
  });

  it('passes other scalars as strings', () => {
    expect(asQuery(encodeListParams({ startDate: '2026-01-01', year: 2026, all: true }))).toEqual({ startDate: '2026-01-01', year: '2026', all: 'true' });
  });
});

describe('parseListQuery', () => {
  it('applies the defaults: limit 10, page 1, the list’s default sort', () => {
    const p = parseListQuery({}, spec);
    expect(DEFAULT_LIMIT).toBe(10);
    expect(DEFAULT_PAGE).toBe(1);
    expect(p).toEqual({ filter: {}, sort: [{ field: 'createdAt', order: 'desc' }], limit: 10, page: 1, offset: 0, fields: null });
  });

  it('reads back what encodeListParams wrote', () => {
    const p = roundTrip({ filter: { search: 'siti', permission: 4, active: false }, sort: { name: 'asc' }, pagination: { limit: 25, currentPage: 3 }, fields: ['id', 'name'] });
    expect(p).toEqual({
      filter: { search: 'siti', permission: 4, active: false },
      sort: [{ field: 'name', order: 'asc' }],
      limit: 25,
      page: 3,
      offset: 50,
      fields: ['id', 'name'],
    });
  });

  it('accepts asc/desc and 1/-1 as sort orders, keeping the given order of fields', () => {
    const sort = (s: object) => parseListQuery({ sort: JSON.stringify(s) }, spec).sort;
    expect(sort({ name: 1 })).toEqual([{ field: 'name', order: 'asc' }]);
    expect(sort({ name: -1 })).toEqual([{ field: 'name', order: 'desc' }]);
    expect(sort({ createdAt: 'asc', name: 'desc' })).toEqual([
      { field: 'createdAt', order: 'asc' },
      { field: 'name', order: 'desc' },
    ]);
    expect(parseError({ sort: JSON.stringify({ name: 'ascending' }) })).toMatch(/^sort\.name/);
    expect(parseError({ sort: JSON.stringify({ name: 0 }) })).toMatch(/^sort\.name/);
  });

  it('names the param whose JSON is malformed or not an object', () => {
    for (const name of ['filter', 'sort', 'pagination']) {
      expect(parseError({ [name]: '{oops' })).toMatch(new RegExp(`^${name} .*JSON`));
      expect(parseError({ [name]: '[]' })).toMatch(new RegExp(`^${name} must be a JSON object`));
      expect(parseError({ [name]: 'null' })).toMatch(new RegExp(`^${name} must be a JSON object`));
      expect(parseError({ [name]: ['{}', '{}'] })).toMatch(new RegExp(`^${name}`));
    }
  });

  it('names unknown filter, sort and pagination fields', () => {
    expect(parseError({ filter: JSON.stringify({ email: 'x' }) })).toBe('filter: unknown field "email"');
    expect(parseError({ sort: JSON.stringify({ email: 'asc' }) })).toBe('sort: unknown field "email"');
    expect(parseError({ pagination: JSON.stringify({ page: 2 }) })).toBe('pagination: unknown field "page"');
  });

  it('validates filter values against the spec, naming the field', () => {
    expect(parseError({ filter: JSON.stringify({ permission: 'four' }) })).toMatch(/^filter\.permission:/);
    expect(parseError({ filter: JSON.stringify({ search: 'x'.repeat(11) }) })).toMatch(/^filter\.search:/);
    expect(parseError({ filter: JSON.stringify({ active: 1 }) })).toMatch(/^filter\.active:/);
  });

  it('bounds limit to 1..100 and currentPage to at least 1, whole numbers only', () => {
    const page = (p: object) => parseListQuery({ pagination: JSON.stringify(p) }, spec);
    expect(MAX_LIMIT).toBe(100);
    expect(page({ limit: 100 }).limit).toBe(100);
    expect(page({ limit: 1, currentPage: 7 })).toMatchObject({ limit: 1, page: 7, offset: 6 });
    expect(parseError({ pagination: JSON.stringify({ limit: 101 }) })).toMatch(/limit.*100/);
    for (const limit of [0, -1, 1.5, '10']) expect(parseError({ pagination: JSON.stringify({ limit }) })).toMatch(/^pagination\.limit/);
    for (const currentPage of [0, -2, 2.5, '1']) expect(parseError({ pagination: JSON.stringify({ currentPage }) })).toMatch(/^pagination\.currentPage/);
  });

  it('treats an empty param as absent and splits _fields on commas', () => {
    expect(parseListQuery({ filter: '', sort: '', pagination: '', _fields: '' }, spec)).toMatchObject({ filter: {}, limit: 10, page: 1, fields: null });
    expect(parseListQuery({ _fields: 'id,name' }, spec).fields).toEqual(['id', 'name']);
  });
});
