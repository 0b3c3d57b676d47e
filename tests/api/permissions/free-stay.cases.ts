import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FreeStayCheck, FreeStayRequest, FreeStayRequestList, QuotaDay, QuotaDays } from '@shared/contracts/free-stay';
import { P } from '@shared/permissions';
import { freeStay } from '@shared/contracts/plain/free-stay';
import { freeStayDays, freeStayRequests } from '@server/db/schema';
import { caseOf, type AreaRouteCases, type Ctx, type RouteCase } from '../helpers/route-cases';
import { listUrl } from '../helpers/test-app';
import { createUnit } from '../helpers/portfolio';
import { spacedNights } from '../helpers/nights';
import { FS, makeRequest } from '../helpers/free-stay';

const F = P.freeStay;
const json = <T>(res: { json(): unknown }) => res.json() as T;

/** Far-apart nights per case, well past the lead time; each case has a unit and a person of its own anyway. */
const nights = spacedNights('2029-06-01');

/** A pending request for the context's user on a fresh unit, made by the full admin. */
async function requested(ctx: Ctx): Promise<void> {
  const unit = await createUnit(ctx.t);
  ctx.extra.unit = unit.id;
  const made = await makeRequest(ctx.t, { accountId: ctx.user.id, unitId: unit.id, ...nights() });
  ctx.extra.request = made.id;
  ctx.extra.checkIn = made.checkIn;
}

const requestRow = async (ctx: Ctx) => (await ctx.t.database.db.select().from(freeStayRequests).where(eq(freeStayRequests.id, ctx.extra.request)))[0];

/** Every free-stay route, with the one code it needs (Free Stay: 52 view, 53 create, 54 edit; Free Stay Approval 55). */
const FREE_STAY_ROUTES: RouteCase[] = [
  {
    method: 'GET', path: '/api/free-stay-requests/aggregation', code: F.view, okStatus: 200, user: { role: 'guest' },
    prepare: requested,
    request: ({ user }) => ({ url: listUrl(`${FS}/aggregation`, { filter: { accountId: user.id } }) }),
    async done(ctx, res) { expect(json<FreeStayRequestList>(res).requests.map((r) => r.id)).toEqual([ctx.extra.request]); },
  },
  {
    method: 'GET', path: '/api/free-stay-requests/{id}', code: F.view, okStatus: 200, user: { role: 'guest' },
    prepare: requested,
    request: ({ extra }) => ({ url: `${FS}/${extra.request}` }),
    async done(ctx, res) { expect(json<FreeStayRequest>(res)).toMatchObject({ id: ctx.extra.request, status: 'pending', nights: 2 }); },
  },
  {
    method: 'POST', path: '/api/free-stay-requests/check', code: F.view, okStatus: 200,
    async prepare(ctx) { ctx.extra.unit = (await createUnit(ctx.t)).id; },
    request: ({ extra }) => ({ url: `${FS}/check`, payload: { unitId: extra.unit, checkIn: '2028-06-01', checkOut: '2028-06-03' } }),
    async done(_ctx, res) { expect(json<FreeStayCheck>(res)).toMatchObject({ fullNight: null, stayInTheWay: null, freeUnits: null, tooLong: false, tooSoon: false }); },
  },
  {
    method: 'POST', path: '/api/free-stay-requests', code: F.create, okStatus: 201, user: { role: 'guest' },
    async prepare(ctx) { ctx.extra.unit = (await createUnit(ctx.t)).id; },
    request: ({ user, extra }) => ({ url: FS, payload: { accountId: user.id, unitId: extra.unit, ...nights(), reason: 'Staff reward' } }),
    async done(ctx, res) { expect(json<FreeStayRequest>(res)).toMatchObject({ accountId: ctx.user.id, unitId: ctx.extra.unit, status: 'pending', fromPortal: false }); },
  },
  caseOf(freeStay.cancel, {
    user: { role: 'guest' },
    prepare: requested,
    request: ({ extra }) => ({ url: `${FS}/${extra.request}/cancel`, payload: { expected: 'pending', remark: 'Plans changed' } }),
    async done(ctx) { expect((await requestRow(ctx)).status).toBe('cancelled'); },
  }),
  caseOf(freeStay.decide, {
    user: { role: 'guest' },
    prepare: requested,
    request: ({ extra }) => ({ url: `${FS}/${extra.request}/decision`, payload: { action: 'approve', expected: 'pending', remark: 'Enjoy' } }),
    async done(ctx) { expect(await requestRow(ctx)).toMatchObject({ status: 'approved', reservationId: expect.any(String) }); },
  }),
  {
    method: 'GET', path: '/api/free-stay-quotas', code: F.view, okStatus: 200,
    request: () => ({ url: '/api/free-stay-quotas?from=2028-02-27&to=2028-03-01' }),
    async done(_ctx, res) { expect(json<QuotaDays>(res).days.map((d) => d.date)).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']); },
  },
  {
    method: 'PUT', path: '/api/free-stay-quotas/{date}', code: F.edit, okStatus: 200,
    async prepare(ctx) { ctx.extra.date = nights().checkIn; },
    request: ({ extra }) => ({ url: `/api/free-stay-quotas/${extra.date}`, payload: { quota: 7 } }),
    async done(ctx, res) {
      expect(json<QuotaDay>(res)).toMatchObject({ date: ctx.extra.date, quota: 7, overridden: true });
      expect((await ctx.t.database.db.select().from(freeStayDays).where(eq(freeStayDays.date, ctx.extra.date)))[0].quota).toBe(7);
    },
  },
];

export default { routes: FREE_STAY_ROUTES } satisfies AreaRouteCases;
