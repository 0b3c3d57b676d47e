import { expect } from 'vitest';
import type { Installment, InstallmentList } from '@shared/contracts/owner-installments';
import { ownerInstallments } from '@shared/contracts/plain/owner-installments';
import { caseOf, type AreaRouteCases, type Ctx, type RouteCase } from '../helpers/route-cases';
import { createOwner } from '../helpers/portfolio';
import { listUrl, type TestApp } from '../helpers/test-app';

const json = <T>(res: { json(): unknown }) => res.json() as T;

/** One owner per test app: every case's plan is theirs, told apart by its title. */
const owners = new WeakMap<TestApp, Promise<string>>();
function ownerOf(t: TestApp): Promise<string> {
  let found = owners.get(t);
  if (!found) {
    found = createOwner(t).then((o) => o.id);
    owners.set(t, found);
  }
  return found;
}

/** A plan made by the first admin, titled after the case's own user so a search finds only it. */
async function made(ctx: Ctx): Promise<void> {
  const payload = { ownerId: await ownerOf(ctx.t), title: `Furnishing ${ctx.user.accountNumber}`, principalSen: 120_000, months: 12, startMonth: '2027-01' };
  const res = await ctx.t.request({ method: 'POST', url: '/api/owner-installments', token: ctx.t.rootToken, payload });
  expect(res.statusCode, res.body).toBe(201);
  ctx.extra.plan = json<Installment>(res).id;
}

const current = async (ctx: Ctx) => json<Installment>(await ctx.t.request({ method: 'GET', url: `/api/owner-installments/${ctx.extra.plan}`, token: ctx.t.rootToken }));
const unchanged = async (ctx: Ctx) => expect(await current(ctx)).toMatchObject({ status: 'active', version: 1, waivedSen: 0, settledSen: 0 });

/** Every route of the owner installments, with the one code it needs (32 view, 33 create, 34 edit/waive/settle, 35 cancel). */
const ROUTES: RouteCase[] = [
  caseOf(ownerInstallments.list, {
    prepare: made,
    request: ({ user }) => ({ url: listUrl('/api/owner-installments/aggregation', { filter: { search: `Furnishing ${user.accountNumber}` } }) }),
    async done(ctx, res) { expect(json<InstallmentList>(res).installments.map((r) => r.id)).toEqual([ctx.extra.plan]); },
  }),
  caseOf(ownerInstallments.get, {
    prepare: made,
    request: ({ extra }) => ({ url: `/api/owner-installments/${extra.plan}` }),
    async done(ctx, res) { expect(json<Installment>(res)).toMatchObject({ id: ctx.extra.plan, months: 12 }); },
  }),
  caseOf(ownerInstallments.create, {
    async prepare(ctx) { ctx.extra.owner = await ownerOf(ctx.t); },
    request: ({ user, extra }) => ({ url: '/api/owner-installments', payload: { ownerId: extra.owner, title: `Made ${user.accountNumber}`, principalSen: 100_000, months: 3, startMonth: '2027-02' } }),
    async done(ctx, res) { expect(json<Installment>(res)).toMatchObject({ title: `Made ${ctx.user.accountNumber}`, status: 'active', version: 1, lastMonthSen: 33_334 }); },
  }),
  caseOf(ownerInstallments.update, {
    prepare: made,
    request: ({ extra }) => ({ url: `/api/owner-installments/${extra.plan}`, payload: { months: 6, version: 1 } }),
    refused: unchanged,
    async done(_ctx, res) { expect(json<Installment>(res)).toMatchObject({ months: 6, monthlySen: 20_000, version: 2 }); },
  }),
  caseOf(ownerInstallments.waive, {
    prepare: made,
    request: ({ extra }) => ({ url: `/api/owner-installments/${extra.plan}/waive`, payload: { month: '2027-03', reason: 'Aircond broke', version: 1 } }),
    refused: unchanged,
    async done(_ctx, res) { expect(json<Installment>(res)).toMatchObject({ waivedSen: 10_000, version: 2 }); },
  }),
  caseOf(ownerInstallments.settle, {
    prepare: made,
    request: ({ extra }) => ({ url: `/api/owner-installments/${extra.plan}/settle`, payload: { version: 1 } }),
    refused: unchanged,
    async done(_ctx, res) { expect(json<Installment>(res)).toMatchObject({ status: 'settled', settledSen: 120_000, dueSen: 0 }); },
  }),
  caseOf(ownerInstallments.cancel, {
    prepare: made,
    request: ({ extra }) => ({ url: `/api/owner-installments/${extra.plan}/cancel`, payload: { reason: 'Made twice', version: 1 } }),
    refused: unchanged,
    async done(_ctx, res) { expect(json<Installment>(res)).toMatchObject({ status: 'cancelled', cancelReason: 'Made twice' }); },
  }),
];

export default { routes: ROUTES } satisfies AreaRouteCases;
