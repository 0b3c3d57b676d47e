import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions } from '../../src/server/db/schema';
import { ALL_PERMISSION_CODES } from '../../src/shared/permissions';
import { BACKENDS, createTestApp, ROOT_EMAIL, ROOT_PASSWORD, type TestApp } from './helpers/test-app';
import {
  accountRow,
  body,
  expectFieldErrors,
  expectMessage,
  expectUnauthorized,
  sessionsOf,
  type AdminProfile,
  type LoginResponse,
} from './helpers/fixtures';

const PROFILE_KEYS = ['accountNumber', 'email', 'id', 'isAdmin', 'isOwner', 'mustChangePassword', 'name', 'permissions'];

describe.each(BACKENDS)('sign-in and session on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const profile = (token: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url: '/api/account/admin', token, headers });

  it('signs the first admin in with a token and a profile holding all 68 codes', async () => {
    const res = await t.login(ROOT_EMAIL, ROOT_PASSWORD);
    expect(res.statusCode).toBe(200);
    const b = body<LoginResponse>(res);
    expect(b.token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(Object.keys(b.admin).sort()).toEqual(PROFILE_KEYS);
    expect(b.admin).toMatchObject({ id: t.rootId, email: ROOT_EMAIL, name: 'Root Admin', isAdmin: true, isOwner: false, mustChangePassword: false });
    expect(b.admin.permissions).toHaveLength(68);
    expect(b.admin.permissions).toEqual([...ALL_PERMISSION_CODES]);
    expect(res.body).not.toContain(ROOT_PASSWORD);
    // The new token works and the sign-in is recorded.
    expect((await profile(b.token)).statusCode).toBe(200);
    expect((await accountRow(t.database.db, t.rootId)).lastLoginAt).toBeInstanceOf(Date);
  });

  it('accepts the email in any letter case', async () => {
    const res = await t.login(ROOT_EMAIL.toUpperCase(), ROOT_PASSWORD);
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email with the same 401 message', async () => {
    const wrong = await t.login(ROOT_EMAIL, 'not-the-password');
    const unknown = await t.login('nobody-here@stayops.test', ROOT_PASSWORD);
    const a = expectMessage(wrong, 401);
    const b = expectMessage(unknown, 401);
    expect(a.message).toBe(b.message);
    expect(wrong.body).toBe(unknown.body);
    expect(a).not.toHaveProperty('token');
  });

  it('rejects a malformed login body with 400 naming the field', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'not-an-email', password: '' } });
    expectFieldErrors(res, ['email', 'password']);
  });

  it('rate limits a sixth failure for one email within the window, even with the right password', async () => {
    const victim = await t.adminWith([0], { password: 'victim-password-1' });
    // Different client addresses: the limit is per email, not only per address.
    for (let i = 1; i <= 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `10.0.0.${i}`,
        payload: { email: victim.email, password: `wrong-${i}-password` },
      });
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    const sixth = await t.login(victim.email.toUpperCase(), 'wrong-6-password');
    const m = expectMessage(sixth, 429);
    expect(m.message).toMatch(/too many/i);
    const right = await t.login(victim.email, 'victim-password-1');
    expect(right.statusCode).toBe(429);
    expect(right.json()).not.toHaveProperty('token');
    // Nobody else is locked out, and the victim's existing session still works.
    expect((await t.login(ROOT_EMAIL, ROOT_PASSWORD)).statusCode).toBe(200);
    expect((await profile(victim.token)).statusCode).toBe(200);
  });

  it('logout revokes the token: the next call is a plain-text Unauthorized', async () => {
    const a = await t.adminWith([]);
    const res = await t.request({ method: 'POST', url: '/api/auth/logout', token: a.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expectUnauthorized(await profile(a.token));
    expectUnauthorized(await t.request({ method: 'POST', url: '/api/auth/logout', token: a.token }));
    const [s] = await sessionsOf(t.database.db, a.id);
    expect(s.revokedAt).toBeInstanceOf(Date);
    expect(s.revokedReason).toBe('logout');
  });

  it('GET /api/account/admin returns the signed-in profile', async () => {
    const a = await t.adminWith([8, 0, 4]);
    const res = await profile(a.token);
    expect(res.statusCode).toBe(200);
    const p = body<AdminProfile>(res);
    expect(Object.keys(p).sort()).toEqual(PROFILE_KEYS);
    expect(p).toEqual({
      id: a.id,
      accountNumber: expect.stringMatching(/^\d+$/),
      name: expect.any(String),
      email: a.email,
      permissions: [8, 0, 4],
      isAdmin: true,
      isOwner: false,
      mustChangePassword: false,
    });
  });

  it('refuses a missing, empty or garbage token and accepts Bearer <token>', async () => {
    expectUnauthorized(await t.request({ method: 'GET', url: '/api/account/admin' }));
    expectUnauthorized(await profile('   '));
    expectUnauthorized(await profile('garbage-token'));
    expectUnauthorized(await profile(`${t.rootToken}x`));
    expectUnauthorized(await profile('Bearer '));
    const bearer = await t.request({ method: 'GET', url: '/api/account/admin', headers: { authorization: `Bearer ${t.rootToken}` } });
    expect(bearer.statusCode).toBe(200);
    expect(body<AdminProfile>(bearer).id).toBe(t.rootId);
  });

  it('stores only a hash of each token', async () => {
    const a = await t.adminWith([]);
    const rows = await t.database.db.select().from(sessions);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(a.token);
    expect(dump).not.toContain(t.rootToken);
    const mine = rows.filter((r) => r.accountId === a.id);
    expect(mine).toHaveLength(1);
    expect(mine[0].tokenHash).toBe(createHash('sha256').update(a.token).digest('hex'));
    // Sessions last 30 days by default.
    const days = (mine[0].expiresAt.getTime() - mine[0].createdAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
  });

  it('refuses an expired session', async () => {
    const a = await t.adminWith([]);
    expect((await profile(a.token)).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.accountId, a.id));
    expectUnauthorized(await profile(a.token));
  });

  it('an inactive admin cannot sign in, and their live token stops working', async () => {
    const a = await t.adminWith([0], { password: 'inactive-pass-1' });
    await t.database.db.update(accounts).set({ active: false }).where(eq(accounts.id, a.id));
    const res = await t.login(a.email, 'inactive-pass-1');
    const wrong = await t.login(ROOT_EMAIL, 'not-the-password');
    expect(expectMessage(res, 401).message).toBe(body<{ message: string }>(wrong).message);
    expectUnauthorized(await profile(a.token));
  });

  describe('change password', () => {
    const url = '/api/auth/change-password';

    it('refuses a wrong current password with 400 naming currentPassword, and changes nothing', async () => {
      const a = await t.adminWith([], { password: 'original-pass-1' });
      const before = await accountRow(t.database.db, a.id);
      const res = await t.request({ method: 'POST', url, token: a.token, payload: { currentPassword: 'wrong-current', newPassword: 'brand-new-pass-1' } });
      expectFieldErrors(res, ['currentPassword']);
      expect((await accountRow(t.database.db, a.id)).passwordHash).toBe(before.passwordHash);
      expect((await t.login(a.email, 'original-pass-1')).statusCode).toBe(200);
    });

    it('refuses a short new password naming newPassword', async () => {
      const a = await t.adminWith([], { password: 'original-pass-2' });
      const res = await t.request({ method: 'POST', url, token: a.token, payload: { currentPassword: 'original-pass-2', newPassword: 'short' } });
      expectFieldErrors(res, ['newPassword']);
    });

    it('clears mustChangePassword, keeps this token and signs out every other session', async () => {
      const a = await t.adminWith([]);
      const reset = await t.request({ method: 'POST', url: '/user-mgmt/reset-user-password', token: t.rootToken, payload: { id: a.id } });
      expect(reset.statusCode).toBe(200);
      const temporary = body<{ temporaryPassword: string }>(reset).temporaryPassword;
      const first = body<LoginResponse>(await t.login(a.email, temporary));
      const second = body<LoginResponse>(await t.login(a.email, temporary));
      expect(first.admin.mustChangePassword).toBe(true);

      const res = await t.request({ method: 'POST', url, token: first.token, payload: { currentPassword: temporary, newPassword: 'my-own-password-1' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });

      const now = await profile(first.token);
      expect(now.statusCode).toBe(200);
      expect(body<AdminProfile>(now).mustChangePassword).toBe(false);
      expectUnauthorized(await profile(second.token));
      expect((await accountRow(t.database.db, a.id)).mustChangePassword).toBe(false);
      const live = (await sessionsOf(t.database.db, a.id)).filter((s) => !s.revokedAt);
      expect(live.map((s) => s.tokenHash)).toEqual([createHash('sha256').update(first.token).digest('hex')]);

      expect((await t.login(a.email, temporary)).statusCode).toBe(401);
      const again = await t.login(a.email, 'my-own-password-1');
      expect(again.statusCode).toBe(200);
      expect(body<LoginResponse>(again).admin.mustChangePassword).toBe(false);
    });

    it('needs a signed-in caller', async () => {
      expectUnauthorized(await t.request({ method: 'POST', url, payload: { currentPassword: 'x', newPassword: 'long-enough-pw' } }));
    });
  });
});
