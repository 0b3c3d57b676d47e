import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSessionList, AccountSettings } from '@shared/contracts/accounts';
import { auditLog, sessions } from '@server/db/schema';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app';
import { body, expectFieldErrors, expectMessage, expectUnauthorized, type AdminProfile, type LoginResponse } from './helpers/fixtures';
import { createOwner, ownerSession } from './helpers/portfolio';

const SETTINGS = '/api/account/settings';
const SESSIONS = '/api/account/sessions';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1';

describe.each(BACKENDS)('personal settings and sessions on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const signIn = async (email: string, password: string, userAgent = PHONE) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers: { 'user-agent': userAgent } });
    expect(res.statusCode, res.body).toBe(200);
    return body<LoginResponse>(res);
  };
  const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object, key?: string) =>
    t.request({ method, url, token, payload, headers: key ? { 'idempotency-key': key } : {} });
  const audits = (id: string, action: string) =>
    t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));

  it('answers 401 signed out or with a bad token on every call, 403 to a session with a temporary password', async () => {
    for (const [method, url] of [['GET', SETTINGS], ['PATCH', SETTINGS], ['GET', SESSIONS], ['DELETE', `${SESSIONS}/${MISSING_ID}`]] as const) {
      expectUnauthorized(await t.request({ method, url, payload: method === 'PATCH' ? { theme: 'dark' } : undefined }));
      expectUnauthorized(await t.request({ method, url, token: 'not-a-token', payload: method === 'PATCH' ? { theme: 'dark' } : undefined }));
    }
    const a = await t.adminWith([]);
    const reset = await t.request({ method: 'POST', url: '/user-mgmt/reset-user-password', token: t.rootToken, payload: { id: a.id } });
    const temporary = body<{ temporaryPassword: string }>(reset).temporaryPassword;
    const held = await signIn(a.email, temporary);
    for (const [method, url] of [['GET', SETTINGS], ['PATCH', SETTINGS], ['GET', SESSIONS], ['DELETE', `${SESSIONS}/${MISSING_ID}`]] as const) {
      const res = await call(method, url, held.token, method === 'PATCH' ? { theme: 'dark' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('answers 400 naming the field for a language or theme it does not know, or nothing to change; 404 for a session not its own', async () => {
    const a = await t.adminWith([]);
    expectFieldErrors(await call('PATCH', SETTINGS, a.token, { language: 'fr-FR' }), ['language']);
    expectFieldErrors(await call('PATCH', SETTINGS, a.token, { theme: 'sepia' }), ['theme']);
    expect((await call('PATCH', SETTINGS, a.token, {})).statusCode).toBe(400);
    expectFieldErrors(await call('DELETE', `${SESSIONS}/not-a-uuid`, a.token), ['params.id']);
    const other = await t.adminWith([]);
    const [theirs] = await t.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.accountId, other.id));
    expectMessage(await call('DELETE', `${SESSIONS}/${theirs.id}`, a.token), 404);
    expect((await call('GET', '/api/account/admin', other.token)).statusCode).toBe(200);
  });

  it('keeps language and theme on the server: a sign-in on another device opens with them; a repeat writes once', async () => {
    const a = await t.adminWith([]);
    expect(body<AccountSettings>(await call('GET', SETTINGS, a.token))).toEqual({ language: null, theme: 'system', analytics: true });
    const first = await call('PATCH', SETTINGS, a.token, { language: 'zh-CN', theme: 'dark' }, 'settings-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(body<AccountSettings>(first)).toEqual({ language: 'zh-CN', theme: 'dark', analytics: true });
    const again = await call('PATCH', SETTINGS, a.token, { language: 'zh-CN', theme: 'dark' }, 'settings-1');
    expect(again.json()).toEqual(first.json());
    // The same choice under a new key changes nothing either.
    expect((await call('PATCH', SETTINGS, a.token, { theme: 'dark' }, 'settings-2')).json()).toEqual({ language: 'zh-CN', theme: 'dark', analytics: true });
    expect(await audits(a.id, 'account.settings')).toHaveLength(1);

    const elsewhere = await signIn(a.email, 'test-password-123', 'Mozilla/5.0 (Windows NT 10.0) Chrome/130');
    expect(elsewhere.admin).toMatchObject({ language: 'zh-CN', theme: 'dark' });
    expect(body<AdminProfile>(await call('GET', '/api/account/admin', elsewhere.token))).toMatchObject({ language: 'zh-CN', theme: 'dark' });

    expect(body<AccountSettings>(await call('PATCH', SETTINGS, elsewhere.token, { language: 'ms-MY' }))).toEqual({ language: 'ms-MY', theme: 'dark', analytics: true });
    expect(body<AccountSettings>(await call('GET', SETTINGS, a.token))).toEqual({ language: 'ms-MY', theme: 'dark', analytics: true });
  });

  it('lists the live sessions with device and last use, and signs another one out: its next call is 401', async () => {
    const a = await t.adminWith([]);
    const phone = await signIn(a.email, 'test-password-123', PHONE);
    const list = body<AccountSessionList>(await call('GET', SESSIONS, a.token)).sessions;
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const other = list.find((s) => s.device === PHONE)!;
    expect(other.current).toBe(false);
    expect(Date.parse(other.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);

    // The phone's own view marks the phone as current.
    expect(body<AccountSessionList>(await call('GET', SESSIONS, phone.token)).sessions.find((s) => s.current)!.id).toBe(other.id);

    const ended = await call('DELETE', `${SESSIONS}/${other.id}`, a.token, undefined, 'end-1');
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await call('DELETE', `${SESSIONS}/${other.id}`, a.token, undefined, 'end-1')).json()).toEqual({ ok: true });
    expect((await call('DELETE', `${SESSIONS}/${other.id}`, a.token, undefined, 'end-2')).json()).toEqual({ ok: true });
    expect(await audits(a.id, 'account.end-session')).toHaveLength(1);
    expectUnauthorized(await call('GET', '/api/account/admin', phone.token));
    expect((await call('GET', '/api/account/admin', a.token)).statusCode).toBe(200);
    expect(body<AccountSessionList>(await call('GET', SESSIONS, a.token)).sessions.map((s) => s.id)).not.toContain(other.id);
  });

  it('moves a session\'s last use forward on a call once it is a few minutes old', async () => {
    const a = await t.adminWith([]);
    const old = new Date(Date.now() - 3_600_000);
    await t.database.db.update(sessions).set({ lastUsedAt: old }).where(eq(sessions.accountId, a.id));
    await call('GET', '/api/account/admin', a.token);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.accountId, a.id));
    expect(row.lastUsedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('changing one\'s password keeps the other devices signed in unless asked to sign them out', async () => {
    const a = await t.adminWith([], { password: 'first-password-1' });
    const phone = await signIn(a.email, 'first-password-1');
    const kept = await t.request({ method: 'POST', url: '/api/auth/change-password', token: a.token, payload: { currentPassword: 'first-password-1', newPassword: 'second-password-2' } });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await call('GET', '/api/account/admin', phone.token)).statusCode).toBe(200);

    const out = await t.request({
      method: 'POST', url: '/api/auth/change-password', token: a.token,
      payload: { currentPassword: 'second-password-2', newPassword: 'third-password-3', signOutOthers: true },
    });
    expect(out.statusCode, out.body).toBe(200);
    expectUnauthorized(await call('GET', '/api/account/admin', phone.token));
    expect((await call('GET', '/api/account/admin', a.token)).statusCode).toBe(200);
    const wrong = await t.request({ method: 'POST', url: '/api/auth/change-password', token: a.token, payload: { currentPassword: 'nope', newPassword: 'fourth-password-4' } });
    expectFieldErrors(wrong, ['currentPassword']);
  });

  it('lets an owner in the portal keep their own settings and sessions', async () => {
    const owner = await createOwner(t, { email: `settings-owner-${backend}@stayops.test` });
    const token = await ownerSession(t, owner.id, `settings-owner-${backend}@stayops.test`);
    expect(body<AccountSettings>(await call('PATCH', SETTINGS, token, { theme: 'light', language: 'ms-MY' }))).toEqual({ language: 'ms-MY', theme: 'light', analytics: true });
    expect(body<AccountSessionList>(await call('GET', SESSIONS, token)).sessions).toHaveLength(1);
    expect(body<AdminProfile>(await call('GET', '/api/account/admin', token))).toMatchObject({ language: 'ms-MY', theme: 'light' });
  });
});
