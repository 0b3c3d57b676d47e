import { expect } from 'vitest';
import type { Quote, ReservationCalendar, ReservationDetail, ReservationList } from '@shared/contracts/reservations';
import { P } from '@shared/permissions';
import type { AreaRouteCases, Ctx, RouteCase } from '../helpers/route-cases';
import { listUrl } from '../helpers/test-app';
import { createUnit } from '../helpers/portfolio';
import { spacedNights } from '../helpers/nights';

const R = P.reservation;
const json = <T>(res: { json(): unknown }) => res.json() as T;

/** Far-apart nights per case: every case gets a unit of its own anyway. */
const nights = spacedNights('2027-01-01');

/** A unit, and a confirmed stay on it made by the full admin. */
async function stayed(ctx: Ctx): Promise<void> {
  const unit = await createUnit(ctx.t);
  ctx.extra.unit = unit.id;
  ctx.extra.property = unit.propertyId;
  const res = await ctx.t.request({
    method: 'POST', url: '/api/reservations', token: ctx.t.rootToken,
    payload: { unitId: unit.id, ...nights(), guestName: `Guest ${ctx.user.accountNumber}`, guestNationality: 'MY' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const made = json<ReservationDetail>(res);
  ctx.extra.reservation = made.id;
  ctx.extra.checkIn = made.checkIn;
}

/** Every reservations route, with the one code it needs (Reservation: 12 view, 13 create, 14 edit). */
const RESERVATION_ROUTES: RouteCase[] = [
  {
    method: 'GET', path: '/api/reservations/aggregation', code: R.view, okStatus: 200,
    prepare: stayed,
    request: ({ user }) => ({ url: listUrl('/api/reservations/aggregation', { filter: { search: `Guest ${user.accountNumber}` } }) }),
    async done(ctx, res) { expect(json<ReservationList>(res).reservations.map((r) => r.id)).toEqual([ctx.extra.reservation]); },
  },
  {
    method: 'GET', path: '/api/reservations/calendar', code: R.view, okStatus: 200,
    prepare: stayed,
    request: ({ extra }) => ({ url: `/api/reservations/calendar?propertyId=${extra.property}&from=${extra.checkIn}&to=${extra.checkIn}` }),
    async done(ctx, res) { expect(json<ReservationCalendar>(res).units.map((u) => u.stays.map((s) => s.id))).toEqual([[ctx.extra.reservation]]); },
  },
  {
    method: 'POST', path: '/api/reservations/quote', code: R.view, okStatus: 200,
    async prepare(ctx) { ctx.extra.unit = (await createUnit(ctx.t)).id; },
    request: ({ extra }) => ({ url: '/api/reservations/quote', payload: { unitId: extra.unit, checkIn: '2027-06-01', checkOut: '2027-06-03' } }),
    async done(_ctx, res) { expect(json<Quote>(res)).toMatchObject({ nights: 2, roomRevenueSen: 36_000, sstRateBp: 800 }); },
  },
  {
    method: 'GET', path: '/api/reservations/{id}', code: R.view, okStatus: 200,
    prepare: stayed,
    request: ({ extra }) => ({ url: `/api/reservations/${extra.reservation}` }),
    async done(ctx, res) { expect(json<ReservationDetail>(res).id).toBe(ctx.extra.reservation); },
  },
  {
    method: 'POST', path: '/api/reservations', code: R.create, okStatus: 201,
    async prepare(ctx) { ctx.extra.unit = (await createUnit(ctx.t)).id; },
    request: ({ extra }) => ({ url: '/api/reservations', payload: { unitId: extra.unit, ...nights(), guestName: 'Walk In', channel: 'walk_in' } }),
    async done(ctx, res) { expect(json<ReservationDetail>(res)).toMatchObject({ unitId: ctx.extra.unit, status: 'confirmed', channel: 'walk_in' }); },
  },
  {
    method: 'PATCH', path: '/api/reservations/{id}', code: R.edit, okStatus: 200,
    prepare: stayed,
    request: ({ extra }) => ({ url: `/api/reservations/${extra.reservation}`, payload: { guestName: 'Renamed Guest', version: 1 } }),
    async done(_ctx, res) { expect(json<ReservationDetail>(res)).toMatchObject({ guestName: 'Renamed Guest', version: 2 }); },
  },
  {
    method: 'POST', path: '/api/reservations/{id}/status', code: R.edit, okStatus: 200,
    prepare: stayed,
    request: ({ extra }) => ({ url: `/api/reservations/${extra.reservation}/status`, payload: { to: 'checked_in', expected: 'confirmed' } }),
    async done(_ctx, res) { expect(json<ReservationDetail>(res).status).toBe('checked_in'); },
  },
  {
    method: 'POST', path: '/api/reservations/{id}/payments', code: R.edit, okStatus: 201,
    prepare: stayed,
    request: ({ extra }) => ({ url: `/api/reservations/${extra.reservation}/payments`, payload: { method: 'cash', amountSen: 10_000, paidOn: '2027-01-01' } }),
    async done(_ctx, res) { expect(json<ReservationDetail>(res).paidSen).toBe(10_000); },
  },
];

export default { routes: RESERVATION_ROUTES } satisfies AreaRouteCases;
