import { deskRank, TO_CHECK_IN_STATUSES, type Reservation, type ReservationChannel, type ReservationKind, type ReservationStatus } from '@shared/contracts/reservations';
import { toApiDate } from '@shared/dates';
import { listFilter, pageSearch } from '@app/kit/list/list-query';
import type { LocalAnswer } from '@app/offline/cache';

/** The desk's one-tap views of a day: who arrives, who of them is still to check in, who sleeps here, who leaves. */
export const DAY_CHIPS = ['arriving', 'toCheckIn', 'inHouse', 'departing'] as const;
export type DayChip = (typeof DAY_CHIPS)[number];

export interface ReservationListQuery {
  search: string;
  propertyId: string | null;
  status: ReservationStatus | null;
  kind: ReservationKind | null;
  channel: ReservationChannel | null;
  /** A night in [from, to], both included; `''` for open. */
  from: string;
  to: string;
  /** One chip at a time, on today's business date in Kuala Lumpur. */
  day: DayChip | null;
}

export const DEFAULT_RESERVATION_QUERY: ReservationListQuery = { search: '', propertyId: null, status: null, kind: null, channel: null, from: '', to: '', day: null };

export function isFiltered(query: ReservationListQuery): boolean {
  return JSON.stringify(query) !== JSON.stringify(DEFAULT_RESERVATION_QUERY);
}

/** Today as the business date in Asia/Kuala_Lumpur (the desk's day, whatever the device's zone). */
export const businessToday = (now: Date = new Date()) => toApiDate(now);

const CHIP_FILTER: Record<DayChip, 'arrivingOn' | 'toCheckInOn' | 'inHouseOn' | 'departingOn'> = {
  arriving: 'arrivingOn', toCheckIn: 'toCheckInOn', inHouse: 'inHouseOn', departing: 'departingOn',
};

/** The finer filters, behind the Filters button on a phone: how many are set, for its badge. */
export function finerFilterCount(query: ReservationListQuery): number {
  return [query.propertyId, query.status, query.kind, query.channel, query.from, query.to].filter(Boolean).length;
}

/** The list protocol's filter for a query; the chip's day is `today`. */
export function reservationFilter({ day, ...query }: ReservationListQuery, today: string): Record<string, unknown> {
  return { ...listFilter(query), ...(day ? { [CHIP_FILTER[day]]: today } : {}) };
}

/**
 * One page of the list. A day's chip lists the stays the desk still acts on first (to check in, then to check out:
 * deskRank), soonest first; without one, newest check-in first (the server's default).
 */
export function reservationListSearch(query: ReservationListQuery, page: number, today = businessToday()): string {
  return pageSearch(reservationFilter(query, today), query.day ? { deskOrder: 'asc', checkIn: 'asc' } : { checkIn: 'desc' }, page);
}

const NON_BLOCKING: readonly ReservationStatus[] = ['inquiry', 'cancelled', 'declined', 'no_show'];

/** The same filters over saved rows (offline, a filter never fetched here). */
export function localReservationAnswer(query: ReservationListQuery, today = businessToday()): LocalAnswer<Reservation> {
  const search = query.search.trim().toLowerCase();
  const onDay = (r: Reservation) => {
    if (!query.day) return true;
    if (NON_BLOCKING.includes(r.status)) return false;
    if (query.day === 'arriving') return r.checkIn === today;
    if (query.day === 'toCheckIn') return r.checkIn === today && TO_CHECK_IN_STATUSES.includes(r.status);
    if (query.day === 'departing') return r.checkOut === today;
    return r.checkIn <= today && today < r.checkOut;
  };
  return {
    filter: (r) =>
      (!search || `${r.code} ${r.guestName ?? ''} ${r.guestPhone ?? ''} ${r.guestEmail ?? ''}`.toLowerCase().includes(search)) &&
      (!query.propertyId || r.propertyId === query.propertyId) &&
      (!query.status || r.status === query.status) &&
      (!query.kind || r.kind === query.kind) &&
      (!query.channel || r.channel === query.channel) &&
      (!query.from || r.checkOut > query.from) &&
      (!query.to || r.checkIn <= query.to) &&
      onDay(r),
    sort: (a, b) =>
      (query.day ? deskRank(a.status) - deskRank(b.status) || a.checkIn.localeCompare(b.checkIn) : b.checkIn.localeCompare(a.checkIn)) || (a.id < b.id ? -1 : 1),
  };
}
