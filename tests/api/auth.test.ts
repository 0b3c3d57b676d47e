import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions } from '@server/db/schema';
import { ALL_PERMISSION_CODES } from '@shared/permissions';
import { ADDRESS_FREE, EMAIL_FREE, loginRules, PAIR_FREE, reserveAttempt } from '@server/modules/auth/login-throttle';
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

/** `language` joins them once the holder chooses one (tests/api/account-settings.test.ts). */
const PROFILE_KEYS = ['accountNumber', 'email', 'id', 'isAdmin', 'isOwner', 'mustChangePassword', 'name', 'permissions', 'theme'];

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

  const loginFrom = (address: string, email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: address, payload: { email, password } });
  const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);
  const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

  it('lets exactly 5 of 50 concurrent wrong passwords for one email from one address be tried; the rest wait', async () => {
    const victim = await t.adminWith([0], { password: 'victim-password-1' });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => loginFrom('10.1.0.1', victim.email, `wrong-${i}-password`)),
    );
    const codes = statuses(responses);
    expect(count(codes, 401)).toBe(PAIR_FREE);
    expect(count(codes, 401) + count(codes, 429)).toBe(50);
    const refused = responses.find((r) => r.statusCode === 429)!;
    expect(expectMessage(refused, 429).message).toMatch(/too many failed sign-in attempts/i);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The email in another letter case is the same lane.
    expect((await loginFrom('10.1.0.1', victim.email.toUpperCase(), 'wrong-again-1')).statusCode).toBe(429);
  });

  it('lets exactly 30 of 80 concurrent sign-ins with different emails from one address be tried', async () => {
    const responses = await Promise.all(
      Array.from({ length: 80 }, (_, i) => loginFrom('10.2.0.1', `spray-${i}@stayops.test`, 'wrong-password-1')),
    );
    const codes = statuses(responses);
    expect(count(codes, 401)).toBe(ADDRESS_FREE);
    expect(count(codes, 401) + count(codes, 429)).toBe(80);
    // The address is blocked for the rest of the window, whatever the email; other addresses are not.
    const next = await loginFrom('10.2.0.1', ROOT_EMAIL, ROOT_PASSWORD);
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await loginFrom('10.2.0.2', ROOT_EMAIL, ROOT_PASSWORD)).statusCode).toBe(200);
  });

  it('still signs the real person in from another address after wrong passwords from one address', async () => {
    const victim = await t.adminWith([0], { password: 'victim-password-1' });
    for (let i = 1; i <= 8; i++) await loginFrom('10.3.0.1', victim.email, `wrong-${i}-password`);
    const attacker = await loginFrom('10.3.0.1', victim.email, 'victim-password-1');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json()).not.toHaveProperty('token');
    const owner = await loginFrom('10.3.0.2', victim.email, 'victim-password-1');
    expect(owner.statusCode).toBe(200);
    expect(body<LoginResponse>(owner).token).toBeTruthy();
    // The victim's existing session still works.
    expect((await profile(victim.token)).statusCode).toBe(200);
  });

  it('still signs the real person in after wrong passwords spread over many addresses', async () => {
    const victim = await t.adminWith([0], { password: 'victim-password-1' });
    for (let i = 1; i <= 12; i++) {
      const res = await loginFrom(`10.4.0.${i}`, victim.email, `wrong-${i}-password`);
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    expect((await loginFrom('10.4.1.1', victim.email, 'victim-password-1')).statusCode).toBe(200);
  });

  it('makes each further attempt of one email from one address wait longer, and only slows one email from everywhere', async () => {
    const db = t.database.db;
    const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1) + seconds * 1000);
    const [pair, , email] = loginRules('slow@stayops.test', '10.5.0.1');
    for (let i = 0; i < PAIR_FREE; i++) expect(await reserveAttempt(db, [pair], at(i))).toEqual({ ok: true });
    expect(await reserveAttempt(db, [pair], at(5))).toEqual({ ok: false, retryAfterSeconds: 30 - 1 });
    expect(await reserveAttempt(db, [pair], at(34))).toEqual({ ok: true });
    expect(await reserveAttempt(db, [pair], at(35))).toEqual({ ok: false, retryAfterSeconds: 60 - 1 });
    expect(await reserveAttempt(db, [pair], at(94))).toEqual({ ok: true });
    expect(await reserveAttempt(db, [pair], at(95))).toEqual({ ok: false, retryAfterSeconds: 120 - 1 });

    // Many addresses on one email: never more than a minute's wait.
    let second = 0;
    for (let i = 0; i < EMAIL_FREE + 20; i++) {
      const last = await reserveAttempt(db, [email], at(second));
      if (!last.ok) {
        expect(last.retryAfterSeconds).toBeLessThanOrEqual(60);
        second += last.retryAfterSeconds;
        expect(await reserveAttempt(db, [email], at(second))).toEqual({ ok: true });
      }
    }
    expect(second).toBeGreaterThan(60);
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
      theme: 'system',
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

    it('a session signed in with a temporary password may only read its profile, change the password or sign out', async () => {
      const a = await t.adminWith([...ALL_PERMISSION_CODES]);
      const reset = await t.request({ method: 'POST', url: '/user-mgmt/reset-user-password', token: t.rootToken, payload: { id: a.id } });
      const temporary = body<{ temporaryPassword: string }>(reset).temporaryPassword;
      const signedIn = body<LoginResponse>(await t.login(a.email, temporary));
      const token = signedIn.token;
      const before = await accountRow(t.database.db, t.rootId);
      for (const call of [
        { method: 'GET' as const, url: '/api/administrators/aggregation' },
        { method: 'GET' as const, url: `/api/administrators/${t.rootId}` },
        { method: 'GET' as const, url: '/api/users/aggregation' },
        { method: 'GET' as const, url: '/api/audit' },
        { method: 'PATCH' as const, url: `/api/administrators/${t.rootId}`, payload: { name: 'Hijacked' } },
        { method: 'POST' as const, url: '/user-mgmt/reset-user-password', payload: { id: t.rootId } },
      ]) {
        const res = await t.request({ ...call, token });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(res.json()).toEqual({ code: 'password_change_required', message: expect.stringMatching(/new password/i) });
      }
      expect(await accountRow(t.database.db, t.rootId)).toEqual(before);
      // The app reads the profile to know it must ask for a new password.
      const me = await profile(token);
      expect(me.statusCode).toBe(200);
      expect(body<AdminProfile>(me).mustChangePassword).toBe(true);

      const changed = await t.request({ method: 'POST', url, token, payload: { currentPassword: temporary, newPassword: 'my-chosen-pass-1' } });
      expect(changed.statusCode).toBe(200);
      expect((await t.request({ method: 'GET', url: '/api/administrators/aggregation', token })).statusCode).toBe(200);
      // Signing out is allowed too, before or after.
      const second = body<LoginResponse>(await t.login(a.email, 'my-chosen-pass-1')).token;
      expect((await t.request({ method: 'POST', url: '/api/auth/logout', token: second })).statusCode).toBe(200);
    });

    it('a temporary-password session can sign out without changing the password', async () => {
      const a = await t.adminWith([]);
      const reset = await t.request({ method: 'POST', url: '/user-mgmt/reset-user-password', token: t.rootToken, payload: { id: a.id } });
      const token = body<LoginResponse>(await t.login(a.email, body<{ temporaryPassword: string }>(reset).temporaryPassword)).token;
      expect((await t.request({ method: 'POST', url: '/api/auth/logout', token })).statusCode).toBe(200);
      expectUnauthorized(await profile(token));
    });

    it('needs a signed-in caller', async () => {
      expectUnauthorized(await t.request({ method: 'POST', url, payload: { currentPassword: 'x', newPassword: 'long-enough-pw' } }));
    });
  });
});
