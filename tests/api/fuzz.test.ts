import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSession } from '@server/core/auth/sessions';
import { CREDIT_ATTACHMENT_FIELDS } from '@shared/contracts/credit';
import { DOCUMENT_KINDS, userProfileFields } from '@shared/contracts/users';
import { fuzzInput, prng, seedOf, type JsonSchema, type Known, type RouteShape } from './helpers/fuzz-inputs';
import { registeredRoutes, type RegisteredRoute } from './helpers/routes';
import { BACKENDS, createTestApp, ROOT_EMAIL, type TestApp } from './helpers/test-app';
import { insertFile, insertUser } from './helpers/users';
import { createUnit } from './helpers/portfolio';

/** Inputs per route; FUZZ_SEED replays another run, FUZZ_INPUTS sends more. */
const INPUTS_PER_ROUTE = Number(process.env.FUZZ_INPUTS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/** Requests in flight at once; FUZZ_CONCURRENCY=1 sends them one by one. */
const CONCURRENCY = Math.max(1, Number(process.env.FUZZ_CONCURRENCY ?? 4));

/**
 * The app's areas by path prefix, each fuzzed in its own test. A route under none of them (one added
 * later in a new area) is fuzzed in the last test, so no route is left out.
 */
const AREAS: readonly (readonly [string, readonly string[]])[] = [
  ['sign-in and administrators', ['/api/auth/', '/api/account/', '/api/administrators']],
  ['user management', ['/user-mgmt/', '/api/users', '/api/change-contact-submissions', '/api/files/', '/api/approvals', '/api/audit']],
  ['credit', ['/api/credit/']],
  ['free stays', ['/api/free-stay-requests', '/api/free-stay-quotas']],
  ['portfolio', ['/api/companies', '/api/service-packages', '/api/properties', '/api/units', '/api/room-types', '/api/listings', '/api/owners']],
  ['reservations, enquiries and channels', ['/api/reservations', '/api/enquiries', '/api/integration/', '/api/ical/']],
];

/** The prefixes of the area a path is in, or null for none. */
function areaOf(path: string): readonly string[] | null {
  return AREAS.find(([, prefixes]) => prefixes.some((p) => path.startsWith(p)))?.[1] ?? null;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type OpenApiDoc = { paths: Record<string, Record<string, OpenApiOperation>> };

const profileFieldSchemas = (z.toJSONSchema(userProfileFields, { unrepresentable: 'any' }) as JsonSchema).properties ?? {};

/** What the OpenAPI document says about a route's inputs; multipart routes get the profile form's fields and every file part any form takes. */
function shapeOf(doc: OpenApiDoc, method: string, path: string): RouteShape {
  const op = doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
  const query = Object.fromEntries((op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema]));
  const content = op?.requestBody?.content ?? {};
  const multipart = 'multipart/form-data' in content || path === '/user-mgmt/edit-rider-details';
  return {
    method,
    path,
    query,
    body: content['application/json']?.schema,
    ...(multipart ? { multipartFields: { account_number: { type: 'string' }, ...profileFieldSchemas }, fileFields: [...DOCUMENT_KINDS, ...CREDIT_ATTACHMENT_FIELDS] } : {}),
  };
}

describe.each(BACKENDS)('fuzzed input on every route on %s', (backend) => {
  let t: TestApp;
  let known: Known;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const db = t.database.db;
    const rider = await insertUser(db, { role: 'rider' });
    const buyer = await insertUser(db, { role: 'buyer' });
    const admin = await t.adminWith([0, 4]);
    const file = await insertFile(db, rider.id);
    // A unit with a stay on it, so reservation bodies that name a real unit reach the nights check.
    const unit = await createUnit(t);
    const booked = await t.request({
      method: 'POST', url: '/api/reservations', token: t.rootToken, payload: { unitId: unit.id, checkIn: '2026-01-10', checkOut: '2026-01-12', guestName: 'Fuzz Guest' },
    });
    // A pending free-stay request, so decisions and cancels on a real one reach the quota and the unit checks.
    const freeStay = await t.request({
      method: 'POST', url: '/api/free-stay-requests', token: t.rootToken,
      payload: { accountId: rider.id, unitId: unit.id, checkIn: '2030-01-10', checkOut: '2030-01-12', reason: 'Fuzz free stay' },
    });
    known = {
      // Never the signed-in admin's own id: the fuzz must not deactivate the account it signs in with.
      ids: [
        '00000000-0000-4000-8000-000000000000', rider.id, buyer.id, admin.id, file, unit.id, unit.propertyId, unit.roomTypeId,
        (booked.json() as { id: string }).id, (freeStay.json() as { id: string }).id,
      ],
      accountNumbers: [rider.accountNumber, buyer.accountNumber, '0', '99999999999999999999'],
      emails: [admin.email, ROOT_EMAIL, 'new-person@stayops.test', 'UPPER@STAYOPS.TEST'],
    };
  });
  afterAll(async () => t?.close());

  /** Every registered route once, each in the one area whose prefix it starts with, or in the last. */
  const routesOf = (prefixes: readonly string[]): RegisteredRoute[] =>
    registeredRoutes(t.app).filter((route) => areaOf(route.path) === (prefixes.length ? prefixes : null));

  it('every registered route is in exactly one area below', () => {
    const routes = registeredRoutes(t.app);
    expect(routes.length).toBeGreaterThan(30);
    const covered = [...AREAS.map(([, prefixes]) => prefixes), []].flatMap((prefixes) => routesOf(prefixes));
    expect(covered.map((r) => `${r.method} ${r.path}`).sort()).toEqual(routes.map((r) => `${r.method} ${r.path}`).sort());
  });

  // One test per area, so a slow machine meets a timeout sized for one area rather than for the whole app,
  // and a failure names its area; every route still gets all its inputs.
  it.each([...AREAS, ['every other route', []] as const])(
    `%s: ${INPUTS_PER_ROUTE} generated bad inputs per route, signed in as the full admin, without a 5xx`,
    async (_area, prefixes) => {
      const doc = t.app.swagger() as unknown as OpenApiDoc;
      const routes = routesOf(prefixes);
      const failures: string[] = [];
      let sent = 0;
      const timings: string[] = [];
      for (const route of routes) {
        const started = performance.now();
        const shape = shapeOf(doc, route.method, route.path);
        const rng = prng(seedOf(`${route.method} ${route.path}`, SEED));
        // A session per route: a route that signs out (logout) must not blind the ones after it.
        const token = await createSession(t.database.db, t.rootId, 1);
        // The same inputs as one at a time (drawn in order from the route's seed), sent a few at once.
        const inputs = Array.from({ length: INPUTS_PER_ROUTE }, (_, i) => fuzzInput(rng, shape, known, i));
        let next = 0;
        const worker = async () => {
          while (next < inputs.length) {
            const input = inputs[next++];
            const res = await t.request({ ...input.opts, token });
            sent++;
            if (res.statusCode >= 500) {
              const sentBody = input.opts.payload === undefined ? '' : String(input.opts.payload).slice(0, 160);
              failures.push(`${route.method} ${route.path} ${input.label} → ${res.statusCode} ${res.body.slice(0, 120)}\n    ${input.opts.url?.toString().slice(0, 200)} ${sentBody}`);
            }
          }
        };
        await Promise.all(Array.from({ length: CONCURRENCY }, worker));
        timings.push(`${Math.round(performance.now() - started)} ms ${route.method} ${route.path}`);
      }
      if (process.env.FUZZ_TIMING) console.log(timings.join('\n'));
      expect(sent).toBe(routes.length * INPUTS_PER_ROUTE);
      expect(failures, `seed ${SEED}:\n${failures.join('\n')}`).toEqual([]);
    },
    // About 20–60 s each alone on PGlite; the portfolio, the largest, took 122 s at a load of 12. A limit, not a budget.
    300_000,
  );
});
