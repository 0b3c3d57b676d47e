import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, listUrl, ROOT_EMAIL, type TestApp } from './helpers/test-app';
import { expectMessage, expectNoLeak, expectUnauthorized } from './helpers/fixtures';

type Probe = InjectOptions & { token?: string | null; label: string };

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const json = { 'content-type': 'application/json' };
const big = JSON.stringify({ name: 'x'.repeat(1_100_000), email: 'big@stayops.test', password: 'long-enough-pass' });

describe.each(BACKENDS)('hostile input on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const send = (p: Probe) => {
    const { label: _label, ...opts } = p;
    return t.request({ token: t.rootToken, ...opts });
  };

  it('answers invalid JSON with 400 { message }', async () => {
    for (const [method, url] of [
      ['POST', '/api/administrators'],
      ['PATCH', `/api/administrators/${MISSING_ID}`],
      ['POST', '/user-mgmt/change-admin-permission'],
      ['POST', '/api/auth/login'],
    ] as const) {
      const res = await send({ label: url, method, url, headers: json, payload: '{"name": "Ali", ' });
      expectMessage(res, 400, /JSON/);
      expectNoLeak(res);
    }
  });

  it('answers a body over 1 MiB with 413, signed in or at login', async () => {
    for (const url of ['/api/administrators', '/api/auth/login']) {
      const res = await send({ label: url, method: 'POST', url, headers: json, payload: big });
      expectMessage(res, 413);
      expectNoLeak(res);
    }
    // Not signed in: refused before the body is even read.
    expectUnauthorized(await t.request({ method: 'POST', url: '/api/administrators', headers: json, payload: big }));
  });

  it('answers a wrong content type with 415 or 400, never 5xx', async () => {
    const cases: [string, string, number][] = [
      ['application/xml', '<admin><name>x</name></admin>', 415],
      // The multipart parser reads it (uploads need it); a JSON route then finds no object body.
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--x--', 400],
      ['application/x-www-form-urlencoded', 'name=x&email=y', 415],
      ['text/plain', 'name=x', 400],
    ];
    for (const [type, payload, status] of cases) {
      const res = await send({ label: type, method: 'POST', url: '/api/administrators', headers: { 'content-type': type }, payload });
      expectMessage(res, status);
      expectNoLeak(res);
    }
  });

  it('answers a malformed multipart body on every upload route with 400 { message }', async () => {
    const bodies: [string, string, string][] = [
      ['truncated', 'multipart/form-data; boundary=xyz', '--xyz\r\ngarbage'],
      ['no boundary', 'multipart/form-data', '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAli\r\n--xyz--\r\n'],
      ['unterminated part', 'multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAli'],
    ];
    for (const [method, url] of [
      ['POST', '/api/auth/register-new-user'],
      ['PATCH', `/api/account/${MISSING_ID}`],
      ['POST', '/user-mgmt/edit-rider-details'],
    ] as const) {
      for (const [label, type, payload] of bodies) {
        const res = await send({ label, method, url, headers: { 'content-type': type }, payload });
        expect(res.statusCode, `${url} ${label}: ${res.body}`).toBe(400);
        expect((res.json() as { message: string }).message).toMatch(/multipart form is malformed/);
        expectNoLeak(res);
      }
    }
  });

  it('answers every hostile request with a 4xx and no internals', async () => {
    const nul = 'a\u0000b';
    const probes: Probe[] = [
      { label: 'NUL in search', method: 'GET', url: listUrl('/api/administrators/aggregation', { filter: { search: nul } }) },
      { label: 'NUL in audit filter', method: 'GET', url: listUrl('/api/audit', { filter: { entity: nul } }) },
      { label: 'NUL in name', method: 'POST', url: '/api/administrators', payload: { name: nul, email: 'nul@stayops.test', password: 'long-enough-pass' } },
      { label: 'NUL in patch', method: 'PATCH', url: `/api/administrators/${MISSING_ID}`, payload: { name: nul } },
      { label: 'NUL in password', method: 'POST', url: '/api/auth/login', token: null, payload: { email: 'nul@stayops.test', password: nul } },
      { label: 'non-uuid actorId', method: 'GET', url: listUrl('/api/audit', { filter: { actorId: "1' OR '1'='1" } }) },
      { label: 'huge page', method: 'GET', url: listUrl('/api/administrators/aggregation', { pagination: { currentPage: 1e20 } }) },
      { label: 'huge permission', method: 'GET', url: listUrl('/api/administrators/aggregation', { filter: { permission: 1e20 } }) },
      { label: 'huge code', method: 'POST', url: '/user-mgmt/change-admin-permission', payload: { id: MISSING_ID, permissions: [2 ** 40] } },
      { label: 'bad percent-encoding', method: 'GET', url: '/api/administrators/aggregation?filter=%E0%A4%A' },
      { label: 'array body', method: 'POST', url: '/api/administrators', payload: [1, 2, 3] },
      { label: 'string body', method: 'POST', url: '/user-mgmt/check-email-available', headers: json, payload: '"x"' },
      { label: 'empty json body', method: 'POST', url: '/user-mgmt/reset-user-password', headers: json, payload: '' },
      { label: 'proto pollution', method: 'POST', url: '/api/administrators', headers: json, payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}' },
      { label: 'deep nesting', method: 'POST', url: '/api/administrators', headers: json, payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
      { label: 'types swapped', method: 'POST', url: '/api/administrators', payload: { name: 42, email: ['a@b.c'], password: { x: 1 }, permissions: 'all' } },
      { label: 'over-long name', method: 'POST', url: '/api/administrators', payload: { name: 'n'.repeat(500), email: 'long@stayops.test', password: 'long-enough-pass' } },
      { label: 'over-long email', method: 'POST', url: '/api/administrators', payload: { name: 'x', email: `${'e'.repeat(300)}@stayops.test`, password: 'long-enough-pass' } },
      { label: 'over-long password', method: 'POST', url: '/api/auth/login', token: null, payload: { email: ROOT_EMAIL, password: 'p'.repeat(10_000) } },
      { label: 'sql in id', method: 'GET', url: `/api/administrators/${encodeURIComponent("1'; DROP TABLE accounts; --")}` },
      { label: 'path traversal', method: 'GET', url: '/api/../../etc/passwd' },
      { label: 'huge token', method: 'GET', url: '/api/account/admin', token: 'x'.repeat(8000) },
      { label: 'unknown method route', method: 'DELETE', url: `/api/administrators/${MISSING_ID}` },
      { label: 'unknown user-mgmt', method: 'POST', url: '/user-mgmt/delete-everything', payload: {} },
    ];
    const results: [string, LightMyRequestResponse][] = [];
    for (const p of probes) results.push([p.label, await send(p)]);
    for (const [label, res] of results) {
      expect(res.statusCode, `${label}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
      expectNoLeak(res);
      if (res.statusCode !== 401) expect(typeof (res.json() as { message?: unknown }).message, label).toBe('string');
    }
    // A page far past the end is just empty.
    const far = await send({ label: 'far page', method: 'GET', url: listUrl('/api/administrators/aggregation', { pagination: { currentPage: 1_000_000 } }) });
    expect(far.json()).toEqual({ totalCount: 1, administrators: [] });
    // SQL in a search is just text to look for.
    const sqlSearch = await send({ label: 'sql', method: 'GET', url: listUrl('/api/administrators/aggregation', { filter: { search: "'); DROP TABLE accounts; --" } }) });
    expect(sqlSearch.json()).toEqual({ totalCount: 0, administrators: [] });
    // Nothing the probes sent was stored, and the tables are still there.
    const list = await send({ label: 'after', method: 'GET', url: listUrl('/api/administrators/aggregation', {}) });
    expect(list.statusCode).toBe(200);
    expect((list.json() as { totalCount: number }).totalCount).toBe(1);
  });

  it('puts no secret in a successful list or profile', async () => {
    for (const url of ['/api/administrators/aggregation', `/api/administrators/${t.rootId}`, '/api/account/admin', '/api/audit']) {
      const res = await send({ label: url, method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expectNoLeak(res);
    }
  });

  it('sends the security headers on every answer', async () => {
    const answers = [
      await t.request({ method: 'GET', url: '/api/health' }),
      await t.request({ method: 'GET', url: '/api/account/admin' }),
      await send({ label: '404', method: 'GET', url: '/api/nothing-here' }),
      await send({ label: '400', method: 'POST', url: '/api/administrators', payload: {} }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 404, 400]);
    for (const res of answers) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});
