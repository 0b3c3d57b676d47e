import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { clearedBy, isFilteredBy, type ListFilterSpec } from '@app/kit/list/list-filters';
import { listFilter, pageSearch } from '@app/kit/list/list-query';
import { gridWords } from '@app/kit/list/list-words';

interface Query {
  search: string;
  status: 'new' | 'done';
  active: boolean | null;
  sort: 'name' | 'newest';
}

const INITIAL: Query = { search: '', status: 'new', active: null, sort: 'name' };

const spec = (kept: boolean): ListFilterSpec<Query> => ({
  search: { placeholder: 'Search', testId: 'x-search' },
  segments: { key: 'status', kept, label: 'Status', testIdPrefix: 'x-segment', options: [{ value: 'new', label: 'New' }, { value: 'done', label: 'Done' }] },
  selects: [
    { key: 'active', label: 'Active', testId: 'x-active', options: [{ value: null, label: 'All' }, { value: true, label: 'Active' }] },
    { key: 'sort', sort: true, label: 'Sort', testId: 'x-sort', options: [{ value: 'name', label: 'Name' }, { value: 'newest', label: 'Newest' }] },
  ],
});

const filtered = (kept: boolean, query: Query) => isFilteredBy(spec(kept), INITIAL, query);

describe("a list page's declared filters", () => {
  it('count a search with text, a select off its opening value and a segment, but not an order or a kept view', () => {
    expect(filtered(false, INITIAL)).toBe(false);
    expect(filtered(false, { ...INITIAL, search: '  ' })).toBe(false);
    expect(filtered(false, { ...INITIAL, search: 'ali' })).toBe(true);
    expect(filtered(false, { ...INITIAL, active: false })).toBe(true);
    expect(filtered(false, { ...INITIAL, sort: 'newest' })).toBe(false);
    expect(filtered(false, { ...INITIAL, status: 'done' })).toBe(true);
    expect(filtered(true, { ...INITIAL, status: 'done' })).toBe(false);
  });

  it('clear back to the opening query, keeping a kept view where the admin left it', () => {
    const query: Query = { search: 'ali', status: 'done', active: true, sort: 'newest' };
    expect(clearedBy<Query>(spec(false), INITIAL, query)).toEqual(INITIAL);
    expect(clearedBy<Query>(spec(true), INITIAL, query)).toEqual({ ...INITIAL, status: 'done' });
  });
});

describe('a list query in the list protocol', () => {
  it('sends text trimmed and leaves out what is empty or every record', () => {
    expect(listFilter({ search: ' ali ', active: null, companyId: '', state: 'JHR', vip: false })).toEqual({ search: 'ali', state: 'JHR', vip: false });
    const params = new URLSearchParams(pageSearch({ search: '', active: true }, { name: 'asc' }, 3));
    expect(JSON.parse(params.get('filter') ?? '')).toEqual({ active: true });
    expect(JSON.parse(params.get('sort') ?? '')).toEqual({ name: 'asc' });
    expect(JSON.parse(params.get('pagination') ?? '')).toEqual({ limit: 20, currentPage: 3 });
  });
});

const words = (language: string, namespace: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../src/app/locales', language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;

describe("a list's words", () => {
  it('are the kit\'s "Load more" and "Clear search and filters" unless the area says otherwise, in each language', async () => {
    const seen: Record<string, [string | undefined, string | undefined, string | undefined]> = {};
    for (const language of ['en-US', 'zh-CN', 'ms-MY']) {
      const i18n = i18next.createInstance();
      await i18n.init({
        lng: language,
        resources: { [language]: { companies: words(language, 'companies'), users: words(language, 'users'), kit: words(language, 'kit') } },
        ns: ['companies', 'users', 'kit'],
        interpolation: { escapeValue: false },
      });
      const kit = i18n.getFixedT(language, 'kit');
      const companies = gridWords(i18n.getFixedT(language, 'companies'), kit, 'list', true, '');
      const users = gridWords(i18n.getFixedT(language, 'users'), kit, 'list', true, '');
      seen[language] = [companies.loadMoreRetry, companies.clearFilters, users.clearFilters];
    }
    expect(seen).toEqual({
      'en-US': ['Load more', 'Clear search and filters', 'Show all users'],
      'zh-CN': ['加载更多', '清除搜索和筛选', '显示所有用户'],
      'ms-MY': ['Muat lagi', 'Kosongkan carian dan penapis', 'Tunjukkan semua pengguna'],
    });
  });
});
