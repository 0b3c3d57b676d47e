import { TIME_ZONE } from '../../../shared/constants';

export type DayPart = 'morning' | 'afternoon' | 'evening';

/** The part of the day in Kuala Lumpur, where the company works. */
export function dayPart(now: Date = new Date()): DayPart {
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', hour12: false }).format(now)) % 24;
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}
