import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, files } from '@server/db/schema';
import { createSession } from '@server/core/auth/sessions';
import { ALL_PERMISSION_CODES, P } from '@shared/permissions';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app';
import { accountRow, body, expectMessage, expectUnauthorized, insertBareAdmins, uniqueEmail } from './helpers/fixtures';
import type { AreaRouteCases, Ctx, RouteCase } from './helpers/route-cases';
import { createOwner, ownerSession } from './helpers/portfolio';
import { countRows, insertUser } from './helpers/users';

/** Every area's rows, from tests/api/permissions/<area>.cases.ts: a new area adds its file, not a line here. */
const AREAS = Object.values(import.meta.glob<{ default: AreaRouteCases }>('./permissions/*.cases.ts', { eager: true })).map((m) => m.default);
const ROUTES = AREAS.flatMap((a) => a.routes);
/** Routes any signed-in admin may call, whatever codes they hold, and no owner. */
const ANY_ADMIN_ROUTES = AREAS.flatMap((a) => a.anyAdmin ?? []);
/** Routes any signed-in account may call, and routes that need no sign-in at all. */
const SIGNED_IN_ONLY = AREAS.flatMap((a) => a.signedInOnly ?? []);
const PUBLIC = AREAS.flatMap((a) => a.public ?? []);
/** Every code a route asks for: an admin holding exactly it, and one holding every other code. */
const CODES = [...new Set(ROUTES.map((r) => r.code))].sort((a, b) => a - b);

describe.each(BACKENDS)('permission gate on %s', (backend) => {
  let t: TestApp;
  const exact = new Map<number, string>();
  /** Who holds exactly each code: a route only its maker may use (cancel a credit request) acts on their record. */
  const exactIds = new Map<number, string>();
  const lacking = new Map<number, string>();
  let noCodes: string;

  /**
   * A signed-in admin holding exactly these codes, made straight in the database with a session of its own: no
   * password to hash or sign in with (two scrypt runs each, for some fifty admins, would be most of this file's setup).
   */
  async function holding(permissions: number[]): Promise<{ id: string; token: string }> {
    const [id] = await insertBareAdmins(t.database.db, [{ name: 'Permission Holder', email: uniqueEmail('holder'), permissions }]);
    return { id, token: await createSession(t.database.db, id, 1) };
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const code of CODES) {
      const holder = await holding([code]);
      exact.set(code, holder.token);
      exactIds.set(code, holder.id);
      lacking.set(code, (await holding(ALL_PERMISSION_CODES.filter((c) => c !== code))).token);
    }
    noCodes = (await holding([])).token;
  });
  afterAll(async () => t?.close());

  // Holds no code, so an admin holding only the route's code may act on it (a stronger admin is refused: administrators.test.ts).
  const targetAdmin = async () => (await insertBareAdmins(t.database.db, [{ name: 'Permission Target', email: uniqueEmail('target'), permissions: [] }]))[0];
  const auditCount = async () => Number((await t.database.db.select({ n: count() }).from(auditLog))[0].n);
  /** A fresh admin and platform user to act on, and whatever else the route needs. */
  async function context(route: RouteCase): Promise<Ctx> {
    const ctx: Ctx = { t, target: await targetAdmin(), user: await insertUser(t.database.db, route.user ?? { role: 'rider', approvalStatus: 'pending' }), extra: { caller: exactIds.get(route.code)! } };
    if (route.prepare) await route.prepare(ctx);
    return ctx;
  }
  /** Everything a refused call must leave as it was. */
  const snapshot = async (ctx: Ctx) => ({
    target: await accountRow(t.database.db, ctx.target),
    user: await accountRow(t.database.db, ctx.user.id),
    audits: await auditCount(),
    accounts: await countRows(t.database.db, accounts),
    files: await countRows(t.database.db, files),
  });

  it('the table covers every route in the OpenAPI document', async () => {
    const doc = body<{ paths: Record<string, Record<string, unknown>> }>(await t.request({ method: 'GET', url: '/api/docs' }));
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    const known = new Set([...[...ROUTES, ...ANY_ADMIN_ROUTES].map((r) => `${r.method} ${r.path}`), ...SIGNED_IN_ONLY, ...PUBLIC]);
    expect(documented.sort()).toEqual([...known].sort());
  });

  describe.each(ROUTES)('$method $path (code $code)', (route) => {
    it('is 401 Unauthorized without a valid token, and changes nothing', async () => {
      const ctx = await context(route);
      const before = await snapshot(ctx);
      const { url, payload, headers } = route.request(ctx);
      expectUnauthorized(await t.request({ method: route.method, url, payload, headers }));
      expectUnauthorized(await t.request({ method: route.method, url, payload, headers, token: 'not-a-real-token' }));
      expect(await snapshot(ctx)).toEqual(before);
    });

    it('is 403 { message } for an admin holding every code but this one, and changes nothing', async () => {
      const ctx = await context(route);
      const before = await snapshot(ctx);
      const { url, payload, headers } = route.request(ctx);
      for (const token of [lacking.get(route.code)!, noCodes]) {
        const res = await t.request({ method: route.method, url, payload, headers, token });
        expectMessage(res, 403, /permission/i);
        expect(Object.keys(res.json() as object)).toEqual(['message']);
      }
      expect(await snapshot(ctx)).toEqual(before);
      await route.refused?.(ctx);
    });

    it(`succeeds for an admin holding exactly code ${route.code}`, async () => {
      const ctx = await context(route);
      const { url, payload, headers } = route.request(ctx);
      const res = await t.request({ method: route.method, url, payload, headers, token: exact.get(route.code)! });
      expect(res.statusCode, res.body).toBe(route.okStatus);
      await route.done(ctx, res);
    });
  });

  describe.each(ANY_ADMIN_ROUTES)('$method $path (any admin, no owner)', (route) => {
    it('is 401 without a token, 403 for an owner (changing nothing), and succeeds for an admin holding no code', async () => {
      const ctx = await context({ ...route, code: -1 });
      const { url, payload, headers } = route.request(ctx);
      expectUnauthorized(await t.request({ method: route.method, url, payload, headers }));
      const owner = await createOwner(t);
      const ownerToken = await ownerSession(t, owner.id, owner.email!);
      const before = await snapshot(ctx);
      expectMessage(await t.request({ method: route.method, url, payload, headers, token: ownerToken }), 403, /permission/i);
      expect(await snapshot(ctx)).toEqual(before);
      const res = await t.request({ method: route.method, url, payload, headers, token: noCodes });
      expect(res.statusCode, res.body).toBe(route.okStatus);
      await route.done(ctx, res);
    });
  });

  it('routes for any signed-in account need a token but no code', async () => {
    expectUnauthorized(await t.request({ method: 'GET', url: '/api/account/admin' }));
    expectUnauthorized(await t.request({ method: 'POST', url: '/api/auth/logout' }));
    expectUnauthorized(await t.request({ method: 'GET', url: '/api/approvals' }));
    expectUnauthorized(await t.request({ method: 'POST', url: '/api/auth/change-password', payload: { currentPassword: 'x', newPassword: 'long-enough-pw' } }));
    const me = await t.request({ method: 'GET', url: '/api/account/admin', token: noCodes });
    expect(me.statusCode).toBe(200);
    expect((me.json() as { permissions: number[] }).permissions).toEqual([]);
    const inbox = await t.request({ method: 'GET', url: '/api/approvals', token: noCodes });
    expect(inbox.json()).toEqual({ counts: {}, totalCount: 0, items: [] });
  });

  it('reset-user-password needs the code for whose password it is: 6 for a user, 2 for an admin; never an owner (Owners, 22)', async () => {
    const userEditor = await t.adminWith([P.user.edit]);
    const adminEditor = await t.adminWith([P.admin.edit]);
    const admin = await targetAdmin();
    const user = await insertUser(t.database.db, { role: 'guest' });
    const owner = await insertUser(t.database.db, { role: 'owner' });
    const reset = (id: string, token: string) => t.request({ method: 'POST', url: '/user-mgmt/reset-user-password', token, payload: { id } });
    const before = await snapshot({ t, target: admin, user, extra: {} });
    const ownerBefore = await snapshot({ t, target: admin, user: owner, extra: {} });
    expectMessage(await reset(admin, userEditor.token), 403, /permission/i);
    expectMessage(await reset(user.id, adminEditor.token), 403, /permission/i);
    expectMessage(await reset(owner.id, userEditor.token), 403, /owner.*Owners/);
    expectMessage(await reset(owner.id, t.rootToken), 403, /owner.*Owners/);
    expect(await snapshot({ t, target: admin, user, extra: {} })).toEqual(before);
    expect(await snapshot({ t, target: admin, user: owner, extra: {} })).toEqual(ownerBefore);
    expect((await reset(user.id, userEditor.token)).statusCode).toBe(200);
    expect((await reset(admin, adminEditor.token)).statusCode).toBe(200);
  });

  it('reset-user-password tells a caller without either code nothing: 403 for a real id and an unknown one alike', async () => {
    const viewer = await t.adminWith([P.admin.view, P.user.view]);
    const reset = (id: string, token: string) => t.request({ method: 'POST', url: '/user-mgmt/reset-user-password', token, payload: { id } });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const admin = await targetAdmin();
    for (const token of [viewer.token, noCodes]) {
      const real = await reset(admin, token);
      const missing = await reset(unknown, token);
      expectMessage(real, 403, /permission/i);
      expect(missing.statusCode).toBe(403);
      expect(missing.body).toBe(real.body);
    }
    // A caller who may reset someone learns that the id is unknown.
    expectMessage(await reset(unknown, (await t.adminWith([P.user.edit])).token), 404);
  });

  it('takes a permission change into account on the very next call', async () => {
    const a = await t.adminWith([P.admin.view]);
    expect((await t.request({ method: 'GET', url: '/api/audit', token: a.token })).statusCode).toBe(200);
    // Removing the code revokes their tokens; the next sign-in carries the new set.
    const res = await t.request({ method: 'POST', url: '/user-mgmt/change-admin-permission', token: t.rootToken, payload: { id: a.id, permissions: [P.user.view] } });
    expect(res.statusCode).toBe(200);
    expectUnauthorized(await t.request({ method: 'GET', url: '/api/audit', token: a.token }));
    const again = body<{ token: string }>(await t.login(a.email, 'test-password-123'));
    expectMessage(await t.request({ method: 'GET', url: '/api/audit', token: again.token }), 403);
  });
});
