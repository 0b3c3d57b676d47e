import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog } from '@server/db/schema';
import { verifyPassword } from '@server/core/auth/passwords';
import { ALL_PERMISSION_CODES, P } from '@shared/permissions';
import { BACKENDS, createTestApp, listUrl, ROOT_EMAIL, ROOT_PASSWORD, type TestApp } from './helpers/test-app';
import {
  accountRow,
  body,
  expectFieldErrors,
  expectMessage,
  expectNoLeak,
  expectUnauthorized,
  insertBareAdmins,
  sessionsOf,
  uniqueEmail,
  type Administrator,
  type AdministratorList,
  type LoginResponse,
} from './helpers/fixtures';

const ADMIN_KEYS = ['accountNumber', 'active', 'createdAt', 'email', 'id', 'lastLoginAt', 'mustChangePassword', 'name', 'permissions', 'phone', 'updatedAt'];
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

// Inserted in this order, so createdAt ascends A, B, C, D, E.
const FIXTURES = [
  { name: 'Qx Aminah Rahman', email: 'a.r@qx-list.test', permissions: [4] },
  { name: 'Qx Bakar Ismail', email: 'bk@qx-list.test', permissions: [4] },
  { name: 'Qx_Chong Wei', email: 'cw@qx-list.test', permissions: [8], active: false },
  { name: 'Qx Devi 100%', email: 'dv@qx-list.test', permissions: [] },
  { name: 'Qx Ethan Lim', email: 'el@qx-list.test', permissions: [4, 8] },
];

describe.each(BACKENDS)('admin management on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await insertBareAdmins(t.database.db, FIXTURES);
  });
  afterAll(async () => t?.close());

  const list = async (params: Parameters<typeof listUrl>[1]) => {
    const res = await t.request({ method: 'GET', url: listUrl('/api/administrators/aggregation', params), token: t.rootToken });
    expect(res.statusCode, res.body).toBe(200);
    return body<AdministratorList>(res);
  };
  const names = (l: AdministratorList) => l.administrators.map((a) => a.name);
  const post = (url: string, payload: object, token = t.rootToken) => t.request({ method: 'POST', url, payload, token });
  const patch = (id: string, payload: object, token = t.rootToken) => t.request({ method: 'PATCH', url: `/api/administrators/${id}`, payload, token });
  const auditCount = async () => Number((await t.database.db.select({ n: count() }).from(auditLog))[0].n);

  describe('list', () => {
    it('answers { totalCount, administrators } without any secret', async () => {
      const res = await t.request({ method: 'GET', url: '/api/administrators/aggregation', token: t.rootToken });
      expect(res.statusCode).toBe(200);
      expectNoLeak(res);
      const l = body<AdministratorList>(res);
      expect(Object.keys(l).sort()).toEqual(['administrators', 'totalCount']);
      expect(l.totalCount).toBe(6);
      expect(Object.keys(l.administrators[0]).sort()).toEqual(ADMIN_KEYS);
    });

    it('searches name and email, case-insensitively', async () => {
      expect(names(await list({ filter: { search: 'ISMAIL' } }))).toEqual(['Qx Bakar Ismail']);
      expect(names(await list({ filter: { search: 'BK@QX' } }))).toEqual(['Qx Bakar Ismail']);
      expect((await list({ filter: { search: 'root@STAYOPS' } })).administrators.map((a) => a.email)).toEqual([ROOT_EMAIL]);
      expect((await list({ filter: { search: 'qx-list.test' } })).totalCount).toBe(5);
      expect((await list({ filter: { search: 'no such admin' } })).totalCount).toBe(0);
    });

    it('matches % and _ in a search literally', async () => {
      expect(names(await list({ filter: { search: '%' } }))).toEqual(['Qx Devi 100%']);
      expect(names(await list({ filter: { search: '_' } }))).toEqual(['Qx_Chong Wei']);
      expect(names(await list({ filter: { search: 'Qx_' } }))).toEqual(['Qx_Chong Wei']);
    });

    it('filters by permission and by active', async () => {
      expect(names(await list({ filter: { search: 'qx-list', permission: 8 } })).sort()).toEqual(['Qx Ethan Lim', 'Qx_Chong Wei']);
      expect(names(await list({ filter: { search: 'qx-list', permission: 4 }, sort: { name: 'asc' } }))).toEqual([
        'Qx Aminah Rahman',
        'Qx Bakar Ismail',
        'Qx Ethan Lim',
      ]);
      expect(names(await list({ filter: { active: false } }))).toEqual(['Qx_Chong Wei']);
      expect((await list({ filter: { active: true } })).totalCount).toBe(5);
      // The root admin holds every code.
      expect((await list({ filter: { permission: P.credit.approve } })).administrators.map((a) => a.id)).toEqual([t.rootId]);
    });

    it('sorts by name and by creation date, both ways', async () => {
      const filter = { search: 'qx-list', active: true };
      const byName = ['Qx Aminah Rahman', 'Qx Bakar Ismail', 'Qx Devi 100%', 'Qx Ethan Lim'];
      expect(names(await list({ filter, sort: { name: 'asc' } }))).toEqual(byName);
      expect(names(await list({ filter, sort: { name: 'desc' } }))).toEqual([...byName].reverse());
      expect(names(await list({ filter, sort: { name: -1 } }))).toEqual([...byName].reverse());
      const created = ['Qx Aminah Rahman', 'Qx Bakar Ismail', 'Qx_Chong Wei', 'Qx Devi 100%', 'Qx Ethan Lim'];
      expect(names(await list({ filter: { search: 'qx-list' }, sort: { createdAt: 'asc' } }))).toEqual(created);
      expect(names(await list({ filter: { search: 'qx-list' }, sort: { createdAt: 'desc' } }))).toEqual([...created].reverse());
      // Newest first by default.
      expect(names(await list({ filter: { search: 'qx-list' } }))).toEqual([...created].reverse());
    });

    it('pages with limit and currentPage, totalCount staying the total', async () => {
      const base = { filter: { search: 'qx-list' }, sort: { createdAt: 'asc' } };
      const pages = [];
      for (const currentPage of [1, 2, 3, 4]) pages.push(await list({ ...base, pagination: { limit: 2, currentPage } }));
      expect(pages.map((p) => p.totalCount)).toEqual([5, 5, 5, 5]);
      expect(pages.map(names)).toEqual([
        ['Qx Aminah Rahman', 'Qx Bakar Ismail'],
        ['Qx_Chong Wei', 'Qx Devi 100%'],
        ['Qx Ethan Lim'],
        [],
      ]);
    });
  });

  describe('detail', () => {
    it('returns one admin, 404 for an unknown id and 400 for a malformed one', async () => {
      const res = await t.request({ method: 'GET', url: `/api/administrators/${t.rootId}`, token: t.rootToken });
      expect(res.statusCode).toBe(200);
      expectNoLeak(res);
      const a = body<Administrator>(res);
      expect(Object.keys(a).sort()).toEqual(ADMIN_KEYS);
      expect(a).toMatchObject({ id: t.rootId, email: ROOT_EMAIL, active: true, phone: null });
      expectMessage(await t.request({ method: 'GET', url: `/api/administrators/${MISSING_ID}`, token: t.rootToken }), 404, /not found/i);
      expectFieldErrors(await t.request({ method: 'GET', url: '/api/administrators/12345', token: t.rootToken }), ['params.id']);
    });
  });

  describe('create', () => {
    it('creates an admin with a lower-cased email and sorted unique codes, never echoing the password', async () => {
      const password = 'Secret-Create-Pass-9';
      const res = await post('/api/administrators', { name: '  Nur Aisyah ', email: 'Nur.Aisyah@Example.COM', phone: '+60123456789', password, permissions: [8, 4, 4, 5] });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.body).not.toContain(password);
      expectNoLeak(res);
      const a = body<Administrator>(res);
      expect(a).toMatchObject({ name: 'Nur Aisyah', email: 'nur.aisyah@example.com', phone: '+60123456789', permissions: [4, 5, 8], active: true, mustChangePassword: false });
      const row = await accountRow(t.database.db, a.id);
      expect(row).toMatchObject({ kind: 'admin', email: 'nur.aisyah@example.com', permissions: [4, 5, 8] });
      expect(row.passwordHash).not.toContain(password);
      expect(await verifyPassword(password, row.passwordHash)).toBe(true);
      const login = await t.login('nur.aisyah@example.com', password);
      expect(login.statusCode).toBe(200);
      expect(body<LoginResponse>(login).admin.permissions).toEqual([4, 5, 8]);
    });

    it('refuses a duplicate email in any case with 409', async () => {
      expectMessage(await post('/api/administrators', { name: 'Copy', email: ROOT_EMAIL.toUpperCase(), password: 'long-enough-pass' }), 409);
      const [{ n }] = await t.database.db.select({ n: count() }).from(accounts).where(eq(accounts.email, ROOT_EMAIL));
      expect(Number(n)).toBe(1);
    });

    it('names every bad field and creates nothing', async () => {
      const email = uniqueEmail('never');
      expectFieldErrors(await post('/api/administrators', { name: '', email: 'not-an-email', password: 'short', phone: '+60123' }), ['name', 'email', 'password', 'phone']);
      expectFieldErrors(await post('/api/administrators', { name: 'Bad Code', email, password: 'long-enough-pass', permissions: [4, 999] }), ['permissions.1']);
      expectFieldErrors(await post('/api/administrators', { name: 'No Password', email }), ['password']);
      const [{ n }] = await t.database.db.select({ n: count() }).from(accounts).where(eq(accounts.email, email));
      expect(Number(n)).toBe(0);
    });
  });

  describe('update', () => {
    it('changes name and phone, and clears the phone with null', async () => {
      const a = await t.adminWith([4]);
      const before = await accountRow(t.database.db, a.id);
      const res = await patch(a.id, { name: 'Siti Renamed', phone: '+60 12-345 6780' });
      expect(res.statusCode, res.body).toBe(200);
      expect(body<Administrator>(res)).toMatchObject({ id: a.id, name: 'Siti Renamed', phone: '+60 12-345 6780', email: a.email });
      const row = await accountRow(t.database.db, a.id);
      expect(row).toMatchObject({ name: 'Siti Renamed', phone: '+60 12-345 6780', permissions: [4], active: true });
      expect(row.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
      expect(body<Administrator>(await patch(a.id, { phone: null })).phone).toBeNull();
      expectFieldErrors(await patch(a.id, { phone: '+60123' }), ['phone']);
      expectFieldErrors(await patch(a.id, {}), ['body']);
      expectMessage(await patch(MISSING_ID, { name: 'Nobody' }), 404);
      expect((await accountRow(t.database.db, a.id)).phone).toBeNull();
    });

    it('deactivating ends their sessions and sign-in; reactivating allows sign-in again', async () => {
      const a = await t.adminWith([4], { password: 'deactivate-me-1' });
      const res = await patch(a.id, { active: false });
      expect(res.statusCode).toBe(200);
      expect(body<Administrator>(res).active).toBe(false);
      expectUnauthorized(await t.request({ method: 'GET', url: '/api/account/admin', token: a.token }));
      const s = await sessionsOf(t.database.db, a.id);
      expect(s.every((x) => x.revokedAt && x.revokedReason === 'deactivated')).toBe(true);
      expect((await t.login(a.email, 'deactivate-me-1')).statusCode).toBe(401);
      expect(body<Administrator>(await patch(a.id, { active: true })).active).toBe(true);
      expect((await t.login(a.email, 'deactivate-me-1')).statusCode).toBe(200);
    });

  });

  describe('who may change an admin', () => {
    const profileOf = async (token: string) => body<{ permissions: number[] }>(await t.request({ method: 'GET', url: '/api/account/admin', token }));

    it('no admin may change their own codes, not even the first admin; nothing changes and their token keeps working', async () => {
      const editor = await t.adminWith([P.admin.edit]);
      const before = await auditCount();
      const res = await post('/user-mgmt/change-admin-permission', { id: editor.id, permissions: [...ALL_PERMISSION_CODES] }, editor.token);
      expectMessage(res, 403, /your own permissions/i);
      expect((await accountRow(t.database.db, editor.id)).permissions).toEqual([P.admin.edit]);
      expect((await profileOf(editor.token)).permissions).toEqual([P.admin.edit]);
      expectMessage(await post('/user-mgmt/change-admin-permission', { id: t.rootId, permissions: [P.admin.view] }), 403, /your own permissions/i);
      expect((await accountRow(t.database.db, t.rootId)).permissions).toHaveLength(68);
      expect(await auditCount()).toBe(before);
    });

    it('no admin may grant a code they do not hold, to another admin or to a new one', async () => {
      const granter = await t.adminWith([P.admin.create, P.admin.edit, P.user.view]);
      const other = await t.adminWith([]);
      expectMessage(await post('/user-mgmt/change-admin-permission', { id: other.id, permissions: [P.user.view, P.user.approve] }, granter.token), 403, /do not hold/i);
      expect((await accountRow(t.database.db, other.id)).permissions).toEqual([]);
      const email = uniqueEmail('over-granted');
      expectMessage(await post('/api/administrators', { name: 'Over Granted', email, password: 'long-enough-pass', permissions: [...ALL_PERMISSION_CODES] }, granter.token), 403, /do not hold/i);
      expect((await t.database.db.select().from(accounts).where(eq(accounts.email, email))).length).toBe(0);
      // What they hold they may hand on.
      expect((await post('/user-mgmt/change-admin-permission', { id: other.id, permissions: [P.user.view] }, granter.token)).statusCode).toBe(200);
      expect((await post('/api/administrators', { name: 'Fairly Granted', email, password: 'long-enough-pass', permissions: [P.user.view] }, granter.token)).statusCode).toBe(201);
    });

    it('no admin may reset, deactivate, edit or re-permission an admin holding a code they lack', async () => {
      const editor = await t.adminWith([P.admin.edit, P.user.view]);
      const strong = await t.adminWith([P.admin.edit, P.user.view, P.user.approve], { password: 'strong-admin-pass-1' });
      const before = await accountRow(t.database.db, strong.id);
      const audits = await auditCount();
      for (const res of [
        await post('/user-mgmt/reset-user-password', { id: strong.id }, editor.token),
        await post('/user-mgmt/reset-user-password', { id: t.rootId }, editor.token),
        await patch(strong.id, { active: false }, editor.token),
        await patch(strong.id, { name: 'Taken Over' }, editor.token),
        await patch(t.rootId, { phone: '+60123456789' }, editor.token),
        await post('/user-mgmt/change-admin-permission', { id: strong.id, permissions: [P.admin.edit] }, editor.token),
      ]) {
        expectMessage(res, 403, /permissions you do not have/i);
        expect(res.body).not.toContain('temporaryPassword');
      }
      expect(await accountRow(t.database.db, strong.id)).toEqual(before);
      expect(await auditCount()).toBe(audits);
      expect((await profileOf(strong.token)).permissions).toEqual([P.admin.edit, P.user.view, P.user.approve]);
      expect((await t.login(strong.email, 'strong-admin-pass-1')).statusCode).toBe(200);

      // An admin whose codes are all among the editor's own is theirs to manage.
      const weaker = await t.adminWith([P.user.view]);
      expect((await patch(weaker.id, { name: 'Renamed By Peer' }, editor.token)).statusCode).toBe(200);
      expect((await post('/user-mgmt/reset-user-password', { id: weaker.id }, editor.token)).statusCode).toBe(200);
      expect((await patch(weaker.id, { active: false }, editor.token)).statusCode).toBe(200);
    });

    it('an admin cannot deactivate themselves', async () => {
      expectMessage(await patch(t.rootId, { active: false }), 403, /your own account/i);
      expect((await accountRow(t.database.db, t.rootId)).active).toBe(true);
    });
  });

  describe('the last active admin who can manage admins (codes 0 and 2)', () => {
    const managers = async () =>
      (
        await t.database.db
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(eq(accounts.kind, 'admin'), eq(accounts.active, true), sql`${accounts.permissions} @> ARRAY[0, 2]::integer[]`))
      ).map((r) => r.id);

    it('another holder of code 0 may lose it while the root admin keeps it', async () => {
      const other = await t.adminWith([0, 2]);
      const res = await post('/user-mgmt/change-admin-permission', { id: other.id, permissions: [2] });
      expect(res.statusCode).toBe(200);
      expect((await patch(other.id, { active: false })).statusCode).toBe(200);
    });

    it('two managers taking code 2 from each other at the same moment leave one of them holding it', async () => {
      const a = await t.adminWith([...ALL_PERMISSION_CODES]);
      const b = await t.adminWith([...ALL_PERMISSION_CODES]);
      // Only a and b may manage admins now.
      const demoted = await post('/user-mgmt/change-admin-permission', { id: t.rootId, permissions: ALL_PERMISSION_CODES.filter((c) => c !== P.admin.edit) }, a.token);
      expect(demoted.statusCode, demoted.body).toBe(200);
      try {
        expect((await managers()).sort()).toEqual([a.id, b.id].sort());
        const withoutEdit = ALL_PERMISSION_CODES.filter((c) => c !== P.admin.edit);
        const results = await Promise.all([
          post('/user-mgmt/change-admin-permission', { id: b.id, permissions: withoutEdit }, a.token),
          post('/user-mgmt/change-admin-permission', { id: a.id, permissions: withoutEdit }, b.token),
        ]);
        expect(results.map((r) => r.statusCode).filter((s) => s === 200), results.map((r) => r.body).join(' | ')).toHaveLength(1);
        const refused = results.find((r) => r.statusCode !== 200)!;
        expect([401, 403, 409]).toContain(refused.statusCode);
        expect(await managers()).toHaveLength(1);
      } finally {
        // Give the first admin back what the other tests expect it to hold.
        await t.database.db.update(accounts).set({ permissions: [...ALL_PERMISSION_CODES] }).where(eq(accounts.id, t.rootId));
        t.rootToken = body<LoginResponse>(await t.login(ROOT_EMAIL, ROOT_PASSWORD)).token;
      }
    });
  });

  describe('change-admin-permission', () => {
    it('sets the codes de-duplicated and sorted, and ends the target’s sessions', async () => {
      const a = await t.adminWith([4]);
      const res = await post('/user-mgmt/change-admin-permission', { id: a.id, permissions: [12, 8, 12, 9] });
      expect(res.statusCode, res.body).toBe(200);
      expect(body<Administrator>(res).permissions).toEqual([8, 9, 12]);
      expect((await accountRow(t.database.db, a.id)).permissions).toEqual([8, 9, 12]);
      expectUnauthorized(await t.request({ method: 'GET', url: '/api/account/admin', token: a.token }));
      expect((await sessionsOf(t.database.db, a.id)).map((s) => s.revokedReason)).toEqual(['permissions changed']);
      const login = await t.login(a.email, 'test-password-123');
      expect(body<LoginResponse>(login).admin.permissions).toEqual([8, 9, 12]);
    });

    it('rejects unknown codes, malformed and unknown ids', async () => {
      const a = await t.adminWith([4]);
      expectFieldErrors(await post('/user-mgmt/change-admin-permission', { id: a.id, permissions: [999] }), ['permissions.0']);
      expectFieldErrors(await post('/user-mgmt/change-admin-permission', { id: 'nope', permissions: [4] }), ['id']);
      expectMessage(await post('/user-mgmt/change-admin-permission', { id: MISSING_ID, permissions: [4] }), 404);
      expect((await accountRow(t.database.db, a.id)).permissions).toEqual([4]);
    });
  });

  describe('check-email-available', () => {
    it('answers { available } case-insensitively and rejects a malformed email', async () => {
      expect((await post('/user-mgmt/check-email-available', { email: ROOT_EMAIL })).json()).toEqual({ available: false });
      expect((await post('/user-mgmt/check-email-available', { email: ' Root@StayOps.TEST ' })).json()).toEqual({ available: false });
      expect((await post('/user-mgmt/check-email-available', { email: 'free.one@stayops.test' })).json()).toEqual({ available: true });
      expectFieldErrors(await post('/user-mgmt/check-email-available', { email: 'nope' }), ['email']);
    });
  });

  describe('reset-user-password', () => {
    it('returns a temporary password that signs in and must be changed; the old password and tokens stop working', async () => {
      const a = await t.adminWith([4], { password: 'old-password-123' });
      const res = await post('/user-mgmt/reset-user-password', { id: a.id });
      expect(res.statusCode, res.body).toBe(200);
      const b = body<{ temporaryPassword: string; message: string }>(res);
      expect(Object.keys(b).sort()).toEqual(['message', 'temporaryPassword']);
      expect(b.temporaryPassword.length).toBeGreaterThanOrEqual(10);
      expectUnauthorized(await t.request({ method: 'GET', url: '/api/account/admin', token: a.token }));
      expect((await sessionsOf(t.database.db, a.id)).map((s) => s.revokedReason)).toEqual(['password reset']);
      expect((await t.login(a.email, 'old-password-123')).statusCode).toBe(401);
      const login = await t.login(a.email, b.temporaryPassword);
      expect(login.statusCode).toBe(200);
      expect(body<LoginResponse>(login).admin.mustChangePassword).toBe(true);
      expect((await accountRow(t.database.db, a.id)).mustChangePassword).toBe(true);
      expectMessage(await post('/user-mgmt/reset-user-password', { id: MISSING_ID }), 404);
    });
  });
});
