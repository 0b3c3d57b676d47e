import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractCalls } from '../support/contract-calls';
import { registeredRoutes } from './helpers/routes';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Routes that are not calls of an area: the API's own description. */
const NOT_CALLS = new Set(['GET /api/docs']);

describe('every API route is a call descriptor of src/shared/contracts, and every descriptor is served', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it("matches routes and descriptors one to one, with the descriptor's access rule", async () => {
    const calls = await contractCalls();
    const declared = calls.map(({ call }) => `${call.method} ${call.path}`);
    expect(new Set(declared).size, 'two descriptors for one route').toBe(declared.length);

    const served = registeredRoutes(t.app)
      .filter((r) => r.path.startsWith('/api/') || r.path.startsWith('/user-mgmt/'))
      .map((r) => `${r.method} ${r.path}`)
      .filter((r) => !NOT_CALLS.has(r));
    expect([...served].sort()).toEqual([...declared].sort());

    // Signed out, a public call answers and every other call is refused before it reads its input.
    for (const { call } of calls) {
      const url = call.path.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.request({ method: call.method, url, token: null });
      if (call.permission === 'public') expect(res.statusCode, `${call.method} ${call.path}`).not.toBe(401);
      else expect(res.statusCode, `${call.method} ${call.path}`).toBe(401);
    }
  });
});
