import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, callAs, createPendingUsers, loginToken } from './helpers/api';
import { startFaultProxy, type FaultProxy } from './helpers/fault-proxy';
import { startServer, type RunningServer } from './helpers/server';

/** The proxy the offline tests put between the browser and the server: each fault, proven with plain fetch. */
describe('fault-injecting proxy', () => {
  let server: RunningServer;
  let proxy: FaultProxy;
  let token: string;
  let adminId: string;

  beforeAll(async () => {
    server = await startServer();
    proxy = await startFaultProxy(server.url);
    token = await loginToken(server);
    adminId = (await callAs<{ id: string }>(server, token, 'GET', 'api/account/admin')).body.id;
  });
  afterAll(async () => {
    await proxy?.stop();
    await server?.stop();
  });
  afterEach(() => {
    proxy.clearRules();
    proxy.clearLog();
  });

  const health = (init: RequestInit = {}) => fetch(`${proxy.url}api/health`, init);
  const rename = (name: string, headers: Record<string, string> = {}) =>
    fetch(`${proxy.url}api/administrators/${adminId}`, {
      method: 'PATCH',
      headers: { authorization: token, 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ name }),
    });
  const nameNow = async () => (await callAs<{ name: string }>(server, token, 'GET', `api/administrators/${adminId}`)).body.name;

  it('passes everything through: the shell, the service worker script, JSON and multipart calls', async () => {
    expect(proxy.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    for (const path of ['', 'sw.js', 'manifest.webmanifest', 'api/health']) {
      const [direct, proxied] = await Promise.all([fetch(`${server.url}${path}`), fetch(`${proxy.url}${path}`)]);
      expect(proxied.status, path).toBe(direct.status);
      expect(proxied.headers.get('content-type'), path).toBe(direct.headers.get('content-type'));
      expect(Buffer.from(await proxied.arrayBuffer()).equals(Buffer.from(await direct.arrayBuffer())), path).toBe(true);
    }
    // Signing in through the proxy gives a token the server honours directly, and the other way round.
    const proxiedToken = await loginToken(proxy.url);
    expect((await callAs(server, proxiedToken, 'GET', 'api/account/admin')).status).toBe(200);
    const [user] = await createPendingUsers(proxy.url, token, 1, { namePrefix: 'Through Proxy' });
    const direct = await callAs<{ name: string; approvalStatus: string }>(server, token, 'GET', `api/users/${user.id}`);
    expect(direct.body).toMatchObject({ name: user.name, approvalStatus: 'pending' });
    expect((await callAs(proxy.url, token, 'GET', `api/users/${user.id}?x=1`)).status).toBe(200);
    const seen = proxy.log().find((e) => e.path === `/api/users/${user.id}`);
    expect(seen).toMatchObject({ method: 'GET', url: `/api/users/${user.id}?x=1`, status: 200, serverStatus: 200, fault: null });
  });

  it('drop-response: the server applies the change, the client never hears back', async () => {
    proxy.addRule({ method: 'PATCH', path: /^\/api\/administrators\//, fault: 'drop-response', times: 1 });
    await expect(rename('Dropped Answer Name', { 'idempotency-key': 'drop-1', 'x-stayops-outbox': '1' })).rejects.toThrow();
    expect(await nameNow()).toBe('Dropped Answer Name');
    const [entry] = proxy.log();
    expect(entry).toMatchObject({
      method: 'PATCH',
      path: `/api/administrators/${adminId}`,
      status: 'dropped',
      serverStatus: 200,
      fault: 'drop-response',
      idempotencyKey: 'drop-1',
      outbox: '1',
    });
    // The server recorded it once, as coming from the outbox; the replay under the same key does nothing more.
    const renamed = () => auditEntries(server, token, { entity: 'administrators.account', entityId: adminId, action: 'administrator.update' });
    const recorded = await renamed();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ actorId: adminId, viaOutbox: true, after: { name: 'Dropped Answer Name' } });
    const again = await rename('Dropped Answer Name', { 'idempotency-key': 'drop-1', 'x-stayops-outbox': '1' });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await renamed()).toHaveLength(1);
  });

  it('status: answers the given status with a JSON message without reaching the server', async () => {
    proxy.addRule({ method: 'PATCH', path: /^\/api\/administrators\//, fault: 'status', status: 503 });
    const res = await rename('Never Applied');
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await res.json()) as { message: string }).message).toMatch(/503/);
    expect(await nameNow()).not.toBe('Never Applied');
    expect(proxy.log()[0]).toMatchObject({ status: 503, serverStatus: null, fault: 'status' });
  });

  it('reset: cuts the connection without an answer and without reaching the server', async () => {
    proxy.addRule({ method: 'PATCH', path: /^\/api\/administrators\//, fault: 'reset' });
    await expect(rename('Never Reached')).rejects.toThrow();
    expect(await nameNow()).not.toBe('Never Reached');
    expect(proxy.log()[0]).toMatchObject({ status: 'reset', serverStatus: null, fault: 'reset' });
  });

  it('times: a rule applies to that many matching requests, then requests pass', async () => {
    proxy.addRule({ path: /^\/api\/health$/, fault: 'status', status: 429, times: 2 });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await health()).status);
    expect(statuses).toEqual([429, 429, 200, 200]);
    expect(proxy.log().map((e) => e.fault)).toEqual(['status', 'status', null, null]);
  });

  it('matches on method, on a path function, and only on requests carrying a header', async () => {
    proxy.addRule({ method: 'post', path: () => true, fault: 'status', status: 500 });
    proxy.addRule({ path: (p) => p.endsWith('/health'), header: 'x-stayops-outbox', fault: 'status', status: 503 });
    expect((await health()).status).toBe(200);
    expect((await health({ headers: { 'x-stayops-outbox': '1' } })).status).toBe(503);
    expect((await fetch(`${proxy.url}api/auth/login`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).status).toBe(500);
    expect(proxy.log().map((e) => [e.method, e.outbox, e.status])).toEqual([
      ['GET', null, 200],
      ['GET', '1', 503],
      ['POST', null, 500],
    ]);
  });

  it('hang: never answers, so the client times out; removing the rule lets later requests through', async () => {
    const remove = proxy.addRule({ path: /^\/api\/health$/, fault: 'hang' });
    const started = Date.now();
    await expect(health({ signal: AbortSignal.timeout(300) })).rejects.toThrow(/timeout|aborted/i);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    await proxy.waitFor((log) => log[0]?.clientClosed === true);
    expect(proxy.log()[0]).toMatchObject({ status: 'hung', fault: 'hang', clientClosed: true, serverStatus: null });

    // A request still held when the rule goes is let through, late.
    const held = health();
    await proxy.waitFor((log) => log.length === 2 && log[1].status === 'hung');
    remove();
    expect((await held).status).toBe(200);
    expect(proxy.log()[1]).toMatchObject({ status: 200, fault: 'hang', clientClosed: false });
    expect((await health()).status).toBe(200);
  });

  it('delay: forwards after the delay', async () => {
    proxy.addRule({ path: /^\/api\/health$/, fault: 'delay', delayMs: 400 });
    const started = Date.now();
    const res = await health();
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    const [entry] = proxy.log();
    expect(entry).toMatchObject({ status: 200, serverStatus: 200, fault: 'delay' });
    expect(entry.endedAt! - entry.at).toBeGreaterThanOrEqual(390);
  });

  it('waitFor resolves once the log matches and says what it saw when it times out', async () => {
    const waiting = proxy.waitFor((log) => log.some((e) => e.path === '/api/health' && e.status === 200), 5000);
    await health();
    await waiting;
    await expect(proxy.waitFor((log) => log.length > 5, 200)).rejects.toThrow(/GET \/api\/health → 200/);
  });

  it('stop ends held requests and closes the port', async () => {
    const other = await startFaultProxy(server.url);
    other.addRule({ path: /./, fault: 'hang' });
    const held = fetch(`${other.url}api/health`);
    await other.waitFor((log) => log.length === 1);
    await other.stop();
    await expect(held).rejects.toThrow();
    await expect(fetch(`${other.url}api/health`)).rejects.toThrow();
  });
});
