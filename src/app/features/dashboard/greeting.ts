import { hourInKualaLumpur } from '@shared/dates';

export type DayPart = 'morning' | 'afternoon' | 'evening';

/** The part of the day in Kuala Lumpur, where the company works. */
export function dayPart(now: Date = new Date()): DayPart {
  const hour = hourInKualaLumpur(now);
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}
