import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingSummary, PropertySummary } from '@shared/contracts/listings';
import type { ReservationDetail } from '@shared/contracts/reservations';
import { toApiDate } from '@shared/dates';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app';
import { body } from './helpers/fixtures';
import { createProperty, createRoomType, createUnit } from './helpers/portfolio';

const dayOffset = (days: number) => toApiDate(new Date(Date.now() + days * 86_400_000));

/** The listing summary's month figures (occupancy, ADR, RevPAR) and today's arrivals and departures, by hand. */
describe.each(BACKENDS)('listing summary figures on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  async function book(unitId: string, checkIn: string, checkOut: string, more: Record<string, unknown> = {}): Promise<ReservationDetail> {
    const res = await t.request({
      method: 'POST', url: '/api/reservations', token: t.rootToken,
      payload: { unitId, checkIn, checkOut, guestName: 'Figure Guest', guestNationality: 'MY', ...more },
    });
    expect(res.statusCode, res.body).toBe(201);
    return body<ReservationDetail>(res);
  }
  const summaryFor = async (month?: string) =>
    body<ListingSummary>(await t.request({ method: 'GET', url: `/api/listings/summary${month ? `?month=${month}` : ''}`, token: t.rootToken }));
  const of = (summary: ListingSummary, propertyId: string) => summary.properties.find((p) => p.propertyId === propertyId) as PropertySummary;

  it('February 2027: nights inside the month only, revenue spread evenly, blocks and enquiries left out', async () => {
    const property = await createProperty(t);
    const roomType = await createRoomType(t, property.id);
    const [a, b] = [await createUnit(t, { roomTypeId: roomType.id, unitNumber: 'F-01' }), await createUnit(t, { roomTypeId: roomType.id, unitNumber: 'F-02' })];
    await createUnit(t, { roomTypeId: roomType.id, unitNumber: 'F-03', status: 'maintenance' });
    // 4 nights, 2 of them in February: half of RM 400.
    await book(a.id, '2027-01-30', '2027-02-03', { roomRevenueSen: 40_000 });
    // 3 nights, all in February.
    await book(a.id, '2027-02-10', '2027-02-13', { roomRevenueSen: 30_000 });
    // 3 nights, 2 in February (27th, 28th): two thirds of RM 450.
    await book(b.id, '2027-02-27', '2027-03-02', { roomRevenueSen: 45_000 });
    // Holding no night, or nobody's night: neither counts.
    await book(b.id, '2027-02-05', '2027-02-08', { roomRevenueSen: 99_000, status: 'inquiry' });
    await book(b.id, '2027-02-15', '2027-02-17', { kind: 'block', guestName: null });

    const feb = of(await summaryFor('2027-02'), property.id);
    // 2 active units × 28 days; the unit in maintenance is not for sale.
    expect(feb).toMatchObject({
      availableRoomNights: 56,
      occupiedRoomNights: 7,
      roomRevenueSen: 80_000,
      occupancy: 0.125,
      adrSen: 11_429, // 80,000 ÷ 7 = 11,428.57
      revparSen: 1_429, // 80,000 ÷ 56 = 1,428.57
    });
    // March holds the last night of the stay across the month's end: a third of RM 450.
    const march = of(await summaryFor('2027-03'), property.id);
    expect(march).toMatchObject({ availableRoomNights: 62, occupiedRoomNights: 1, roomRevenueSen: 15_000, adrSen: 15_000, revparSen: 242 });
    expect(march.occupancy).toBeCloseTo(1 / 62, 10);
    // A month with nothing booked: no night, no rate to divide by.
    expect(of(await summaryFor('2027-06'), property.id)).toMatchObject({ occupiedRoomNights: 0, roomRevenueSen: 0, occupancy: 0, adrSen: null, revparSen: 0 });
  });

  it('today\'s arrivals and departures (Kuala Lumpur), blocking stays only; totals recompute the ratios from the sums', async () => {
    const property = await createProperty(t);
    const roomType = await createRoomType(t, property.id);
    const [a, b] = [await createUnit(t, { roomTypeId: roomType.id, unitNumber: 'T-01' }), await createUnit(t, { roomTypeId: roomType.id, unitNumber: 'T-02' })];
    const today = dayOffset(0);
    await book(a.id, dayOffset(-2), today);
    await book(a.id, today, dayOffset(3));
    await book(b.id, today, dayOffset(1), { kind: 'block', guestName: null });
    const cancelled = await book(b.id, dayOffset(1), dayOffset(2));
    await t.request({ method: 'POST', url: `/api/reservations/${cancelled.id}/status`, token: t.rootToken, payload: { to: 'cancelled' } });
    await book(b.id, today, dayOffset(2), { status: 'inquiry' });

    const summary = await summaryFor();
    expect(summary.today).toBe(today);
    expect(of(summary, property.id)).toMatchObject({ arrivalsToday: 2, departuresToday: 1 });
    const sum = (pick: (p: PropertySummary) => number) => summary.properties.reduce((n, p) => n + pick(p), 0);
    expect(summary.totals).toMatchObject({
      availableRoomNights: sum((p) => p.availableRoomNights),
      occupiedRoomNights: sum((p) => p.occupiedRoomNights),
      roomRevenueSen: sum((p) => p.roomRevenueSen),
      arrivalsToday: sum((p) => p.arrivalsToday),
      departuresToday: sum((p) => p.departuresToday),
    });
    const { availableRoomNights: available, occupiedRoomNights: occupied, roomRevenueSen: revenue } = summary.totals;
    expect(summary.totals.occupancy).toBe(available ? occupied / available : null);
    expect(summary.totals.adrSen).toBe(occupied ? Math.round(revenue / occupied) : null);
  });
});
