import { expect } from 'vitest';
import type { ExpensesList, ExpensesRecord } from '@shared/contracts/expenses';
import { P } from '@shared/permissions';
import type { AreaRouteCases, Ctx, RouteCase } from '../helpers/route-cases';
import { listUrl } from '../helpers/test-app';

const json = <T>(res: { json(): unknown }) => res.json() as T;

/** A record made by the first admin, named after the case's own user so a search finds only it. */
async function made(ctx: Ctx): Promise<string> {
  const res = await ctx.t.request({ method: 'POST', url: '/api/expenses', token: ctx.t.rootToken, payload: { name: `Listed ${ctx.user.accountNumber}` } });
  expect(res.statusCode, res.body).toBe(201);
  return json<ExpensesRecord>(res).id;
}

/** Every route of the expenses area, with the one code it needs. */
const EXPENSES_ROUTES: RouteCase[] = [
  {
    method: 'GET', path: '/api/expenses/aggregation', code: P.expenses.view, okStatus: 200,
    async prepare(ctx) { ctx.extra.record = await made(ctx); },
    request: ({ user }) => ({ url: listUrl('/api/expenses/aggregation', { filter: { search: `Listed ${user.accountNumber}` } }) }),
    async done(ctx, res) { expect(json<ExpensesList>(res).expenses.map((r) => r.id)).toEqual([ctx.extra.record]); },
  },
  {
    method: 'GET', path: '/api/expenses/{id}', code: P.expenses.view, okStatus: 200,
    async prepare(ctx) { ctx.extra.record = await made(ctx); },
    request: ({ extra }) => ({ url: `/api/expenses/${extra.record}` }),
    async done(ctx, res) { expect(json<ExpensesRecord>(res).id).toBe(ctx.extra.record); },
  },
  {
    method: 'POST', path: '/api/expenses', code: P.expenses.create, okStatus: 201,
    request: ({ user }) => ({ url: '/api/expenses', payload: { name: `Made ${user.accountNumber}` } }),
    async done(ctx, res) { expect(json<ExpensesRecord>(res)).toMatchObject({ name: `Made ${ctx.user.accountNumber}`, version: 1 }); },
  },
  {
    method: 'PATCH', path: '/api/expenses/{id}', code: P.expenses.edit, okStatus: 200,
    async prepare(ctx) { ctx.extra.record = await made(ctx); },
    request: ({ extra }) => ({ url: `/api/expenses/${extra.record}`, payload: { name: 'Renamed', version: 1 } }),
    async done(_ctx, res) { expect(json<ExpensesRecord>(res)).toMatchObject({ name: 'Renamed', version: 2 }); },
  },
];

export default { routes: EXPENSES_ROUTES } satisfies AreaRouteCases;
