import { and, eq, gt, lt, notInArray } from 'drizzle-orm';
import type { QuotaDay } from '@shared/contracts/free-stay';
import { NON_BLOCKING_STATUSES } from '@shared/contracts/reservations';
import { addDays } from '@shared/dates';
import type { Tx } from '../db/client';
import { reservations } from '../db/schema';

const DAY = 86_400_000;

export interface Nights {
  checkIn: string;
  checkOut: string;
}

/** The dates a demo request may ask for: check-in from `first`, check-out by `last`. */
export interface Window {
  first: string;
  last: string;
}

/**
 * One unit as the demo's search sees it: the blocking stays on it over the window, and the nights pending requests
 * already wait for (a second pending request there would make the first one's approval fail).
 */
export interface UnitNights {
  stays: readonly Nights[];
  claims: readonly Nights[];
}

/** Where a pending request can wait and be approved as asked. */
export interface Place {
  unitIndex: number;
  checkIn: string;
  nights: number;
}

const overlaps = (a: Nights, b: Nights) => a.checkIn < b.checkOut && a.checkOut > b.checkIn;

/** The unit's blocking stays over the window, read once so a search of the whole window costs one statement. */
export async function staysOver(tx: Tx, unitId: string, window: Window): Promise<Nights[]> {
  return tx
    .select({ checkIn: reservations.checkIn, checkOut: reservations.checkOut })
    .from(reservations)
    .where(and(eq(reservations.unitId, unitId), lt(reservations.checkIn, window.last), gt(reservations.checkOut, window.first), notInArray(reservations.status, [...NON_BLOCKING_STATUSES])));
}

/** Each day a stay of `nights` may start in the window, from `checkIn` on and wrapping round to the window's first day. */
function* startsFrom(checkIn: string, nights: number, window: Window): Generator<string> {
  const span = Math.round((Date.parse(window.last) - Date.parse(window.first)) / DAY) - nights;
  const start = Math.max(0, Math.round((Date.parse(checkIn) - Date.parse(window.first)) / DAY));
  for (let step = 0; step <= span; step++) yield addDays(window.first, (start + step) % (span + 1));
}

/**
 * The first dates from `checkIn` on where the unit has no stay and no pending request, and every night has a place
 * left after the approved and pending ones (`days` holds every night of the window). Null when none fits.
 */
export function approvableOn(unit: UnitNights, days: ReadonlyMap<string, QuotaDay>, checkIn: string, nights: number, window: Window): string | null {
  for (const day of startsFrom(checkIn, nights, window)) {
    const stay = { checkIn: day, checkOut: addDays(day, nights) };
    if (unit.stays.some((s) => overlaps(s, stay)) || unit.claims.some((c) => overlaps(c, stay))) continue;
    let free = true;
    for (let night = 0; night < nights && free; night++) {
      const d = days.get(addDays(day, night));
      free = d !== undefined && d.used + d.pending < d.quota;
    }
    if (free) return day;
  }
  return null;
}

/**
 * Where a pending request waits so it can be approved: its dates on the first unit that fits, in the order given;
 * failing that, the same with a night fewer, down to one. Null only when no night of the window is free on any of
 * them: the caller must not leave the request on a booked unit then, or the demo shows more warnings than it means to.
 */
export function approvablePlace(units: readonly UnitNights[], days: ReadonlyMap<string, QuotaDay>, checkIn: string, nights: number, window: Window): Place | null {
  for (let n = nights; n >= 1; n--) {
    for (const [unitIndex, unit] of units.entries()) {
      const day = approvableOn(unit, days, checkIn, n, window);
      if (day) return { unitIndex, checkIn: day, nights: n };
    }
  }
  return null;
}

/** The first dates from `checkIn` on (wrapping round the window) where the unit already has a stay: a pending request there shows the warning. */
export function takenOn(unit: UnitNights, checkIn: string, nights: number, window: Window): string | null {
  for (const day of startsFrom(checkIn, nights, window)) {
    if (unit.stays.some((s) => overlaps(s, { checkIn: day, checkOut: addDays(day, nights) }))) return day;
  }
  return null;
}
