import type { AreaNames } from './names';

/** The contract: a minimal record, its list, and the two calls every area starts with. */
export function contractFile(n: AreaNames): string {
  return `import { z } from 'zod';
import { defineCall } from './call';
import { idParam } from './common';
import { listQuerySchema } from '../list-params';
import { P } from '../permissions';

// The skeleton's record: the area's own fields join it here first, then its table, dto and pages.
export const ${n.camel}Record = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
});
export type ${n.pascal}Record = z.infer<typeof ${n.camel}Record>;

export const ${n.camel}List = z.object({ totalCount: z.number(), ${n.camel}: z.array(${n.camel}Record) });
export type ${n.pascal}List = z.infer<typeof ${n.camel}List>;

/** What \`filter\` may hold on the ${n.name} list. */
export const ${n.camel}Filter = {
  search: z.string().trim().max(100),
};
export const ${n.upper}_SORTS = ['createdAt'] as const;

const tag = '${n.name}';
export const ${n.camel} = {
  list: defineCall({ method: 'GET', path: '/api/${n.name}/aggregation', query: listQuerySchema, response: ${n.camel}List, permission: P.${n.permission}.view, tag }),
  get: defineCall({ method: 'GET', path: '/api/${n.name}/:id', params: idParam, response: ${n.camel}Record, permission: P.${n.permission}.view, tag }),
};
`;
}

/** The calls' access rules and the skeleton's empty answers, so the area is green before anyone edits it. */
export function apiTestFile(n: AreaNames): string {
  return `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ${n.pascal}List } from '@shared/contracts/${n.name}';
import { ALL_PERMISSION_CODES, P } from '@shared/permissions';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app';
import { body, expectMessage, expectUnauthorized } from './helpers/fixtures';

const LIST = '/api/${n.name}/aggregation';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(BACKENDS)('${n.name} on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('lists nothing yet for an admin holding every code', async () => {
    const res = await t.request({ method: 'GET', url: LIST, token: t.rootToken });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<${n.pascal}List>(res)).toEqual({ totalCount: 0, ${n.camel}: [] });
  });

  it('refuses a caller who is signed out', async () => {
    expectUnauthorized(await t.request({ method: 'GET', url: LIST, token: null }));
  });

  it('refuses an admin holding every code but the view code', async () => {
    const { token } = await t.adminWith(ALL_PERMISSION_CODES.filter((code) => code !== P.${n.permission}.view));
    expectMessage(await t.request({ method: 'GET', url: LIST, token }), 403);
  });

  it('answers 404 for an id it does not know', async () => {
    expectMessage(await t.request({ method: 'GET', url: \`/api/${n.name}/\${MISSING_ID}\`, token: t.rootToken }), 404);
  });
});
`;
}
