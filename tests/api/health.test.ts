import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app';

describe.each(BACKENDS)('health and docs on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('answers status ok with the database kind, without sign-in', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: backend });
  });

  it('serves an OpenAPI document listing the admin routes', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/administrators/aggregation', '/api/administrators/{id}', '/user-mgmt/change-admin-permission', '/api/auth/login']),
    );
  });

  it('answers an unknown API path with 404 and a message', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nothing-here', token: t.rootToken });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('message');
  });
});
