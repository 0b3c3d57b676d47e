import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Expense, ExpenseList } from '@shared/contracts/expenses';
import { expenses } from '@shared/contracts/plain/expenses';
import { expensesTable } from '@server/db/schema';
import { caseOf, type AreaRouteCases, type Ctx, type RouteCase } from '../helpers/route-cases';
import { listUrl } from '../helpers/test-app';
import { JPEG, multipart } from '../helpers/users';

const json = <T>(res: { json(): unknown }) => res.json() as T;

/** An expense recorded by the first admin, its payee named after the case's own user so a search finds only it. */
async function recorded(ctx: Ctx, withReceipt = false): Promise<void> {
  const res = await ctx.t.request({
    method: 'POST', url: '/api/expenses', token: ctx.t.rootToken,
    payload: { expenseDate: '2026-11-02', category: 'repairs', payee: `Payee ${ctx.user.accountNumber}`, amountSen: 12_000 },
  });
  expect(res.statusCode, res.body).toBe(201);
  ctx.extra.expense = json<Expense>(res).id;
  if (!withReceipt) return;
  const form = multipart({}, [{ field: 'receipt', filename: 'receipt.jpg', content: JPEG }]);
  const attached = await ctx.t.request({ method: 'POST', url: `/api/expenses/${ctx.extra.expense}/receipt`, token: ctx.t.rootToken, ...form });
  expect(attached.statusCode, attached.body).toBe(200);
}

const row = async (ctx: Ctx) => (await ctx.t.database.db.select().from(expensesTable).where(eq(expensesTable.id, ctx.extra.expense)))[0];
const searchOf = (ctx: Ctx) => ({ filter: { search: `Payee ${ctx.user.accountNumber}` } });

/** Every route of the expenses area, with the one code it needs (32 view, 33 record, 34 edit, 35 approve or void). */
const EXPENSES_ROUTES: RouteCase[] = [
  caseOf(expenses.list, {
    async prepare(ctx) { await recorded(ctx); },
    request: (ctx) => ({ url: listUrl('/api/expenses/aggregation', searchOf(ctx)) }),
    async done(ctx, res) {
      const list = json<ExpenseList>(res);
      expect(list.expenses.map((e) => e.id)).toEqual([ctx.extra.expense]);
      expect(list.totals).toMatchObject({ count: 1, amountSen: 12_000, totalSen: 12_000 });
    },
  }),
  caseOf(expenses.exportCsv, {
    async prepare(ctx) { await recorded(ctx); },
    request: (ctx) => ({ url: listUrl('/api/expenses/export.csv', searchOf(ctx)) }),
    async done(ctx, res) {
      const lines = res.rawPayload.toString('utf8').trim().split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`Payee ${ctx.user.accountNumber}`);
    },
  }),
  caseOf(expenses.get, {
    async prepare(ctx) { await recorded(ctx); },
    request: ({ extra }) => ({ url: `/api/expenses/${extra.expense}` }),
    async done(ctx, res) { expect(json<Expense>(res).id).toBe(ctx.extra.expense); },
  }),
  caseOf(expenses.create, {
    request: ({ user }) => ({ url: '/api/expenses', payload: { expenseDate: '2026-11-03', category: 'supplies', payee: `Made ${user.accountNumber}`, amountSen: 4_550 } }),
    async done(ctx, res) { expect(json<Expense>(res)).toMatchObject({ payee: `Made ${ctx.user.accountNumber}`, status: 'recorded', version: 1 }); },
  }),
  caseOf(expenses.update, {
    async prepare(ctx) { await recorded(ctx); },
    request: ({ extra }) => ({ url: `/api/expenses/${extra.expense}`, payload: { amountSen: 13_000, version: 1 } }),
    async done(ctx) { expect(await row(ctx)).toMatchObject({ amountSen: 13_000, version: 2 }); },
  }),
  caseOf(expenses.attachReceipt, {
    async prepare(ctx) { await recorded(ctx); },
    request: ({ extra }) => ({ url: `/api/expenses/${extra.expense}/receipt`, ...multipart({}, [{ field: 'receipt', filename: 'receipt.jpg', content: JPEG }]) }),
    async done(ctx, res) {
      expect(json<Expense>(res).receipt).toEqual({ mimeType: 'image/jpeg', size: JPEG.length });
      expect((await row(ctx)).receiptFileId).not.toBeNull();
    },
  }),
  caseOf(expenses.receipt, {
    async prepare(ctx) { await recorded(ctx, true); },
    request: ({ extra }) => ({ url: `/api/expenses/${extra.expense}/receipt` }),
    async done(_ctx, res) { expect(res.rawPayload.equals(JPEG)).toBe(true); },
  }),
  caseOf(expenses.decide, {
    async prepare(ctx) { await recorded(ctx); },
    request: ({ extra }) => ({ url: `/api/expenses/${extra.expense}/decision`, payload: { action: 'approve', expected: 'recorded' } }),
    async done(ctx) { expect(await row(ctx)).toMatchObject({ status: 'approved', amountSen: 12_000 }); },
  }),
];

export default { routes: EXPENSES_ROUTES } satisfies AreaRouteCases;
