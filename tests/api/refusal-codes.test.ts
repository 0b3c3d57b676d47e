import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { expectMessage } from './helpers/fixtures';
import { REFUSALS } from '@shared/refusals';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

interface Coded {
  message: string;
  refusal?: { code: string; details: Record<string, unknown> };
  errors?: { field: string; message: string; code?: string; details?: Record<string, unknown> }[];
}

/**
 * Every 4xx a person may read carries its rule's code and facts beside the unchanged English message
 * (DESIGN.md §4, @shared/refusals), so the app can say it in zh-CN and ms-MY.
 */
describe.each(BACKENDS)('refusal codes on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const coded = (status: number, res: Awaited<ReturnType<TestApp['request']>>, message?: RegExp): Coded => {
    const body = expectMessage(res, status, message) as Coded;
    expect(body.refusal?.code, res.body).toBeTypeOf('string');
    expect(Object.keys(REFUSALS), res.body).toContain(body.refusal?.code);
    return body;
  };

  it('a 404 names the kind of record, with the English message as before', async () => {
    const res = await t.request({ method: 'GET', url: `/api/administrators/${MISSING_ID}`, token: t.rootToken });
    const body = coded(404, res);
    expect(body.message).toBe('Administrator not found');
    expect(body.refusal).toEqual({ code: 'not_found', details: { what: 'administrator' } });
  });

  it("a validation 400 keeps each field's message and adds zod's code and limits", async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/administrators',
      token: t.rootToken,
      payload: { name: 'Short Pass', email: 'not-an-email', password: 'short', permissions: [4] },
    });
    const body = coded(400, res, /^Invalid request — /);
    expect(body.refusal).toEqual({ code: 'invalid_request', details: {} });
    const byField = Object.fromEntries((body.errors ?? []).map((e) => [e.field, e]));
    expect(byField.password).toMatchObject({ message: 'Password must be at least 10 characters', code: 'too_small', details: { minimum: 10, origin: 'string' } });
    expect(byField.email).toMatchObject({ message: 'Please enter a valid email', code: 'invalid_format', details: { format: 'email' } });
    // The summary is today's, built from the same messages.
    expect(body.message).toContain('password: Password must be at least 10 characters');
  });

  it('a missing field is `required`; a list parameter, bad JSON and a reused Idempotency-Key are coded too', async () => {
    const missing = await t.request({ method: 'POST', url: '/api/administrators', token: t.rootToken, payload: { email: 'x@stayops.test', password: 'long-enough-pass', permissions: [4] } });
    expect((coded(400, missing).errors ?? []).find((e) => e.field === 'name')).toMatchObject({ code: 'required' });

    const list = await t.request({ method: 'GET', url: listUrl('/api/administrators/aggregation', { sort: { colour: 'asc' } }), token: t.rootToken });
    expect(coded(400, list, /sort/).refusal).toEqual({ code: 'invalid_list_params', details: { param: 'sort' } });

    const json = await t.request({ method: 'POST', url: '/api/administrators', token: t.rootToken, headers: { 'content-type': 'application/json' }, payload: '{"name": ' });
    expect(coded(400, json, /JSON/).refusal?.code).toBe('malformed_body');

    const create = (email: string) =>
      t.request({ method: 'POST', url: '/api/administrators', token: t.rootToken, headers: { 'idempotency-key': 'codes-1' }, payload: { name: 'Key Holder', email, password: 'long-enough-pass', permissions: [4] } });
    expect((await create('key-1@stayops.test')).statusCode).toBe(201);
    const reused = coded(422, await create('key-2@stayops.test'), /Idempotency-Key/);
    expect(reused.message).toBe('This Idempotency-Key was already used for a different request');
    expect(reused.refusal?.code).toBe('idempotency_key_reused');
  });

  it("a 403 of a rule is coded; a missing permission stays { message } (DESIGN.md §4)", async () => {
    const editor = await t.adminWith([0, 2, 4]);
    const own = await t.request({ method: 'POST', url: '/user-mgmt/change-admin-permission', token: editor.token, payload: { id: editor.id, permissions: [0, 2] } });
    expect(coded(403, own).refusal).toEqual({ code: 'own_permissions', details: {} });
    const viewer = await t.adminWith([4]);
    const res = await t.request({ method: 'POST', url: '/api/administrators', token: viewer.token, payload: { name: 'No Way', email: 'no-way@stayops.test', password: 'long-enough-pass', permissions: [4] } });
    expect(Object.keys(expectMessage(res, 403) as object)).toEqual(['message']);
  });
});
