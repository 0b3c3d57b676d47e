import type { FreeStayRequest, QuotaDay } from '@shared/contracts/free-stay';
import { formatCalendarDate } from '@shared/dates';

type Translate = (key: string, values?: Record<string, unknown>) => string;
type Place = Pick<FreeStayRequest, 'unitNumber' | 'roomTypeName' | 'propertyName'>;

/** `A-12-03 · Vista Residence`, or for a room-type request `Any Deluxe King · Vista Residence`. */
export function placeLabel(request: Place, t: Translate): string {
  const place = request.unitNumber ?? t('anyOf', { roomType: request.roomTypeName });
  return `${place} · ${request.propertyName}`;
}

/** `3 Dec 2026 → 6 Dec 2026`, check-out exclusive as every stay. */
export function datesLabel(request: Pick<FreeStayRequest, 'checkIn' | 'checkOut'>, language: string): string {
  return `${formatCalendarDate(request.checkIn, language)} → ${formatCalendarDate(request.checkOut, language)}`;
}

/** The words a prompt or a toast interpolates. */
export function stayWords(request: FreeStayRequest, language: string, t: Translate) {
  return { name: request.accountName, code: request.code, place: placeLabel(request, t), dates: datesLabel(request, language), count: request.nights };
}

export interface NightQuota {
  date: string;
  /** Places left for approvals: the quota less what approved stays use, never below 0. */
  left: number;
  quota: number;
  used: number;
  pending: number;
  /** Nothing left: approving a stay over this night is refused. */
  full: boolean;
  /** Few left (a quarter or less of the quota, or one). */
  tight: boolean;
}

/** How a night's quota reads on a card or in the form: what is left, and whether it is full or nearly so. */
export function nightQuota(day: QuotaDay): NightQuota {
  const left = Math.max(0, day.quota - day.used);
  return { date: day.date, left, quota: day.quota, used: day.used, pending: day.pending, full: left === 0, tight: left > 0 && (left <= 1 || left * 4 <= day.quota) };
}

/** The first full night of a stay, if any: the night an approval would be refused on. */
export function firstFullNight(days: readonly QuotaDay[]): string | null {
  return days.map(nightQuota).find((n) => n.full)?.date ?? null;
}

/** The fewest places left over the stay's nights (what limits it), or null with no nights known. */
export function fewestLeft(days: readonly QuotaDay[]): number | null {
  if (!days.length) return null;
  return Math.min(...days.map((d) => nightQuota(d).left));
}
