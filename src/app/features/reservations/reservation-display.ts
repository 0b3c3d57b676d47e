import { noShowAllowed, STATUS_TRANSITIONS, type Reservation, type ReservationChannel, type ReservationStatus } from '@shared/contracts/reservations';
import { formatCalendarDate } from '@shared/dates';

/** The chip's Ionic colour: the stays the desk acts on stand out, the ended ones fade. */
export function statusColor(status: ReservationStatus): string {
  switch (status) {
    case 'checked_in':
      return 'success';
    case 'confirmed':
    case 'reserved':
      return 'primary';
    case 'inquiry':
      return 'warning';
    case 'cancelled':
    case 'no_show':
    case 'declined':
      return 'danger';
    default:
      return 'medium';
  }
}

/** Ended and never stayed: shown greyed in the list. */
export const isVoid = (status: ReservationStatus) => status === 'cancelled' || status === 'no_show' || status === 'declined';

/** `12 Jun 2026 → 15 Jun 2026`: check-in, then the morning the guest leaves. */
export function stayDates(stay: Pick<Reservation, 'checkIn' | 'checkOut'>, language: string): string {
  return `${formatCalendarDate(stay.checkIn, language)} → ${formatCalendarDate(stay.checkOut, language)}`;
}

/**
 * The desk's four moves, in the order a stay meets them; only those the status table allows now, and a no-show only
 * from the arrival day (`today`, the Kuala Lumpur business date), as the server rules.
 */
export const DESK_MOVES = ['checked_in', 'checked_out', 'no_show', 'cancelled'] as const;
export type DeskMove = (typeof DESK_MOVES)[number];

export function deskMoves(stay: Pick<Reservation, 'status' | 'checkIn'>, today: string): DeskMove[] {
  return DESK_MOVES.filter((to) => STATUS_TRANSITIONS[stay.status].includes(to) && (to !== 'no_show' || noShowAllowed(stay.checkIn, today)));
}

/** What the guest still owes the operator (never below zero: an overpayment is not a debt). */
export const balanceSen = (stay: Pick<Reservation, 'totalSen' | 'paidSen'>) => Math.max(0, stay.totalSen - stay.paidSen);

/** Booking platforms keep their own names in every language; the rest are words. */
const PLATFORM_NAMES: Partial<Record<ReservationChannel, string>> = { airbnb: 'Airbnb', booking: 'Booking.com', agoda: 'Agoda', expedia: 'Expedia' };

export function channelName(channel: ReservationChannel, t: (key: string) => string): string {
  return PLATFORM_NAMES[channel] ?? t(`channel.${channel}`);
}
