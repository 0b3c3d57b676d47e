import type { FreeStayRequest, FreeUnit, QuotaDay } from '@shared/contracts/free-stay';
import type { StayRef } from '@shared/contracts/reservations';
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

/** The words a prompt or a toast interpolates; `chosenUnitNumber`: the unit the approver picked, named as the place. */
export function stayWords(request: FreeStayRequest & { chosenUnitNumber?: string | null }, language: string, t: Translate) {
  const place = placeLabel(request.chosenUnitNumber ? { ...request, unitNumber: request.chosenUnitNumber } : request, t);
  return { name: request.accountName, code: request.code, place, dates: datesLabel(request, language), count: request.nights };
}

/** How an approver can book a pending request, known before any tap from what the server read with it. */
export interface UnitPlan {
  /** The stay holding the request's own unit on one of its nights: approving it there would be refused. */
  takenBy: StayRef | null;
  /** The approver picks the unit before approving: a room-type request, or its own unit is taken. */
  mustChoose: boolean;
  /** The units to offer, free every night; null: not known from the request (the room type's units are loaded). */
  options: FreeUnit[] | null;
  /** Known that no unit of the room type is free: no approval can succeed now. */
  noneFree: boolean;
}

/**
 * A request saved on the device before the server told availability (or decided since) has none: it is booked as
 * asked, a room-type request from the room type's units.
 */
export function unitPlan(request: Pick<FreeStayRequest, 'unitId' | 'status'> & { availability?: FreeStayRequest['availability'] }): UnitPlan {
  const availability = request.status === 'pending' ? (request.availability ?? null) : null;
  const takenBy = request.unitId ? (availability?.takenBy ?? null) : null;
  const mustChoose = !request.unitId || takenBy !== null;
  const options = mustChoose ? (availability?.freeUnits ?? null) : null;
  return { takenBy, mustChoose, options, noneFree: options !== null && options.length === 0 };
}

/** "Unit A-12-03 is taken by R000123 from 4 Dec 2026.": the stay in the way, guest-free, its check-in localized. */
export function takenLabel(request: Pick<FreeStayRequest, 'unitNumber'>, takenBy: StayRef, t: Translate, language: string): string {
  return t('approval.taken', { unit: request.unitNumber, code: takenBy.code, date: formatCalendarDate(takenBy.checkIn, language) });
}

/** "A-01-02, A-01-05 and B-03-01", in the language's own list words. */
export function unitList(units: readonly FreeUnit[], language: string): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(units.map((u) => u.unitNumber));
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
