import type { AreaNames } from './names';

/** The contract: a minimal record, its list, and the four calls every area starts with. */
export function contractFile(n: AreaNames): string {
  return `import { z } from 'zod';
import { defineCall } from './call';
import { expectedVersion, idParam } from './common';
import { listQuerySchema } from '../list-params';
import { ${n.upper}_ROUTES } from './plain/${n.name}';

// The skeleton's record: the area's own fields join it here first, then its table, dto, form and pages.
export const ${n.upper}_NAME_MAX = 160;

export const ${n.camel}Record = z.object({
  id: z.string(),
  name: z.string(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ${n.pascal}Record = z.infer<typeof ${n.camel}Record>;

export const ${n.camel}List = z.object({ totalCount: z.number(), ${n.camel}: z.array(${n.camel}Record) });
export type ${n.pascal}List = z.infer<typeof ${n.camel}List>;

/** What \`filter\` may hold on the ${n.name} list. */
export const ${n.camel}Filter = {
  search: z.string().trim().max(100),
};
export const ${n.upper}_SORTS = ['name', 'createdAt'] as const;

const fields = {
  name: z.string().trim().min(1, { message: 'Please enter name' }).max(${n.upper}_NAME_MAX),
};

export const new${n.pascal} = z.object(fields).strict();
export type New${n.pascal} = z.input<typeof new${n.pascal}>;

/** Any of the fields, with the version the admin saw: a newer one is a 409. */
export const ${n.camel}Patch = z
  .object({ ...fields, version: expectedVersion })
  .partial()
  .strict();
export type ${n.pascal}Patch = z.input<typeof ${n.camel}Patch>;

export const ${n.camel} = {
  list: defineCall({ ...${n.upper}_ROUTES.list, query: listQuerySchema, response: ${n.camel}List }),
  get: defineCall({ ...${n.upper}_ROUTES.get, params: idParam, response: ${n.camel}Record }),
  create: defineCall({ ...${n.upper}_ROUTES.create, body: new${n.pascal}, response: ${n.camel}Record }),
  update: defineCall({ ...${n.upper}_ROUTES.update, params: idParam, body: ${n.camel}Patch, response: ${n.camel}Record }),
};
`;
}

/** The calls without their schemas, for the app's reads (no zod on a list's first download). */
export function plainRoutesFile(n: AreaNames): string {
  return `import { P } from '../../permissions';
import { routesOf, type CallRouteFields } from '../call';
import type { ${n.camel} as contract } from '../${n.name}';

const tag = '${n.name}';

/** Each call of ../${n.name}.ts without its schemas: the contract spreads these into its descriptors. */
export const ${n.upper}_ROUTES = {
  list: { method: 'GET', path: '/api/${n.name}/aggregation', permission: P.${n.permission}.view, tag },
  get: { method: 'GET', path: '/api/${n.name}/:id', permission: P.${n.permission}.view, tag },
  create: { method: 'POST', path: '/api/${n.name}', status: 201, permission: P.${n.permission}.create, tag },
  update: { method: 'PATCH', path: '/api/${n.name}/:id', conflict: true, permission: P.${n.permission}.edit, tag },
} as const satisfies Record<string, CallRouteFields>;

/** The same calls for the app, typed as the contract's descriptors and loading no zod (see CallRoute). */
export const ${n.camel} = routesOf<typeof contract>()(${n.upper}_ROUTES);
`;
}

/** The calls' rules, so the area is green before anyone edits it: add the area's own rules beside them. */
export function apiTestFile(n: AreaNames): string {
  return `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ${n.pascal}List, ${n.pascal}Record } from '@shared/contracts/${n.name}';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { body, expectMessage } from './helpers/fixtures';
import { tag } from './helpers/users';

const BASE = '/api/${n.name}';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(BACKENDS)('${n.name} on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const create = async (name: string) => {
    const res = await t.request({ method: 'POST', url: BASE, token: t.rootToken, payload: { name } });
    expect(res.statusCode, res.body).toBe(201);
    return body<${n.pascal}Record>(res);
  };

  it('creates a record, reads it back, and finds it in the list by its name', async () => {
    const name = \`Made \${tag()}\`;
    const made = await create(name);
    expect(made).toMatchObject({ name, version: 1 });
    expect(body<${n.pascal}Record>(await t.request({ method: 'GET', url: \`\${BASE}/\${made.id}\`, token: t.rootToken }))).toEqual(made);
    const list = body<${n.pascal}List>(await t.request({ method: 'GET', url: listUrl(\`\${BASE}/aggregation\`, { filter: { search: name } }), token: t.rootToken }));
    expect(list).toEqual({ totalCount: 1, ${n.camel}: [made] });
  });

  it('edits with the version it was read at, and answers 409 with the record as it is for an older one', async () => {
    const made = await create(\`Edited \${tag()}\`);
    const edit = (payload: object) => t.request({ method: 'PATCH', url: \`\${BASE}/\${made.id}\`, token: t.rootToken, payload });
    const edited = await edit({ name: 'Renamed', version: 1 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(body<${n.pascal}Record>(edited)).toMatchObject({ name: 'Renamed', version: 2 });
    const stale = await edit({ name: 'Too late', version: 1 });
    expectMessage(stale, 409);
    expect((stale.json() as { current: ${n.pascal}Record }).current).toMatchObject({ name: 'Renamed', version: 2 });
  });

  it('refuses an empty name, an unknown field and an unknown id', async () => {
    expectMessage(await t.request({ method: 'POST', url: BASE, token: t.rootToken, payload: { name: ' ' } }), 400);
    expectMessage(await t.request({ method: 'POST', url: BASE, token: t.rootToken, payload: { name: 'A', colour: 'red' } }), 400);
    expectMessage(await t.request({ method: 'GET', url: \`\${BASE}/\${MISSING_ID}\`, token: t.rootToken }), 404);
    expectMessage(await t.request({ method: 'PATCH', url: \`\${BASE}/\${MISSING_ID}\`, token: t.rootToken, payload: { name: 'B', version: 1 } }), 404);
  });
});
`;
}

/** The area's rows of the permission gate (tests/api/permissions.test.ts finds the file by its name). */
export function permissionCasesFile(n: AreaNames): string {
  const code = (action: string) => `P.${n.permission}.${action}`;
  return `import { expect } from 'vitest';
import type { ${n.pascal}List, ${n.pascal}Record } from '@shared/contracts/${n.name}';
import { P } from '@shared/permissions';
import type { AreaRouteCases, Ctx, RouteCase } from '../helpers/route-cases';
import { listUrl } from '../helpers/test-app';

const json = <T>(res: { json(): unknown }) => res.json() as T;

/** A record made by the first admin, named after the case's own user so a search finds only it. */
async function made(ctx: Ctx): Promise<string> {
  const res = await ctx.t.request({ method: 'POST', url: '/api/${n.name}', token: ctx.t.rootToken, payload: { name: \`Listed \${ctx.user.accountNumber}\` } });
  expect(res.statusCode, res.body).toBe(201);
  return json<${n.pascal}Record>(res).id;
}

/** Every route of the ${n.name} area, with the one code it needs. */
const ${n.upper}_ROUTES: RouteCase[] = [
  {
    method: 'GET', path: '/api/${n.name}/aggregation', code: ${code('view')}, okStatus: 200,
    async prepare(ctx) { ctx.extra.record = await made(ctx); },
    request: ({ user }) => ({ url: listUrl('/api/${n.name}/aggregation', { filter: { search: \`Listed \${user.accountNumber}\` } }) }),
    async done(ctx, res) { expect(json<${n.pascal}List>(res).${n.camel}.map((r) => r.id)).toEqual([ctx.extra.record]); },
  },
  {
    method: 'GET', path: '/api/${n.name}/{id}', code: ${code('view')}, okStatus: 200,
    async prepare(ctx) { ctx.extra.record = await made(ctx); },
    request: ({ extra }) => ({ url: \`/api/${n.name}/\${extra.record}\` }),
    async done(ctx, res) { expect(json<${n.pascal}Record>(res).id).toBe(ctx.extra.record); },
  },
  {
    method: 'POST', path: '/api/${n.name}', code: ${code('create')}, okStatus: 201,
    request: ({ user }) => ({ url: '/api/${n.name}', payload: { name: \`Made \${user.accountNumber}\` } }),
    async done(ctx, res) { expect(json<${n.pascal}Record>(res)).toMatchObject({ name: \`Made \${ctx.user.accountNumber}\`, version: 1 }); },
  },
  {
    method: 'PATCH', path: '/api/${n.name}/{id}', code: ${code('edit')}, okStatus: 200,
    async prepare(ctx) { ctx.extra.record = await made(ctx); },
    request: ({ extra }) => ({ url: \`/api/${n.name}/\${extra.record}\`, payload: { name: 'Renamed', version: 1 } }),
    async done(_ctx, res) { expect(json<${n.pascal}Record>(res)).toMatchObject({ name: 'Renamed', version: 2 }); },
  },
];

export default { routes: ${n.upper}_ROUTES } satisfies AreaRouteCases;
`;
}
