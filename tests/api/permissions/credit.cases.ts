import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CreditAccountDetail, CreditEntry, CreditEntryList, CreditHolderList, CreditRequest, CreditRequestList } from '@shared/contracts/credit';
import { P } from '@shared/permissions';
import { credit } from '@shared/contracts/plain/credit';
import { creditRequests } from '@server/db/schema';
import { caseOf, type AreaRouteCases, type Ctx, type RouteCase } from '../helpers/route-cases';
import { listUrl } from '../helpers/test-app';
import { JPEG, PDF, multipart } from '../helpers/users';

/** A request on the context's user, made by the first admin; approved by another admin when `approve` says so. */
async function prepareRequest(ctx: Ctx, kind: 'top_up' | 'deduction', approve: boolean): Promise<void> {
  const { t, user } = ctx;
  const made = await t.request({ method: 'POST', url: '/api/credit/requests', token: t.rootToken, payload: { accountId: user.id, kind, amountSen: 2_500, reason: 'permission case' } });
  const request = made.json() as CreditRequest;
  ctx.extra.request = request.id;
  if (!approve) return;
  const checker = await t.adminWith([P.credit.approve]);
  const approved = await t.request({ method: 'POST', url: `/api/credit/requests/${request.id}/decision`, token: checker.token, payload: { action: 'approve' } });
  ctx.extra.entry = (approved.json() as CreditRequest).entryId!;
}

/** A pending request made by the admin the case signs in as (`extra.caller`), written straight to the table. */
async function ownRequest(ctx: Ctx): Promise<void> {
  const [row] = await ctx.t.database.db
    .insert(creditRequests)
    .values({ accountId: ctx.user.id, kind: 'deduction', amountSen: 300, reason: 'permission case', makerId: ctx.extra.caller })
    .returning({ id: creditRequests.id });
  ctx.extra.request = row.id;
}

const requestRow = async (ctx: Ctx) => (await ctx.t.database.db.select().from(creditRequests).where(eq(creditRequests.id, ctx.extra.request)))[0];

/** Every credit route, with the one code it needs (Credit Management: 64 view, 65 create; Credit Approval 67). */
const CREDIT_ROUTES: RouteCase[] = [
  {
    method: 'GET', path: '/api/credit/accounts/aggregation', code: P.credit.view, okStatus: 200,
    request: ({ user }) => ({ url: listUrl('/api/credit/accounts/aggregation', { filter: { search: user.accountNumber } }) }),
    async done(ctx, res) { expect((res.json() as CreditHolderList).accounts.map((a) => a.accountId)).toEqual([ctx.user.id]); },
  },
  {
    method: 'GET', path: '/api/credit/accounts/{accountId}', code: P.credit.view, okStatus: 200,
    request: ({ user }) => ({ url: `/api/credit/accounts/${user.id}` }),
    async done(ctx, res) { expect(res.json() as CreditAccountDetail).toMatchObject({ accountId: ctx.user.id, balanceSen: 0, recentEntries: [] }); },
  },
  {
    method: 'GET', path: '/api/credit/entries/aggregation', code: P.credit.view, okStatus: 200,
    async prepare(ctx) { await prepareRequest(ctx, 'top_up', true); },
    request: ({ user }) => ({ url: listUrl('/api/credit/entries/aggregation', { filter: { accountId: user.id } }) }),
    async done(ctx, res) { expect((res.json() as CreditEntryList).entries.map((e) => e.id)).toEqual([ctx.extra.entry]); },
  },
  {
    method: 'GET', path: '/api/credit/entries/export.csv', code: P.credit.view, okStatus: 200,
    async prepare(ctx) { await prepareRequest(ctx, 'top_up', true); },
    request: ({ user }) => ({ url: listUrl('/api/credit/entries/export.csv', { filter: { accountId: user.id } }) }),
    async done(ctx, res) {
      const lines = res.rawPayload.toString('utf8').trim().split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(ctx.extra.entry);
    },
  },
  {
    method: 'GET', path: '/api/credit/requests/aggregation', code: P.credit.view, okStatus: 200,
    async prepare(ctx) { await prepareRequest(ctx, 'top_up', false); },
    request: ({ user }) => ({ url: listUrl('/api/credit/requests/aggregation', { filter: { accountId: user.id } }) }),
    async done(ctx, res) { expect((res.json() as CreditRequestList).requests.map((r) => r.id)).toEqual([ctx.extra.request]); },
  },
  {
    method: 'GET', path: '/api/credit/requests/{id}', code: P.credit.view, okStatus: 200,
    async prepare(ctx) { await prepareRequest(ctx, 'top_up', false); },
    request: ({ extra }) => ({ url: `/api/credit/requests/${extra.request}` }),
    async done(ctx, res) { expect((res.json() as CreditRequest).id).toBe(ctx.extra.request); },
  },
  {
    method: 'POST', path: '/api/credit/requests', code: P.credit.create, okStatus: 201,
    request: ({ user }) => ({ url: '/api/credit/requests', payload: { accountId: user.id, kind: 'top_up', amountSen: 1_000, reason: 'opening credit' } }),
    async done(ctx, res) { expect(res.json() as CreditRequest).toMatchObject({ accountId: ctx.user.id, status: 'pending', amountSen: 1_000 }); },
  },
  {
    method: 'POST', path: '/api/credit/requests/{id}/attachment', code: P.credit.create, okStatus: 200,
    // Only the maker attaches: the request is the exact-code admin's own.
    async prepare(ctx) { await ownRequest(ctx); },
    request: ({ extra }) => ({ url: `/api/credit/requests/${extra.request}/attachment`, ...multipart({}, [{ field: 'attachment', filename: 'receipt.pdf', content: PDF }]) }),
    async done(ctx, res) {
      expect((res.json() as CreditRequest).attachment).toEqual({ mimeType: 'application/pdf', size: PDF.length });
      expect((await requestRow(ctx)).attachmentFileId).not.toBeNull();
    },
  },
  {
    method: 'GET', path: '/api/credit/requests/{id}/attachment', code: P.credit.view, okStatus: 200,
    async prepare(ctx) {
      await prepareRequest(ctx, 'top_up', false);
      const form = multipart({}, [{ field: 'attachment', filename: 'receipt.jpg', content: JPEG }]);
      const res = await ctx.t.request({ method: 'POST', url: `/api/credit/requests/${ctx.extra.request}/attachment`, token: ctx.t.rootToken, ...form });
      expect(res.statusCode, res.body).toBe(200);
    },
    request: ({ extra }) => ({ url: `/api/credit/requests/${extra.request}/attachment` }),
    async done(_ctx, res) { expect(res.rawPayload.equals(JPEG)).toBe(true); },
  },
  caseOf(credit.cancelRequest, {
    // Only the maker cancels: the request is the exact-code admin's own.
    async prepare(ctx) { await ownRequest(ctx); },
    request: ({ extra }) => ({ url: `/api/credit/requests/${extra.request}/cancel`, payload: { expected: 'pending' } }),
    async done(ctx) { expect((await requestRow(ctx)).status).toBe('cancelled'); },
  }),
  caseOf(credit.decide, {
    async prepare(ctx) { await prepareRequest(ctx, 'top_up', false); },
    request: ({ extra }) => ({ url: `/api/credit/requests/${extra.request}/decision`, payload: { action: 'approve', expected: 'pending' } }),
    async done(ctx) { expect(await requestRow(ctx)).toMatchObject({ status: 'approved', amountSen: 2_500 }); },
  }),
  {
    method: 'POST', path: '/api/credit/entries/{id}/reverse', code: P.credit.approve, okStatus: 201,
    async prepare(ctx) { await prepareRequest(ctx, 'top_up', true); },
    request: ({ extra }) => ({ url: `/api/credit/entries/${extra.entry}/reverse`, payload: { reason: 'wrong holder' } }),
    async done(ctx, res) { expect(res.json() as CreditEntry).toMatchObject({ kind: 'reversal', amountSen: -2_500, reversesEntryId: ctx.extra.entry }); },
  },
];

export default { routes: CREDIT_ROUTES } satisfies AreaRouteCases;
