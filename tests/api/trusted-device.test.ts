import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { loginThrottle, trustedDevices } from '@server/db/schema';
import { ADDRESS_FREE, EMAIL_FREE } from '@server/modules/auth/login-throttle';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 24, item 5: guesses from rotating addresses keep one email's wait running; a device that signed in to that
 * account before (its device cookie) is not held by that wait, a new device still is, and every device meets the
 * per-address limit. TRUST_PROXY=1 so X-Forwarded-Proto can say https; without X-Forwarded-For the socket is the client.
 */
describe.each(BACKENDS)('the device cookie on %s', (backend) => {
  let t: TestApp;
  const previous = process.env.TRUST_PROXY;
  beforeAll(async () => {
    process.env.TRUST_PROXY = '1';
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = previous;
    await t?.close();
  });

  let addressSeq = 0;
  /** A fresh address per guess, as a botnet or a pool of proxies gives. */
  const nextAddress = () => {
    addressSeq += 1;
    return `10.${100 + Math.floor(addressSeq / 65_000)}.${Math.floor(addressSeq / 250) % 250}.${(addressSeq % 250) + 1}`;
  };
  const signIn = (address: string, email: string, password: string, cookie?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: address,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
      payload: { email, password },
    });
  const setCookieOf = (res: LightMyRequestResponse): string => {
    const header = res.headers['set-cookie'];
    const value = Array.isArray(header) ? header.find((h) => h.startsWith('stayops_device=')) : header;
    expect(value, 'a device cookie').toBeTruthy();
    return value!;
  };
  const cookieOf = (res: LightMyRequestResponse) => setCookieOf(res).split(';')[0];
  const guess = (email: string, i: number) => signIn(nextAddress(), email, `wrong-guess-${i}-x`);

  it('is set on a successful sign-in only: HttpOnly, SameSite=Strict, a year, sign-in path only, Secure over https; stored as a hash', async () => {
    const a = await t.adminWith([0], { password: 'device-pass-123' });
    const wrong = await signIn('10.70.0.1', a.email, 'not-it-at-all');
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const plain = setCookieOf(await signIn('10.70.0.1', a.email, 'device-pass-123'));
    expect(plain).toMatch(/^stayops_device=[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/api\/auth; HttpOnly; SameSite=Strict$/);
    const secure = setCookieOf(await signIn('10.70.0.1', a.email, 'device-pass-123', undefined, { 'x-forwarded-proto': 'https' }));
    expect(secure).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
    const token = plain.split(';')[0].split('=')[1];
    const stored = JSON.stringify(await t.database.db.select().from(trustedDevices));
    expect(stored).not.toContain(token);
  });

  it('under a rotating-address attack on one email: the real person\'s device signs in 10 of 10; a new device waits', async () => {
    const password = 'real-person-pass-1';
    const victim = await t.adminWith([0], { password });
    const device = cookieOf(await signIn('10.80.0.1', victim.email, password));

    // The attack gets going: more guesses than the email's free attempts, each from an address of its own.
    const opening = await Promise.all(Array.from({ length: EMAIL_FREE + 20 }, (_, i) => guess(victim.email, i)));
    expect(opening.filter((r) => r.statusCode === 429).length).toBeGreaterThan(0);

    // It goes on, four guesses at a time, while the real person signs in ten times from their own device.
    let attacking = true;
    const attackCodes: number[] = [];
    const attacker = (async () => {
      let i = 1000;
      while (attacking) {
        const batch = await Promise.all(Array.from({ length: 4 }, () => guess(victim.email, i++)));
        attackCodes.push(...batch.map((r) => r.statusCode));
      }
    })();
    const real: number[] = [];
    const newDevice: number[] = [];
    try {
      for (let i = 0; i < 10; i++) {
        const res = await signIn('10.80.0.1', victim.email, password, device);
        real.push(res.statusCode);
        if (res.statusCode === 200) expect(cookieOf(res)).toBe(device);
        // The right password from a device never signed in here, from an address of its own: held back as any guesser.
        newDevice.push((await signIn(nextAddress(), victim.email, password)).statusCode);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    } finally {
      attacking = false;
      await attacker;
    }
    expect(real).toEqual(Array(10).fill(200));
    expect(newDevice.filter((c) => c === 429).length).toBeGreaterThanOrEqual(8);
    expect(attackCodes.filter((c) => c === 429).length).toBeGreaterThan(attackCodes.length / 2);
  });

  it('trusts a device only for the accounts it signed in to, and never a token it did not issue', async () => {
    const password = 'other-person-pass-1';
    const mine = await t.adminWith([0], { password: 'mine-pass-12345' });
    const target = await t.adminWith([0], { password });
    const myDevice = cookieOf(await signIn('10.81.0.1', mine.email, 'mine-pass-12345'));
    const targetDevice = cookieOf(await signIn('10.81.0.3', target.email, password));
    // The target's email mid-attack: its wait set a minute ahead, so the check does not race the wait's end.
    await t.database.db
      .insert(loginThrottle)
      .values({ key: `email:${target.email}`, windowStart: new Date(), failures: EMAIL_FREE + 5, blockedUntil: new Date(Date.now() + 60_000) })
      .onConflictDoUpdate({ target: loginThrottle.key, set: { failures: EMAIL_FREE + 5, blockedUntil: new Date(Date.now() + 60_000) } });
    expect((await signIn('10.81.0.1', target.email, password, myDevice)).statusCode).toBe(429);
    expect((await signIn('10.81.0.4', target.email, password)).statusCode).toBe(429);
    expect((await signIn('10.81.0.3', target.email, password, targetDevice)).statusCode).toBe(200);
    // A well-formed token the server never issued (planted in the browser) is replaced at the next sign-in, not trusted.
    const planted = `stayops_device=${'A'.repeat(43)}`;
    const other = await t.adminWith([0], { password: 'planted-pass-123' });
    const res = await signIn('10.81.0.2', other.email, 'planted-pass-123', planted);
    expect(res.statusCode).toBe(200);
    expect(cookieOf(res)).not.toBe(planted);
  });

  it('the per-address limit still holds a trusted device', async () => {
    const password = 'address-pass-123';
    const a = await t.adminWith([0], { password });
    const device = cookieOf(await signIn('10.82.0.1', a.email, password));
    await Promise.all(Array.from({ length: ADDRESS_FREE }, (_, i) => signIn('10.82.0.1', `spray-${i}@stayops.test`, 'wrong-pass-123')));
    expect((await signIn('10.82.0.1', a.email, password, device)).statusCode).toBe(429);
    expect((await signIn('10.82.0.2', a.email, password, device)).statusCode).toBe(200);
  });
});
