import { expect } from 'vitest';
import { holidays } from '@shared/contracts/plain/holidays';
import type { ConfirmResult, Holiday, HolidayList, PrefillResult } from '@shared/contracts/holidays';
import { caseOf, type AreaRouteCases, type Ctx, type RouteCase } from '../helpers/route-cases';
import { listUrl } from '../helpers/test-app';

const json = <T>(res: { json(): unknown }) => res.json() as T;

let day = 0;
/** A date of 2090 no other case of this file uses: one holiday a date and scope. */
function freshDate(): string {
  day += 1;
  return new Date(Date.UTC(2090, 0, day)).toISOString().slice(0, 10);
}

/** An admin's holiday made by the first admin, federal, on a date of its own. */
async function made(ctx: Ctx): Promise<string> {
  const res = await ctx.t.request({
    method: 'POST', url: '/api/holidays', token: ctx.t.rootToken,
    payload: { date: freshDate(), name: `Listed ${ctx.user.accountNumber}`, state: null },
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<Holiday>(res).id;
}

const get = async (ctx: Ctx) => json<Holiday>(await ctx.t.request({ method: 'GET', url: `/api/holidays/${ctx.extra.record}`, token: ctx.t.rootToken }));
const yearList = async (ctx: Ctx, filter: object) =>
  json<HolidayList>(await ctx.t.request({ method: 'GET', url: listUrl('/api/holidays/aggregation', { filter, pagination: { limit: 100 } }), token: ctx.t.rootToken }));

/** Every route of the holidays area, with the one code it needs. */
const HOLIDAYS_ROUTES: RouteCase[] = [
  caseOf(holidays.list, {
    async prepare(ctx) { ctx.extra.record = await made(ctx); },
    request: ({ user }) => ({ url: listUrl('/api/holidays/aggregation', { filter: { search: `Listed ${user.accountNumber}` } }) }),
    async done(ctx, res) { expect(json<HolidayList>(res).holidays.map((r) => r.id)).toEqual([ctx.extra.record]); },
  }),
  caseOf(holidays.get, {
    async prepare(ctx) { ctx.extra.record = await made(ctx); },
    request: ({ extra }) => ({ url: `/api/holidays/${extra.record}` }),
    async done(ctx, res) { expect(json<Holiday>(res).id).toBe(ctx.extra.record); },
  }),
  caseOf(holidays.create, {
    request: ({ user }) => ({ url: '/api/holidays', payload: { date: freshDate(), name: `Made ${user.accountNumber}`, state: 'MY-10', reason: 'Gazetted' } }),
    async done(ctx, res) {
      expect(json<Holiday>(res)).toMatchObject({ name: `Made ${ctx.user.accountNumber}`, state: 'MY-10', status: 'confirmed', source: 'admin', version: 1 });
    },
  }),
  caseOf(holidays.update, {
    async prepare(ctx) { ctx.extra.record = await made(ctx); },
    request: ({ extra }) => ({ url: `/api/holidays/${extra.record}`, payload: { name: 'Renamed', version: 1, reason: 'Spelling' } }),
    async refused(ctx) { expect((await get(ctx)).version).toBe(1); },
    async done(_ctx, res) { expect(json<Holiday>(res)).toMatchObject({ name: 'Renamed', version: 2 }); },
  }),
  caseOf(holidays.remove, {
    async prepare(ctx) { ctx.extra.record = await made(ctx); },
    request: ({ extra }) => ({ url: `/api/holidays/${extra.record}`, payload: { version: 1, reason: 'Not gazetted' } }),
    async refused(ctx) { expect((await get(ctx)).version).toBe(1); },
    async done(ctx) {
      const res = await ctx.t.request({ method: 'GET', url: `/api/holidays/${ctx.extra.record}`, token: ctx.t.rootToken });
      expect(res.statusCode).toBe(404);
    },
  }),
  caseOf(holidays.prefill, {
    request: () => ({ url: '/api/holidays/prefill', payload: { year: 2038 } }),
    async refused(ctx) { expect((await yearList(ctx, { year: 2038 })).totalCount).toBe(0); },
    async done(ctx, res) {
      const result = json<PrefillResult>(res);
      expect(result.added).toBeGreaterThan(10);
      expect((await yearList(ctx, { year: 2038, status: 'tentative' })).totalCount).toBe(result.added);
    },
  }),
  caseOf(holidays.confirm, {
    async prepare(ctx) {
      const res = await ctx.t.request({ method: 'POST', url: '/api/holidays/prefill', token: ctx.t.rootToken, payload: { year: 2039 } });
      expect(res.statusCode, res.body).toBe(200);
    },
    request: () => ({ url: '/api/holidays/confirm', payload: { year: 2039, state: 'MY-13' } }),
    async refused(ctx) { expect((await yearList(ctx, { year: 2039, state: 'MY-13', status: 'confirmed' })).totalCount).toBe(0); },
    async done(ctx, res) {
      expect(json<ConfirmResult>(res).confirmed).toBeGreaterThan(10);
      expect((await yearList(ctx, { year: 2039, state: 'MY-13', status: 'tentative' })).totalCount).toBe(0);
      expect((await yearList(ctx, { year: 2039, scope: 'MY-10', status: 'tentative' })).totalCount).toBeGreaterThan(0);
    },
  }),
];

export default { routes: HOLIDAYS_ROUTES } satisfies AreaRouteCases;
