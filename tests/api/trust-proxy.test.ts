import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_FREE } from '@server/modules/auth/login-throttle';
import { BACKENDS, createTestApp, ROOT_EMAIL, ROOT_PASSWORD, type TestApp } from './helpers/test-app';

/**
 * TRUST_PROXY trusts a number of hops or the proxies' own addresses, never whatever a client writes into
 * X-Forwarded-For (issue 24, item 4). Observed through the per-address sign-in limit: 30 guesses, then 429.
 */
const randomAddress = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

function withTrustProxy(value: string, backend: (typeof BACKENDS)[number], body: (app: () => TestApp) => void) {
  describe(`TRUST_PROXY=${value} on ${backend}`, () => {
    let t: TestApp;
    const previous = process.env.TRUST_PROXY;
    beforeAll(async () => {
      process.env.TRUST_PROXY = value;
      t = await createTestApp(backend);
    });
    afterAll(async () => {
      if (previous === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = previous;
      await t?.close();
    });
    body(() => t);
  });
}

/** 80 different-email guesses, all at once, each from the given socket with the given X-Forwarded-For. */
async function spray(t: TestApp, label: string, from: (i: number) => { remoteAddress: string; xff: string }): Promise<number[]> {
  const responses = await Promise.all(
    Array.from({ length: 80 }, (_, i) => {
      const { remoteAddress, xff } = from(i);
      return t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        headers: { 'x-forwarded-for': xff },
        payload: { email: `${label}-${i}@stayops.test`, password: 'wrong-password-1' },
      });
    }),
  );
  return responses.map((r) => r.statusCode);
}

const login = (t: TestApp, remoteAddress: string, xff: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, headers: { 'x-forwarded-for': xff }, payload: { email: ROOT_EMAIL, password: ROOT_PASSWORD } });

for (const backend of BACKENDS) {
  withTrustProxy('1', backend, (app) => {
    it('one hop: a forged address left of what the load balancer appended changes nothing; 80 guesses are one client', async () => {
      const t = app();
      // The attacker's forged value, then what the one trusted proxy (the socket's peer) appended: the real address.
      const codes = await spray(t, 'hop', () => ({ remoteAddress: '127.0.0.1', xff: `${randomAddress()}, 203.0.113.9` }));
      expect(count(codes, 401)).toBe(ADDRESS_FREE);
      expect(count(codes, 429)).toBe(80 - ADDRESS_FREE);
      // That client stays blocked whatever it forges; another client behind the same balancer is not.
      expect((await login(t, '127.0.0.1', `${randomAddress()}, 203.0.113.9`)).statusCode).toBe(429);
      expect((await login(t, '127.0.0.1', '203.0.113.10')).statusCode).toBe(200);
    });

    it('the load balancer is the one hop: its X-Forwarded-Proto is believed', async () => {
      const t = app();
      const res = await t.request({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toBeDefined();
    });
  });

  withTrustProxy('10.9.0.1, 10.9.1.0/24', backend, (app) => {
    it('an address list: behind a listed proxy each client is its own; a proxy in a listed range too', async () => {
      const t = app();
      const single = await spray(t, 'listed', () => ({ remoteAddress: '10.9.0.1', xff: randomAddress() }));
      expect(count(single, 401)).toBe(80);
      const ranged = await spray(t, 'ranged', (i) => ({ remoteAddress: `10.9.1.${(i % 200) + 1}`, xff: randomAddress() }));
      expect(count(ranged, 401)).toBe(80);
    });

    it('an address list: a forged hop left of the client is not believed, and an unlisted peer is the client itself', async () => {
      const t = app();
      const forged = await spray(t, 'forged', () => ({ remoteAddress: '10.9.0.1', xff: `${randomAddress()}, 198.51.100.7` }));
      expect(count(forged, 401)).toBe(ADDRESS_FREE);
      // Straight to the server, not through a listed proxy: its own X-Forwarded-For is ignored.
      const direct = await spray(t, 'direct', () => ({ remoteAddress: '192.0.2.44', xff: randomAddress() }));
      expect(count(direct, 401)).toBe(ADDRESS_FREE);
      expect(count(direct, 429)).toBe(80 - ADDRESS_FREE);
      const unlisted = await t.request({ method: 'GET', url: '/api/health', remoteAddress: '192.0.2.44', headers: { 'x-forwarded-proto': 'https' } });
      expect(unlisted.headers['strict-transport-security']).toBeUndefined();
      const listed = await t.request({ method: 'GET', url: '/api/health', remoteAddress: '10.9.1.9', headers: { 'x-forwarded-proto': 'https' } });
      expect(listed.headers['strict-transport-security']).toBeDefined();
    });
  });
}
