import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { ExportFeed, ImportFeed } from '@shared/contracts/integration';
import { BACKENDS, createTestApp, ROOT_EMAIL, ROOT_PASSWORD, type TestApp } from './helpers/test-app';
import { body } from './helpers/fixtures';
import { insertUser } from './helpers/users';
import { createOwner, createUnit } from './helpers/portfolio';

/**
 * Every answer carrying a secret (a token, a temporary password, a capability URL) is `Cache-Control: no-store`
 * (issue 24, item 6), whether it succeeds, fails or is an idempotent replay.
 */
describe.each(BACKENDS)('answers carrying a secret on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, key?: string) =>
    t.request({ method, url, payload, token: t.rootToken, headers: key ? { 'idempotency-key': key } : {} });
  const expectNoStore = (res: LightMyRequestResponse, status: number, what: string) => {
    expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
    expect(res.headers['cache-control'], what).toBe('no-store');
  };

  it('sign-in: the token, and the refusals too', async () => {
    expectNoStore(await t.login(ROOT_EMAIL, ROOT_PASSWORD), 200, 'sign-in');
    expectNoStore(await t.login(ROOT_EMAIL, 'not-the-password'), 401, 'wrong password');
  });

  it('a password reset: the temporary password, and its replay', async () => {
    const a = await t.adminWith([4]);
    expectNoStore(await send('POST', '/user-mgmt/reset-user-password', { id: a.id }, `reset-${a.id}`), 200, 'reset');
    expectNoStore(await send('POST', '/user-mgmt/reset-user-password', { id: a.id }, `reset-${a.id}`), 409, 'reset replayed');
    const user = await insertUser(t.database.db, { role: 'guest', email: `reset-${a.id}@stayops.test` });
    const userReset = await send('POST', '/user-mgmt/reset-user-password', { id: user.id });
    expect(userReset.headers['cache-control'], `user reset ${userReset.statusCode}`).toBe('no-store');
  });

  it('owner portal access: the temporary password, and its replay', async () => {
    const owner = await createOwner(t);
    const url = `/api/owners/${owner.id}/portal-access`;
    expectNoStore(await send('POST', url, { enabled: true }, `portal-${owner.id}`), 200, 'portal access');
    expectNoStore(await send('POST', url, { enabled: true }, `portal-${owner.id}`), 409, 'portal access replayed');
  });

  it('the unit calendar export: its secret URL read, rotated and served', async () => {
    const unit = await createUnit(t);
    const read = await send('GET', `/api/integration/units/${unit.id}/export`);
    expectNoStore(read, 200, 'export read');
    expectNoStore(await send('POST', `/api/integration/units/${unit.id}/export/rotate`, undefined, `rotate-${unit.id}`), 200, 'export rotated');
    expectNoStore(await send('POST', `/api/integration/units/${unit.id}/export/rotate`, undefined, `rotate-${unit.id}`), 409, 'rotate replayed');
    const path = body<ExportFeed>(await send('GET', `/api/integration/units/${unit.id}/export`)).path;
    expectNoStore(await t.request({ method: 'GET', url: path }), 200, 'calendar');
  });

  it('channel feeds: their URLs carry the channel calendar key', async () => {
    const unit = await createUnit(t);
    const made = await send('POST', '/api/integration/feeds', { unitId: unit.id, channel: 'airbnb', url: 'https://www.airbnb.com/calendar/ical/1.ics?s=secret' });
    expectNoStore(made, 201, 'feed created');
    const feed = body<ImportFeed>(made);
    expectNoStore(await send('GET', `/api/integration/feeds?unitId=${unit.id}`), 200, 'feeds listed');
    expectNoStore(await send('PATCH', `/api/integration/feeds/${feed.id}`, { channel: 'agoda', version: 1 }), 200, 'feed edited');
    expectNoStore(await send('DELETE', `/api/integration/feeds/${feed.id}`), 200, 'feed deactivated');
  });
});
