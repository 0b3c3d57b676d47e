import { expect } from 'vitest';
import type { DsrList, DsrRecord } from '@shared/contracts/dsr';
import { P } from '@shared/permissions';
import type { AreaRouteCases, Ctx, RouteCase } from '../helpers/route-cases';
import { listUrl } from '../helpers/test-app';

const json = <T>(res: { json(): unknown }) => res.json() as T;

/** A record made by the first admin, named after the case's own user so a search finds only it. */
async function made(ctx: Ctx): Promise<string> {
  const res = await ctx.t.request({ method: 'POST', url: '/api/dsr', token: ctx.t.rootToken, payload: { name: `Listed ${ctx.user.accountNumber}` } });
  expect(res.statusCode, res.body).toBe(201);
  return json<DsrRecord>(res).id;
}

/** Every route of the dsr area, with the one code it needs. */
const DSR_ROUTES: RouteCase[] = [
  {
    method: 'GET', path: '/api/dsr/aggregation', code: P.dsr.view, okStatus: 200,
    async prepare(ctx) { ctx.extra.record = await made(ctx); },
    request: ({ user }) => ({ url: listUrl('/api/dsr/aggregation', { filter: { search: `Listed ${user.accountNumber}` } }) }),
    async done(ctx, res) { expect(json<DsrList>(res).dsr.map((r) => r.id)).toEqual([ctx.extra.record]); },
  },
  {
    method: 'GET', path: '/api/dsr/{id}', code: P.dsr.view, okStatus: 200,
    async prepare(ctx) { ctx.extra.record = await made(ctx); },
    request: ({ extra }) => ({ url: `/api/dsr/${extra.record}` }),
    async done(ctx, res) { expect(json<DsrRecord>(res).id).toBe(ctx.extra.record); },
  },
  {
    method: 'POST', path: '/api/dsr', code: P.dsr.create, okStatus: 201,
    request: ({ user }) => ({ url: '/api/dsr', payload: { name: `Made ${user.accountNumber}` } }),
    async done(ctx, res) { expect(json<DsrRecord>(res)).toMatchObject({ name: `Made ${ctx.user.accountNumber}`, version: 1 }); },
  },
  {
    method: 'PATCH', path: '/api/dsr/{id}', code: P.dsr.edit, okStatus: 200,
    async prepare(ctx) { ctx.extra.record = await made(ctx); },
    request: ({ extra }) => ({ url: `/api/dsr/${extra.record}`, payload: { name: 'Renamed', version: 1 } }),
    async done(_ctx, res) { expect(json<DsrRecord>(res)).toMatchObject({ name: 'Renamed', version: 2 }); },
  },
];

export default { routes: DSR_ROUTES } satisfies AreaRouteCases;
