import { expect } from 'vitest';
import type { EnquiryDetail, EnquiryList, UnitChoices } from '@shared/contracts/enquiries';
import { P } from '@shared/permissions';
import type { AreaRouteCases, Ctx, RouteCase } from '../helpers/route-cases';
import { listUrl } from '../helpers/test-app';
import { createUnit } from '../helpers/portfolio';
import { spacedNights } from '../helpers/nights';

const json = <T>(res: { json(): unknown }) => res.json() as T;

/** Far-apart nights per case. */
const nights = spacedNights('2028-01-01');

/** An enquiry for a unit of its own, logged by the full admin. */
async function asked(ctx: Ctx): Promise<void> {
  const unit = await createUnit(ctx.t);
  const res = await ctx.t.request({
    method: 'POST', url: '/api/enquiries', token: ctx.t.rootToken,
    payload: { name: `Enquirer ${ctx.user.accountNumber}`, phone: '+60123456789', unitId: unit.id, ...nights() },
  });
  expect(res.statusCode, res.body).toBe(201);
  ctx.extra.enquiry = json<EnquiryDetail>(res).id;
}

/** The enquiry route that needs a code: converting books a stay (Reservation create, 13). */
const ENQUIRY_ROUTES: RouteCase[] = [
  {
    method: 'POST', path: '/api/enquiries/{id}/convert', code: P.reservation.create, okStatus: 200,
    prepare: asked,
    request: ({ extra }) => ({ url: `/api/enquiries/${extra.enquiry}/convert`, payload: { status: 'reserved' } }),
    async done(_ctx, res) { expect(json<EnquiryDetail>(res)).toMatchObject({ status: 'converted', reservationStatus: 'reserved' }); },
  },
  {
    method: 'GET', path: '/api/enquiries/unit-choices', code: P.reservation.create, okStatus: 200,
    async prepare(ctx) { ctx.extra.unit = (await createUnit(ctx.t, { unitNumber: `C-${ctx.user.accountNumber}` })).id; },
    request: ({ user }) => ({ url: `/api/enquiries/unit-choices?search=C-${user.accountNumber}&checkIn=2028-02-01&checkOut=2028-02-03` }),
    async done(ctx, res) { expect(json<UnitChoices>(res).units.map((u) => [u.id, u.takenBy])).toEqual([[ctx.extra.unit, null]]); },
  },
];

/** Enquiry routes any signed-in admin may call (the menu gives the inbox no code), and owners may not. */
const ENQUIRY_ADMIN_ROUTES: Omit<RouteCase, 'code'>[] = [
  {
    method: 'GET', path: '/api/enquiries/aggregation', okStatus: 200,
    prepare: asked,
    request: ({ user }) => ({ url: listUrl('/api/enquiries/aggregation', { filter: { search: `Enquirer ${user.accountNumber}` } }) }),
    async done(ctx, res) { expect(json<EnquiryList>(res).enquiries.map((e) => e.id)).toEqual([ctx.extra.enquiry]); },
  },
  {
    method: 'GET', path: '/api/enquiries/{id}', okStatus: 200,
    prepare: asked,
    request: ({ extra }) => ({ url: `/api/enquiries/${extra.enquiry}` }),
    async done(ctx, res) { expect(json<EnquiryDetail>(res).id).toBe(ctx.extra.enquiry); },
  },
  {
    method: 'POST', path: '/api/enquiries', okStatus: 201,
    request: ({ user }) => ({ url: '/api/enquiries', payload: { name: `Caller ${user.accountNumber}`, email: 'caller@example.test' } }),
    async done(ctx, res) { expect(json<EnquiryDetail>(res)).toMatchObject({ name: `Caller ${ctx.user.accountNumber}`, status: 'new' }); },
  },
  {
    method: 'POST', path: '/api/enquiries/{id}/status', okStatus: 200,
    prepare: asked,
    request: ({ extra }) => ({ url: `/api/enquiries/${extra.enquiry}/status`, payload: { to: 'replied', expected: 'new', remark: 'Sent the rates' } }),
    async done(_ctx, res) { expect(json<EnquiryDetail>(res).status).toBe('replied'); },
  },
];

export default { routes: ENQUIRY_ROUTES, anyAdmin: ENQUIRY_ADMIN_ROUTES } satisfies AreaRouteCases;
