import type { ReservationChannel } from '@shared/contracts/reservations';

/** Booking platforms keep their own names in every language; the rest are the kit's words (`kit:channel.<code>`). */
const PLATFORM_NAMES: Partial<Record<ReservationChannel, string>> = { airbnb: 'Airbnb', booking: 'Booking.com', agoda: 'Agoda', expedia: 'Expedia' };

export function channelName(channel: ReservationChannel, t: (key: string) => string): string {
  return PLATFORM_NAMES[channel] ?? t(`channel.${channel}`);
}
