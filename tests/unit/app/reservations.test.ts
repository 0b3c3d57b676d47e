import { describe, expect, it } from 'vitest';
import { newPayment, newReservation, reservationPatch, type Quote, type Reservation } from '@shared/contracts/reservations';
import { addDays } from '@shared/dates';
import { reservationDecisions } from '@app/features/reservations/decisions';
import { paymentBody, paymentFieldOf, validatePayment } from '@app/features/reservations/payment-form';
import { balanceSen, channelName, deskMoves, statusColor, stayDates } from '@app/features/reservations/reservation-display';
import {
  EMPTY_RESERVATION_FORM,
  prefillFromQuery,
  quoteRequestOf,
  repriced,
  reservationBody,
  reservationFormValues,
  reservationPatchBody,
  validateReservationForm,
} from '@app/features/reservations/reservation-form';
import {
  businessToday, finerFilterCount, localReservationAnswer, reservationFilter, reservationListSearch, DEFAULT_RESERVATION_QUERY,
} from '@app/features/reservations/reservation-query';

const UNIT = '6f1c1c52-8a4e-4f7e-9d0e-1b2c3d4e5f60';

const stay: Reservation = {
  id: 'r1', code: 'R000012', unitId: UNIT, unitNumber: 'A-01-01', propertyId: 'p1', propertyName: 'Teluk Residences', roomTypeId: 'rt1', roomTypeName: 'Studio',
  guestName: 'John Smith', guestPhone: '+60123456789', guestEmail: 'john@example.com', guestNationality: 'GB', guestPermanentResident: false, adults: 2, children: 1,
  checkIn: '2026-06-10', checkOut: '2026-06-13', nights: 3, channel: 'airbnb', kind: 'guest', status: 'confirmed', roomRevenueSen: 54_000, cleaningFeeSen: 5_000,
  channelCommissionSen: 0, sstSen: 4_720, tourismTaxSen: 3_000, tourismTaxCollectedBy: 'operator', totalSen: 66_720, paidSen: 20_000, notes: null, version: 3,
  createdAt: '2026-05-01T00:00:00Z', updatedAt: '2026-05-01T00:00:00Z',
};

const filled = { ...EMPTY_RESERVATION_FORM, unitId: UNIT, checkIn: '2026-06-10', checkOut: '2026-06-13', guestName: ' Aiko Tanaka ', guestNationality: 'JP', guestPhone: '012-345 6789' };

describe('reservation form mapping', () => {
  it('prefills the unit and one night from the calendar link, and ignores what is malformed', () => {
    expect(prefillFromQuery(`?unitId=${UNIT}&checkIn=2026-12-31`)).toEqual({ unitId: UNIT, checkIn: '2026-12-31', checkOut: '2027-01-01' });
    expect(prefillFromQuery('?unitId=nope&checkIn=31-12-2026')).toEqual({});
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('says what is missing as keys, the nationality only for a guest stay', () => {
    expect(validateReservationForm(EMPTY_RESERVATION_FORM)).toMatchObject({
      unitId: 'form.unitRequired', checkIn: 'form.checkInRequired', checkOut: 'form.checkOutRequired', guestName: 'form.guestNameRequired', guestNationality: 'form.nationalityRequired',
    });
    expect(validateReservationForm({ ...filled, checkOut: '2026-06-10' }).checkOut).toBe('form.checkOutAfter');
    expect(validateReservationForm({ ...filled, guestPhone: '12' }).guestPhone).toBe('form.phoneInvalid');
    const block = validateReservationForm({ ...filled, kind: 'block', guestName: '', guestNationality: '' });
    expect(Object.values(block).filter(Boolean)).toEqual([]);
  });

  it('builds a create body the contract accepts: trimmed, phone in E.164, nothing empty sent as text', () => {
    const body = reservationBody(filled);
    expect(body).toMatchObject({ unitId: UNIT, guestName: 'Aiko Tanaka', guestPhone: '+60123456789', guestEmail: null, guestNationality: 'JP', adults: 2, children: 0, status: 'confirmed' });
    expect(newReservation.safeParse(body).success).toBe(true);
  });

  it('asks a quote only once the unit and dates are there', () => {
    expect(quoteRequestOf({ ...filled, unitId: '' })).toBeNull();
    expect(quoteRequestOf({ ...filled, checkOut: '2026-06-09' })).toBeNull();
    expect(quoteRequestOf(filled)).toMatchObject({ unitId: UNIT, checkIn: '2026-06-10', checkOut: '2026-06-13', guestNationality: 'JP', tourismTaxCollectedBy: 'operator' });
  });

  it('an edit sends the quoted amounts only when something priced changed', () => {
    const before = reservationFormValues(stay);
    expect(before).toMatchObject({ unitLabel: 'A-01-01 · Teluk Residences', adults: '2', children: '1', guestNationality: 'GB' });
    expect(repriced(before, { ...before, notes: 'late arrival' })).toBe(false);
    const after = { ...before, checkOut: '2026-06-14' };
    expect(repriced(before, after)).toBe(true);
    const quote = { roomRevenueSen: 72_000, cleaningFeeSen: 5_000, sstSen: 6_160, tourismTaxSen: 4_000 } as Quote;
    const body = reservationPatchBody(after, 3, quote);
    expect(body).toMatchObject({ version: 3, checkOut: '2026-06-14', roomRevenueSen: 72_000, sstSen: 6_160, tourismTaxSen: 4_000 });
    expect(reservationPatch.safeParse(body).success).toBe(true);
    expect(reservationPatchBody(before, 3, null)).not.toHaveProperty('roomRevenueSen');
  });
});

describe('payment form', () => {
  it('takes ringgit and sends sen; refuses nothing or zero; maps the server field back', () => {
    expect(validatePayment({ method: '', amount: '0', paidOn: '', reference: '' })).toEqual({ method: 'payment.methodRequired', amount: 'payment.amountInvalid', paidOn: 'payment.paidOnRequired' });
    const body = paymentBody({ method: 'cash', amount: '1,234.5', paidOn: '2026-06-10', reference: ' ' });
    expect(body).toEqual({ method: 'cash', amountSen: 123_450, paidOn: '2026-06-10', reference: null });
    expect(newPayment.safeParse(body).success).toBe(true);
    expect(paymentFieldOf('body.amountSen')).toBe('amount');
    expect(paymentFieldOf('elsewhere')).toBeNull();
  });
});

describe('reservation display', () => {
  it('offers only the desk moves the status table allows', () => {
    const on = (status: Parameters<typeof deskMoves>[0]['status']) => deskMoves({ status, checkIn: '2026-06-10' }, '2026-06-10');
    expect(on('confirmed')).toEqual(['checked_in', 'no_show', 'cancelled']);
    expect(on('checked_in')).toEqual(['checked_out']);
    expect(on('inquiry')).toEqual(['cancelled']);
    expect(on('checked_out')).toEqual([]);
  });

  it('offers a no-show only from the arrival day: never for a stay arriving tomorrow', () => {
    expect(deskMoves({ status: 'confirmed', checkIn: '2026-06-11' }, '2026-06-10')).toEqual(['checked_in', 'cancelled']);
    expect(deskMoves({ status: 'reserved', checkIn: '2026-06-10' }, '2026-06-10')).toContain('no_show');
    expect(deskMoves({ status: 'reserved', checkIn: '2026-06-08' }, '2026-06-10')).toContain('no_show');
  });

  it('writes dates, balance, colours and platform names', () => {
    expect(stayDates(stay, 'en-US')).toBe('10 Jun 2026 → 13 Jun 2026');
    expect(balanceSen(stay)).toBe(46_720);
    expect(balanceSen({ totalSen: 100, paidSen: 500 })).toBe(0);
    expect(statusColor('checked_in')).toBe('success');
    expect(statusColor('cancelled')).toBe('danger');
    expect(channelName('booking', (k) => k)).toBe('Booking.com');
    expect(channelName('walk_in', (k) => k)).toBe('channel.walk_in');
  });

  it('the day chips filter on the Kuala Lumpur business date, online and over saved rows', () => {
    // 23:30 UTC on the 9th is already the 10th in Kuala Lumpur.
    const today = businessToday(new Date('2026-06-09T23:30:00Z'));
    expect(today).toBe('2026-06-10');
    expect(reservationFilter({ ...DEFAULT_RESERVATION_QUERY, day: 'arriving' }, today)).toMatchObject({ arrivingOn: '2026-06-10' });
    expect(reservationFilter({ ...DEFAULT_RESERVATION_QUERY, day: 'inHouse' }, today)).toMatchObject({ inHouseOn: '2026-06-10' });
    const local = (day: 'arriving' | 'inHouse' | 'departing', d: string) => localReservationAnswer({ ...DEFAULT_RESERVATION_QUERY, day }, d).filter(stay);
    expect(local('arriving', '2026-06-10')).toBe(true);
    expect(local('inHouse', '2026-06-12')).toBe(true);
    expect(local('inHouse', '2026-06-13')).toBe(false);
    expect(local('departing', '2026-06-13')).toBe(true);
    expect(localReservationAnswer({ ...DEFAULT_RESERVATION_QUERY, day: 'arriving' }, '2026-06-10').filter({ ...stay, status: 'cancelled' })).toBe(false);
  });
});

describe('the desk\'s day lists', () => {
  const at = (id: string, status: Reservation['status']): Reservation => ({ ...stay, id, status });

  it('list the guests still to check in first, then those in, then those gone, online and over saved rows', () => {
    const search = new URLSearchParams(reservationListSearch({ ...DEFAULT_RESERVATION_QUERY, day: 'arriving' }, 1, '2026-06-10'));
    expect(JSON.parse(search.get('sort') ?? '{}')).toEqual({ deskOrder: 'asc', checkIn: 'asc' });
    // Without a chip, newest check-in first as before.
    expect(JSON.parse(new URLSearchParams(reservationListSearch(DEFAULT_RESERVATION_QUERY, 1, '2026-06-10')).get('sort') ?? '{}')).toEqual({ checkIn: 'desc' });
    const local = localReservationAnswer({ ...DEFAULT_RESERVATION_QUERY, day: 'arriving' }, '2026-06-10');
    const rows = [at('a', 'checked_in'), at('b', 'checked_out'), at('c', 'confirmed'), at('d', 'checked_in'), at('e', 'reserved')];
    expect(rows.filter(local.filter).sort(local.sort).map((r) => `${r.id}:${r.status}`)).toEqual(['c:confirmed', 'e:reserved', 'a:checked_in', 'd:checked_in', 'b:checked_out']);
  });

  it('"to check in" is one tap: today\'s arrivals not checked in yet', () => {
    expect(reservationFilter({ ...DEFAULT_RESERVATION_QUERY, day: 'toCheckIn' }, '2026-06-10')).toMatchObject({ toCheckInOn: '2026-06-10' });
    const local = localReservationAnswer({ ...DEFAULT_RESERVATION_QUERY, day: 'toCheckIn' }, '2026-06-10');
    expect(['confirmed', 'reserved', 'checked_in', 'cancelled', 'inquiry'].map((s) => local.filter(at(s, s as Reservation['status'])))).toEqual([true, true, false, false, false]);
    expect(local.filter({ ...stay, checkIn: '2026-06-11' })).toBe(false);
  });

  it('counts the finer filters set, for the Filters button', () => {
    expect(finerFilterCount(DEFAULT_RESERVATION_QUERY)).toBe(0);
    expect(finerFilterCount({ ...DEFAULT_RESERVATION_QUERY, search: 'tan', day: 'arriving' })).toBe(0);
    expect(finerFilterCount({ ...DEFAULT_RESERVATION_QUERY, status: 'confirmed', from: '2026-06-01', propertyId: 'p' })).toBe(3);
  });
});

describe('reservation decisions', () => {
  it('a status move carries the status seen as expected, and shows the new one at once', () => {
    const item = reservationDecisions.move.item(stay, { to: 'checked_in', remark: '' });
    expect(item).toMatchObject({ kind: 'reservation.checked_in', recordKey: 'reservations.reservation:r1', title: 'R000012 · John Smith', patch: { status: 'checked_in' } });
    expect(item.request.body).toEqual({ to: 'checked_in', remark: '', expected: 'confirmed' });
    expect(item.request.path).toBe('/api/reservations/r1/status');
  });
});
