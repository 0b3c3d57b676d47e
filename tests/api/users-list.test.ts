import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, listUrl, ROOT_EMAIL, type TestApp } from './helpers/test-app';
import { body, expectMessage, expectNoLeak } from './helpers/fixtures';
import { clearSetting, daysAgo, insertUsers, setSetting, tag, type SeededUser, type UserList } from './helpers/users';

describe.each(BACKENDS)('users list on %s', (backend) => {
  let t: TestApp;
  const tg = tag('list');
  // One row per state, all named after this run's tag so a search scopes every assertion to them.
  const names = { alpha: `${tg} Alpha`, bravo: `${tg} Bravo`, charlie: `${tg} Charlie`, delta: `${tg} Delta`, echo: `${tg} Echo`, foxtrot: `${tg} Foxtrot` };
  let u: Record<keyof typeof names, SeededUser>;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const now = Date.now();
    const [alpha, bravo, charlie, delta, echo, foxtrot] = await insertUsers(t.database.db, [
      { name: names.alpha, role: 'guest', email: `${tg}-alpha@stayops.test`, phone: '+60123450001', lastLoginAt: daysAgo(1, now), createdAt: daysAgo(200, now) },
      { name: names.bravo, role: 'agent', agentType: 'corporate', isVip: true, approvalStatus: 'pending', lastLoginAt: daysAgo(100, now), createdAt: daysAgo(199, now) },
      { name: names.charlie, role: 'rider', banned: true, lastLoginAt: null, createdAt: daysAgo(120, now) },
      { name: names.delta, role: 'buyer', approvalStatus: 'rejected', lastLoginAt: null, createdAt: daysAgo(2, now) },
      { name: names.echo, role: 'guest', lastLoginAt: daysAgo(40, now), createdAt: daysAgo(150, now) },
      { name: names.foxtrot, role: 'guest', deletedAt: new Date(now), createdAt: daysAgo(300, now) },
    ]);
    u = { alpha, bravo, charlie, delta, echo, foxtrot };
  });
  afterAll(async () => t?.close());

  const list = async (path: string, params: Parameters<typeof listUrl>[1] = {}) => {
    const res = await t.request({ method: 'GET', url: listUrl(path, params), token: t.rootToken });
    expect(res.statusCode, res.body).toBe(200);
    return body<UserList>(res);
  };
  /** Names (without the tag) of this run's users matching the filter, in the order returned. */
  const found = async (filter: object, sort?: object, path = '/api/users/aggregation') => {
    const b = await list(path, { filter: { search: tg, ...filter }, sort, pagination: { limit: 100 } });
    expect(b.totalCount).toBe(b.users.length);
    return b.users.map((x) => x.name.replace(`${tg} `, ''));
  };
  const set = (xs: string[]) => [...xs].sort();

  it('answers { totalCount, users } with the user fields', async () => {
    const b = await list('/api/users/aggregation', { filter: { search: u.alpha.accountNumber } });
    expect(Object.keys(b).sort()).toEqual(['totalCount', 'users']);
    expect(b.totalCount).toBe(1);
    expect(b.users[0]).toMatchObject({ id: u.alpha.id, accountNumber: u.alpha.accountNumber, role: 'guest', name: names.alpha, approvalStatus: 'approved', banned: false });
  });

  it('never lists administrators, and leaves deleted users out', async () => {
    expect((await list('/api/users/aggregation', { filter: { search: ROOT_EMAIL } })).totalCount).toBe(0);
    const all = await list('/api/users/aggregation', { pagination: { limit: 100 } });
    expect(all.users.map((x) => x.id)).not.toContain(t.rootId);
    expect(set(await found({}))).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
  });

  it('filters by role, approval status, banned, VIP, agent type and verification status', async () => {
    expect(await found({ role: 'agent' })).toEqual(['Bravo']);
    expect(set(await found({ role: 'guest' }))).toEqual(['Alpha', 'Echo']);
    expect(await found({ role: 'buyer' })).toEqual(['Delta']);
    expect(await found({ approvalStatus: 'pending' })).toEqual(['Bravo']);
    expect(await found({ approvalStatus: 'rejected' })).toEqual(['Delta']);
    expect(await found({ banned: true })).toEqual(['Charlie']);
    expect(set(await found({ banned: false }))).toEqual(['Alpha', 'Bravo', 'Delta', 'Echo']);
    expect(await found({ vip: true })).toEqual(['Bravo']);
    expect(await found({ agentType: 'corporate' })).toEqual(['Bravo']);
    expect(await found({ agentType: 'freelance' })).toEqual([]);
    expect(await found({ verificationStatus: 'pending' })).toEqual(['Charlie']);
    expect(await found({ role: 'rider', banned: false })).toEqual([]);
  });

  it('dormant: no sign-in for 90 days, or never signed in and made over 90 days ago', async () => {
    expect(set(await found({ dormant: true }))).toEqual(['Bravo', 'Charlie']);
    // Never signed in but only just made is not dormant (a NULL last sign-in must not drop out of either side).
    expect(set(await found({ dormant: false }))).toEqual(['Alpha', 'Delta', 'Echo']);
    expect(set(await found({}, undefined, '/api/users/dormant'))).toEqual(['Bravo', 'Charlie']);
    const dormant = await list('/api/users/dormant', { pagination: { limit: 100 } });
    expect(Object.keys(dormant).sort()).toEqual(['totalCount', 'users']);
  });

  it('dormant follows the global dormantAfterDays setting', async () => {
    await setSetting(t.database.db, 'dormantAfterDays', 30);
    try {
      expect(set(await found({ dormant: true }))).toEqual(['Bravo', 'Charlie', 'Echo']);
      expect(set(await found({}, undefined, '/api/users/dormant'))).toEqual(['Bravo', 'Charlie', 'Echo']);
      expect(set(await found({ dormant: false }))).toEqual(['Alpha', 'Delta']);
    } finally {
      await clearSetting(t.database.db, 'dormantAfterDays');
    }
    expect(set(await found({}, undefined, '/api/users/dormant'))).toEqual(['Bravo', 'Charlie']);
  });

  it('search matches name, email, phone and account number, case-insensitively', async () => {
    const by = async (search: string) => (await list('/api/users/aggregation', { filter: { search } })).users.map((x) => x.id);
    expect(await by(`${tg} BRAVO`.toUpperCase())).toEqual([u.bravo.id]);
    expect(await by(`${tg}-alpha@stayops`)).toEqual([u.alpha.id]);
    expect(await by('+60123450001')).toEqual([u.alpha.id]);
    expect(await by(u.echo.accountNumber)).toEqual([u.echo.id]);
    expect(await by(`${tg}%`)).toEqual([]);
  });

  it('sorts by name, creation date and last sign-in (never signed in last)', async () => {
    expect(await found({}, { name: 'asc' })).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
    expect(await found({}, { name: 'desc' })).toEqual(['Echo', 'Delta', 'Charlie', 'Bravo', 'Alpha']);
    expect(await found({}, { createdAt: 'asc' })).toEqual(['Alpha', 'Bravo', 'Echo', 'Charlie', 'Delta']);
    expect(await found({})).toEqual(['Delta', 'Charlie', 'Echo', 'Bravo', 'Alpha']);
    expect((await found({}, { lastLoginAt: 'desc' })).slice(0, 3)).toEqual(['Alpha', 'Echo', 'Bravo']);
    expect((await found({}, { lastLoginAt: 'asc' })).slice(0, 3)).toEqual(['Bravo', 'Echo', 'Alpha']);
    const page = await list('/api/users/aggregation', { filter: { search: tg }, sort: { name: 'asc' }, pagination: { limit: 2, currentPage: 2 } });
    expect(page.totalCount).toBe(5);
    expect(page.users.map((x) => x.name)).toEqual([names.charlie, names.delta]);
  });

  it('a bad filter or sort is a 400 naming the field', async () => {
    const bad = async (params: Parameters<typeof listUrl>[1], pattern: RegExp, path = '/api/users/aggregation') => {
      const res = await t.request({ method: 'GET', url: listUrl(path, params), token: t.rootToken });
      expectMessage(res, 400, pattern);
      expectNoLeak(res);
    };
    await bad({ filter: { role: 'admin' } }, /filter\.role/);
    await bad({ filter: { approvalStatus: 'maybe' } }, /filter\.approvalStatus/);
    await bad({ filter: { banned: 'yes' } }, /filter\.banned/);
    await bad({ filter: { vip: 1 } }, /filter\.vip/);
    await bad({ filter: { agentType: 'secret' } }, /filter\.agentType/);
    await bad({ filter: { dormant: 'true' } }, /filter\.dormant/);
    await bad({ filter: { verificationStatus: 'done' } }, /filter\.verificationStatus/);
    await bad({ filter: { password: 'x' } }, /filter.*password/);
    await bad({ sort: { email: 'asc' } }, /sort.*email/);
    await bad({ sort: { name: 'up' } }, /sort\.name/);
    await bad({ filter: { role: 'admin' } }, /filter\.role/, '/api/users/dormant');
  });

  describe('the /user-mgmt lists', () => {
    const legacy = async (path: string, extra: Record<string, string>) => {
      const q = new URLSearchParams({ ...extra, filter: JSON.stringify({ search: tg }), pagination: JSON.stringify({ limit: 100 }) });
      const res = await t.request({ method: 'GET', url: `${path}?${q}`, token: t.rootToken });
      expect(res.statusCode, res.body).toBe(200);
      return set(body<UserList>(res).users.map((x) => x.name.replace(`${tg} `, '')));
    };

    it('get-user-list?role= lists users of that role, all roles without it', async () => {
      expect(await legacy('/user-mgmt/get-user-list', { role: 'rider' })).toEqual(['Charlie']);
      expect(await legacy('/user-mgmt/get-user-list', { role: 'guest' })).toEqual(['Alpha', 'Echo']);
      expect(await legacy('/user-mgmt/get-user-list', {})).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
      expectMessage(await t.request({ method: 'GET', url: '/user-mgmt/get-user-list?role=admin', token: t.rootToken }), 400, /role/);
    });

    it('pending-verify-user: riders waiting for their identity check, others waiting for approval', async () => {
      expect(await legacy('/user-mgmt/pending-verify-user', { role: 'rider' })).toEqual(['Charlie']);
      expect(await legacy('/user-mgmt/pending-verify-user', { role: 'agent' })).toEqual(['Bravo']);
      expect(await legacy('/user-mgmt/pending-verify-user', { role: 'guest' })).toEqual([]);
      expect(await legacy('/user-mgmt/pending-verify-user', {})).toEqual(['Bravo']);
      expectMessage(await t.request({ method: 'GET', url: '/user-mgmt/pending-verify-user?role=nobody', token: t.rootToken }), 400, /role/);
    });

    it('pending-verify-user?role=guest lists guests whose approval is pending', async () => {
      const [pendingGuest] = await insertUsers(t.database.db, [{ name: `${tg} Golf`, role: 'guest', approvalStatus: 'pending' }]);
      try {
        expect(await legacy('/user-mgmt/pending-verify-user', { role: 'guest' })).toEqual(['Golf']);
      } finally {
        await t.request({ method: 'DELETE', url: `/api/account/${pendingGuest.id}`, token: t.rootToken });
      }
    });

    it('search-buyer finds buyers only, and needs a search', async () => {
      expect(await legacy('/user-mgmt/search-buyer', { search: tg })).toEqual(['Delta']);
      const res = await t.request({ method: 'GET', url: `/user-mgmt/search-buyer?search=${encodeURIComponent(names.alpha)}`, token: t.rootToken });
      expect(body<UserList>(res)).toEqual({ totalCount: 0, users: [] });
      const phone = await t.request({ method: 'GET', url: `/user-mgmt/search-buyer?search=${u.delta.accountNumber}`, token: t.rootToken });
      expect(body<UserList>(phone).users.map((x) => x.id)).toEqual([u.delta.id]);
      for (const q of ['', '?search=', '?search=%20%20']) {
        expectMessage(await t.request({ method: 'GET', url: `/user-mgmt/search-buyer${q}`, token: t.rootToken }), 400, /search/);
      }
    });
  });
});
