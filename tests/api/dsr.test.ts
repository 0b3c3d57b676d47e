import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DsrList, DsrRecord } from '@shared/contracts/dsr';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { body, expectMessage } from './helpers/fixtures';
import { tag } from './helpers/users';

const BASE = '/api/dsr';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(BACKENDS)('dsr on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const create = async (name: string) => {
    const res = await t.request({ method: 'POST', url: BASE, token: t.rootToken, payload: { name } });
    expect(res.statusCode, res.body).toBe(201);
    return body<DsrRecord>(res);
  };

  it('creates a record, reads it back, and finds it in the list by its name', async () => {
    const name = `Made ${tag()}`;
    const made = await create(name);
    expect(made).toMatchObject({ name, version: 1 });
    expect(body<DsrRecord>(await t.request({ method: 'GET', url: `${BASE}/${made.id}`, token: t.rootToken }))).toEqual(made);
    const list = body<DsrList>(await t.request({ method: 'GET', url: listUrl(`${BASE}/aggregation`, { filter: { search: name } }), token: t.rootToken }));
    expect(list).toEqual({ totalCount: 1, dsr: [made] });
  });

  it('edits with the version it was read at, and answers 409 with the record as it is for an older one', async () => {
    const made = await create(`Edited ${tag()}`);
    const edit = (payload: object) => t.request({ method: 'PATCH', url: `${BASE}/${made.id}`, token: t.rootToken, payload });
    const edited = await edit({ name: 'Renamed', version: 1 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(body<DsrRecord>(edited)).toMatchObject({ name: 'Renamed', version: 2 });
    const stale = await edit({ name: 'Too late', version: 1 });
    expectMessage(stale, 409);
    expect((stale.json() as { current: DsrRecord }).current).toMatchObject({ name: 'Renamed', version: 2 });
  });

  it('refuses an empty name, an unknown field and an unknown id', async () => {
    expectMessage(await t.request({ method: 'POST', url: BASE, token: t.rootToken, payload: { name: ' ' } }), 400);
    expectMessage(await t.request({ method: 'POST', url: BASE, token: t.rootToken, payload: { name: 'A', colour: 'red' } }), 400);
    expectMessage(await t.request({ method: 'GET', url: `${BASE}/${MISSING_ID}`, token: t.rootToken }), 404);
    expectMessage(await t.request({ method: 'PATCH', url: `${BASE}/${MISSING_ID}`, token: t.rootToken, payload: { name: 'B', version: 1 } }), 404);
  });
});
