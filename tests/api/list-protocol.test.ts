import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeListParams } from '@shared/list-params';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { body, expectMessage, expectNoLeak, insertBareAdmins, type AdministratorList, type AuditList } from './helpers/fixtures';

const ADMINS = '/api/administrators/aggregation';
const LISTS = [ADMINS, '/api/audit'];

describe.each(BACKENDS)('list protocol on %s', (backend) => {
  let t: TestApp;
  let newestFirst: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(backend);
    // Root plus 11 more: one more than a default page.
    const ids = await insertBareAdmins(
      t.database.db,
      Array.from({ length: 11 }, (_, i) => ({ name: `Lp Admin ${String(i).padStart(2, '0')}`, email: `lp${i}@list.test` })),
    );
    newestFirst = [...ids].reverse();
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.request({ method: 'GET', url, token: t.rootToken });
  const raw = (path: string, query: string) => get(`${path}?${query}`);
  const bad = async (url: string, pattern: RegExp) => {
    const res = await get(url);
    expectMessage(res, 400, pattern);
    expectNoLeak(res);
  };

  it('defaults to limit 10, page 1, newest first', async () => {
    const first = body<AdministratorList>(await get(ADMINS));
    expect(first.totalCount).toBe(12);
    expect(first.administrators.map((a) => a.id)).toEqual(newestFirst.slice(0, 10));
    const second = body<AdministratorList>(await get(listUrl(ADMINS, { pagination: { currentPage: 2 } })));
    expect(second.totalCount).toBe(12);
    expect(second.administrators.map((a) => a.id)).toEqual([...newestFirst.slice(10), t.rootId]);
    const five = body<AdministratorList>(await get(listUrl(ADMINS, { pagination: { limit: 5 } })));
    expect(five.administrators.map((a) => a.id)).toEqual(newestFirst.slice(0, 5));
  });

  it('accepts limit 100 and an empty param as the default', async () => {
    const res = await get(listUrl(ADMINS, { pagination: { limit: 100, currentPage: 1 } }));
    expect(body<AdministratorList>(res).administrators).toHaveLength(12);
    const empty = await raw(ADMINS, 'filter=&sort=&pagination=');
    expect(empty.statusCode).toBe(200);
    expect(body<AdministratorList>(empty).administrators).toHaveLength(10);
  });

  it('understands the query string the shared client codec writes', async () => {
    const q = encodeListParams({
      filter: { search: 'lp admin 0', active: true, permission: undefined },
      sort: { name: 'desc' },
      pagination: { limit: 3, currentPage: 1 },
      fields: ['id', 'name'],
    });
    const res = await raw(ADMINS, q);
    expect(res.statusCode, res.body).toBe(200);
    const l = body<AdministratorList>(res);
    expect(l.totalCount).toBe(10);
    expect(l.administrators.map((a) => a.name)).toEqual(['Lp Admin 09', 'Lp Admin 08', 'Lp Admin 07']);
  });

  describe.each(LISTS)('on %s', (path) => {
    it.each(['filter', 'sort', 'pagination'])('malformed JSON in %s is a 400 naming it', async (param) => {
      await bad(`${path}?${param}=${encodeURIComponent('{"a":')}`, new RegExp(`^${param}\\b`));
      await bad(`${path}?${param}=${encodeURIComponent('[1,2]')}`, new RegExp(`^${param}\\b`));
      await bad(`${path}?${param}=${encodeURIComponent('"text"')}`, new RegExp(`^${param}\\b`));
    });

    it('an unknown filter or sort field is a 400 naming the field', async () => {
      await bad(listUrl(path, { filter: { nickname: 'x' } }), /filter.*"nickname"/);
      await bad(listUrl(path, { sort: { email: 'asc' } }), /sort.*"email"/);
      await bad(listUrl(path, { pagination: { offset: 5 } }), /pagination.*"offset"/);
    });

    it('limit must be 1 to 100 and currentPage at least 1, whole numbers', async () => {
      await bad(listUrl(path, { pagination: { limit: 101 } }), /limit.*100/);
      await bad(listUrl(path, { pagination: { limit: 0 } }), /limit/);
      await bad(listUrl(path, { pagination: { limit: -5 } }), /limit/);
      await bad(listUrl(path, { pagination: { limit: 2.5 } }), /limit/);
      await bad(listUrl(path, { pagination: { limit: '10' } }), /limit/);
      await bad(listUrl(path, { pagination: { currentPage: 0 } }), /currentPage/);
      await bad(listUrl(path, { pagination: { currentPage: -1 } }), /currentPage/);
      await bad(listUrl(path, { pagination: { currentPage: 1.5 } }), /currentPage/);
      await bad(listUrl(path, { pagination: { currentPage: 1e20 } }), /currentPage must be at most/);
      await bad(listUrl(path, { pagination: { limit: null } }), /limit/);
    });

    it('a repeated param is a 400 naming it', async () => {
      const res = await raw(path, 'filter=%7B%7D&filter=%7B%7D');
      expectMessage(res, 400, /filter/);
    });
  });

  it('sort order must be asc, desc, 1 or -1', async () => {
    await bad(listUrl(ADMINS, { sort: { name: 'up' } }), /sort\.name/);
    await bad(listUrl(ADMINS, { sort: { name: 2 } }), /sort\.name/);
    const asc = body<AdministratorList>(await get(listUrl(ADMINS, { filter: { search: 'lp admin' }, sort: { name: 1 }, pagination: { limit: 2 } })));
    expect(asc.administrators.map((a) => a.name)).toEqual(['Lp Admin 00', 'Lp Admin 01']);
  });

  it('filter values are checked against the list’s schema, naming the field', async () => {
    await bad(listUrl(ADMINS, { filter: { permission: '4' } }), /filter\.permission/);
    await bad(listUrl(ADMINS, { filter: { active: 'yes' } }), /filter\.active/);
    await bad(listUrl(ADMINS, { filter: { search: 'x'.repeat(101) } }), /filter\.search/);
    await bad(listUrl('/api/audit', { filter: { entityId: 42 } }), /filter\.entityId/);
  });

  it('the audit list answers { totalCount, entries }', async () => {
    const res = await get(listUrl('/api/audit', { pagination: { limit: 1 } }));
    expect(res.statusCode).toBe(200);
    const l = body<AuditList>(res);
    expect(Object.keys(l).sort()).toEqual(['entries', 'totalCount']);
    expect(l.entries).toHaveLength(1);
    expect(l.totalCount).toBeGreaterThanOrEqual(1);
  });
});
