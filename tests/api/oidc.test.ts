import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, oidcFlows, sessions } from '@server/db/schema';
import { hashToken } from '@server/core/auth/sessions';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app';
import { expectMessage, expectUnauthorized, uniqueEmail } from './helpers/fixtures';
import { startLocalProvider, throughProvider, type LocalProvider } from '../support/local-oidc-provider';
import { insertUser } from './helpers/users';

/** The address the app is reached at: the provider sends the browser back there (the app is only injected into). */
const APP = 'http://stayops.test';
const ID = 'test';
const CALLBACK = `${APP}/api/auth/oidc/${ID}/callback`;

/** Each test its own client address, so the sign-in throttle's counts of one never reach another. */
let addressSeq = 1;
const nextAddress = () => `127.0.0.${++addressSeq}`;

function cookieOf(res: LightMyRequestResponse, name: string): string | null {
  const raw = res.headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw : raw ? [raw] : [];
  for (const line of lines) {
    const [pair] = line.split(';');
    if (pair.startsWith(`${name}=`)) return decodeURIComponent(pair.slice(name.length + 1));
  }
  return null;
}

describe.each(BACKENDS)('sign-in with an OpenID provider on %s', (backend) => {
  let t: TestApp;
  let idp: LocalProvider;

  beforeAll(async () => {
    idp = await startLocalProvider([CALLBACK]);
    t = await createTestApp(backend, {
      config: {
        publicUrl: APP,
        oidcProviders: [{ id: ID, label: 'Company Login', issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret }],
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  /** The browser's start: the redirect to the provider and the flow cookie it was given. */
  async function start(address: string, path = `/api/auth/oidc/${ID}/start`) {
    const res = await t.request({ method: 'GET', url: path, remoteAddress: address, headers: { 'user-agent': 'OIDC Test Browser' } });
    expect(res.statusCode, res.body).toBe(302);
    return { location: String(res.headers.location), browser: cookieOf(res, 'stayops_oidc') };
  }

  async function callback(back: URL, browser: string | null, address: string) {
    return t.request({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      remoteAddress: address,
      headers: { 'user-agent': 'OIDC Test Browser', ...(browser ? { cookie: `stayops_oidc=${browser}` } : {}) },
    });
  }

  /** start → provider (signed in as `subject`) → callback, from one browser. */
  async function signIn(subject: string, email: string, emailVerified = true, address = nextAddress()) {
    idp.signInAs(subject, { email, emailVerified });
    const { location, browser } = await start(address);
    const back = await throughProvider(location, CALLBACK);
    return callback(back, browser, address);
  }

  const failureOf = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(302);
    return new URL(String(res.headers.location), APP);
  };
  const expectSignInError = (res: LightMyRequestResponse, code: string) => {
    const to = failureOf(res);
    expect(to.pathname).toBe('/login');
    expect(to.searchParams.get('signInError')).toBe(code);
    expect(cookieOf(res, 'stayops_token')).toBeNull();
  };

  it('lists the configured providers for the sign-in page, with no secret, client id or issuer', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ providers: [{ id: ID, label: 'Company Login' }] });
    for (const secret of [idp.clientSecret, idp.clientId, idp.issuer]) expect(res.body).not.toContain(secret);
  });

  it('starts with PKCE S256, a state and a nonce, and a short-lived HttpOnly cookie for this browser', async () => {
    const { location } = await start(nextAddress());
    const url = new URL(location);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.has('client_secret')).toBe(false);
    const res = await t.request({ method: 'GET', url: `/api/auth/oidc/${ID}/start` });
    expect(String(res.headers['set-cookie'])).toMatch(/stayops_oidc=[^;]+; Max-Age=600; Path=\/api\/auth\/oidc; HttpOnly; SameSite=Lax/);
    // The state is kept only as a hash.
    const [row] = await t.database.db.select().from(oidcFlows).where(eq(oidcFlows.stateHash, hashToken(url.searchParams.get('state')!)));
    expect(row.provider).toBe(ID);
  });

  it('signs an existing admin in end to end: the session works on the profile route, is listed as a device and audited', async () => {
    const admin = await t.adminWith([4]);
    const res = await signIn(`sub-${admin.id}`, admin.email.toUpperCase());
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe('/');
    const token = cookieOf(res, 'stayops_token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(String(res.headers['set-cookie'])).toMatch(/stayops_token=[^;]+; Path=\/; Max-Age=\d+; SameSite=Strict/);
    const me = await t.request({ method: 'GET', url: '/api/account/admin', token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: admin.id, email: admin.email, permissions: [4], isAdmin: true });
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(session.userAgent).toBe('OIDC Test Browser');
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, admin.id), eq(auditLog.action, 'account.sign-in-provider')));
    expect(audits).toHaveLength(1);
    expect(audits[0].after).toEqual({ provider: ID });
  });

  it('refuses a forged state, and a real state brought by another browser', async () => {
    const address = nextAddress();
    const forged = new URL(`${CALLBACK}?code=abc&state=${randomBytes(16).toString('base64url')}`);
    expectSignInError(await callback(forged, randomBytes(32).toString('base64url'), address), 'state_invalid');
    const admin = await t.adminWith([]);
    idp.signInAs(`sub-${admin.id}`, { email: admin.email, emailVerified: true });
    const { location } = await start(address);
    const back = await throughProvider(location, CALLBACK);
    expectSignInError(await callback(back, null, address), 'state_invalid');
    expectSignInError(await callback(back, randomBytes(32).toString('base64url'), address), 'state_invalid');
  });

  it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
    const address = nextAddress();
    const admin = await t.adminWith([]);
    idp.signInAs(`sub-${admin.id}`, { email: admin.email, emailVerified: true });
    const { location, browser } = await start(address);
    const back = await throughProvider(location, CALLBACK);
    // The ID token answers another request's nonce: as if the provider's answer were replayed into this flow.
    await t.database.db.update(oidcFlows).set({ nonce: 'another-request-nonce' }).where(eq(oidcFlows.stateHash, hashToken(back.searchParams.get('state')!)));
    expectSignInError(await callback(back, browser, address), 'nonce_mismatch');
  });

  it('refuses a code used before, and an expired one', async () => {
    const address = nextAddress();
    const admin = await t.adminWith([]);
    idp.signInAs(`sub-${admin.id}`, { email: admin.email, emailVerified: true });
    const first = await start(address);
    const firstBack = await throughProvider(first.location, CALLBACK);
    expect((await callback(firstBack, first.browser, address)).headers.location).toBe('/');
    // A second sign-in answered with the first one's code.
    const second = await start(address);
    const secondBack = await throughProvider(second.location, CALLBACK);
    secondBack.searchParams.set('code', firstBack.searchParams.get('code')!);
    expectSignInError(await callback(secondBack, second.browser, address), 'code_rejected');

    idp.setCodeTtl(1);
    try {
      const third = await start(address);
      const thirdBack = await throughProvider(third.location, CALLBACK);
      // The provider counts lifetimes in whole seconds: past two, a one-second code is expired whatever the rounding.
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      expectSignInError(await callback(thirdBack, third.browser, address), 'code_rejected');
    } finally {
      idp.setCodeTtl(60);
    }
  });

  it('refuses an email the provider has not verified, and an email no admin or owner has', async () => {
    const admin = await t.adminWith([]);
    expectSignInError(await signIn(`sub-unverified-${admin.id}`, admin.email, false), 'email_unverified');
    expectSignInError(await signIn('sub-stranger', uniqueEmail('stranger')), 'email_unknown');
    // A platform user's email is not a back-office account either.
    const email = uniqueEmail('guest');
    const user = await insertUser(t.database.db, { role: 'guest', email });
    expectSignInError(await signIn(`sub-user-${user.id}`, email), 'email_unknown');
  });

  it('never signs in a banned or a deactivated account', async () => {
    const banned = await t.adminWith([]);
    await t.database.db.update(accounts).set({ banned: true }).where(eq(accounts.id, banned.id));
    expectSignInError(await signIn(`sub-${banned.id}`, banned.email), 'account_suspended');
    const inactive = await t.adminWith([]);
    await t.database.db.update(accounts).set({ active: false }).where(eq(accounts.id, inactive.id));
    expectSignInError(await signIn(`sub-${inactive.id}`, inactive.email), 'email_unknown');
  });

  it('never creates an account', async () => {
    const before = await t.database.db.select({ id: accounts.id }).from(accounts);
    expectSignInError(await signIn('sub-new-person', uniqueEmail('new-person')), 'email_unknown');
    expect(await t.database.db.select({ id: accounts.id }).from(accounts)).toHaveLength(before.length);
  });

  it('holds back a browser that keeps sending bad answers, as the password sign-in does', async () => {
    const address = nextAddress();
    for (let i = 0; i < 5; i++) {
      expectSignInError(await callback(new URL(`${CALLBACK}?code=x&state=forged-${i}`), null, address), 'state_invalid');
    }
    expectSignInError(await callback(new URL(`${CALLBACK}?code=x&state=forged-again`), null, address), 'too_many_attempts');
  });

  it('links a provider identity from settings, signs in with it whatever its email, and unlinks', async () => {
    const admin = await t.adminWith([]);
    const address = nextAddress();
    expectUnauthorized(await t.request({ method: 'POST', url: `/api/auth/oidc/${ID}/link` }));
    expectUnauthorized(await t.request({ method: 'GET', url: '/api/auth/oidc/links' }));
    expectUnauthorized(await t.request({ method: 'DELETE', url: `/api/auth/oidc/${ID}/link` }));
    expectMessage(await t.request({ method: 'POST', url: '/api/auth/oidc/nowhere/link', token: admin.token }), 404);
    expect((await t.request({ method: 'POST', url: '/api/auth/oidc/Not_An_Id/link', token: admin.token })).statusCode).toBe(400);

    const started = await t.request({ method: 'POST', url: `/api/auth/oidc/${ID}/link`, token: admin.token, remoteAddress: address });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.headers['cache-control']).toBe('no-store');
    const browser = cookieOf(started, 'stayops_oidc');
    // The provider's identity has an email of its own, not verified: a link does not need it to match.
    idp.signInAs('linked-subject', { email: uniqueEmail('elsewhere'), emailVerified: false });
    const back = await throughProvider((started.json() as { url: string }).url, CALLBACK);
    const linked = await callback(back, browser, address);
    expect(linked.statusCode).toBe(302);
    expect(linked.headers.location).toBe(`/admin/setting?linked=${ID}`);
    const links = await t.request({ method: 'GET', url: '/api/auth/oidc/links', token: admin.token });
    expect(links.json()).toMatchObject({ links: [{ provider: ID, label: 'Company Login' }] });

    // Signing in with the linked identity finds the account by its subject.
    const viaLink = await signIn('linked-subject', uniqueEmail('elsewhere'), false);
    expect(viaLink.headers.location).toBe('/');
    const me = await t.request({ method: 'GET', url: '/api/account/admin', token: cookieOf(viaLink, 'stayops_token')! });
    expect((me.json() as { id: string }).id).toBe(admin.id);

    // Another admin cannot take the same identity.
    const other = await t.adminWith([]);
    const otherStart = await t.request({ method: 'POST', url: `/api/auth/oidc/${ID}/link`, token: other.token, remoteAddress: address });
    idp.signInAs('linked-subject', { email: uniqueEmail('elsewhere'), emailVerified: false });
    const otherBack = await throughProvider((otherStart.json() as { url: string }).url, CALLBACK);
    const taken = await callback(otherBack, cookieOf(otherStart, 'stayops_oidc'), address);
    expect(taken.headers.location).toBe('/admin/setting?linkError=identity_taken');

    // Unlinking, twice under one key and once more without: one change, one audit entry.
    const key = { 'idempotency-key': `unlink-${admin.id}` };
    const unlinked = await t.request({ method: 'DELETE', url: `/api/auth/oidc/${ID}/link`, token: admin.token, headers: key });
    expect(unlinked.json()).toEqual({ ok: true });
    expect((await t.request({ method: 'DELETE', url: `/api/auth/oidc/${ID}/link`, token: admin.token, headers: key })).json()).toEqual({ ok: true });
    expect((await t.request({ method: 'DELETE', url: `/api/auth/oidc/${ID}/link`, token: admin.token })).json()).toEqual({ ok: true });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, admin.id));
    expect(audits.filter((a) => a.action === 'account.link-provider')).toHaveLength(1);
    expect(audits.filter((a) => a.action === 'account.unlink-provider')).toHaveLength(1);
    expect((await t.request({ method: 'GET', url: '/api/auth/oidc/links', token: admin.token })).json()).toEqual({ links: [] });
    // Unlinked, the same identity's unverified email signs no one in.
    expectSignInError(await signIn('linked-subject', uniqueEmail('elsewhere'), false), 'email_unverified');
  });

  it('an unknown provider id goes back to the sign-in page saying so', async () => {
    expectSignInError(await t.request({ method: 'GET', url: '/api/auth/oidc/nowhere/start' }), 'provider_unknown');
    expectSignInError(await t.request({ method: 'GET', url: '/api/auth/oidc/nowhere/callback?code=a&state=b' }), 'provider_unknown');
  });
});

describe('with no provider configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('lists none, and every start goes back to the sign-in page', async () => {
    expect((await t.request({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ providers: [] });
    const res = await t.request({ method: 'GET', url: '/api/auth/oidc/oidc/start' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?signInError=provider_unknown');
  });
});
