import { formatTime, toApiDate } from '@shared/dates';
import type { Executor } from '@server/db/client';
import { getGlobalSetting } from './global-settings';

/**
 * When riders are expected at work, read by the users area (one rider's days) and the attendance
 * area (every rider's day) so that both call the same clock-in late and the same day a rest day.
 */
export interface RiderShift {
  /** `HH:MM`, Kuala Lumpur time. */
  shiftStart: string;
  shiftMinutes: number;
  /** `HH:MM`, Kuala Lumpur time: a rider not in by then is absent. */
  shiftEnd: string;
  shiftEndMinutes: number;
  /** Weekdays (0 = Sunday) nobody is expected. */
  restDays: number[];
}

export async function readRiderShift(db: Executor): Promise<RiderShift> {
  const [shiftStart, shiftEnd, restDays] = await Promise.all([
    getGlobalSetting(db, 'riderShiftStart'),
    getGlobalSetting(db, 'riderShiftEnd'),
    getGlobalSetting(db, 'riderRestDays'),
  ]);
  return riderShift(shiftStart, shiftEnd, restDays);
}

const clockMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** A shift from its `HH:MM` start and end; an end not after the start runs to midnight. */
export function riderShift(shiftStart: string, shiftEnd: string, restDays: number[]): RiderShift {
  const shiftMinutes = clockMinutes(shiftStart);
  const end = clockMinutes(shiftEnd);
  return end > shiftMinutes ? { shiftStart, shiftMinutes, shiftEnd, shiftEndMinutes: end, restDays } : { shiftStart, shiftMinutes, shiftEnd: '24:00', shiftEndMinutes: 24 * 60, restDays };
}

/** Minutes since midnight in Kuala Lumpur. */
export function localMinutes(instant: Date): number {
  // The shared formatter is built once; one per row would be slow on a day of many riders.
  const [h, m] = formatTime(instant, 'en-GB').split(':').map(Number);
  return (h % 24) * 60 + m;
}

/** Whether a `YYYY-MM-DD` day is one of the shift's rest days. */
export function isRestDay(shift: RiderShift, date: string): boolean {
  return shift.restDays.includes(new Date(`${date}T00:00:00Z`).getUTCDay());
}

export interface ClockedDay {
  status: 'present' | 'late';
  clockIn: string;
  clockOut: string | null;
  minutesWorked: number;
  minutesLate: number;
}

/** A day the rider clocked in: late when after the shift start; still in (no clock-out) counts no minutes yet. */
export function clockedDay(shift: RiderShift, clockIn: Date, clockOut: Date | null): ClockedDay {
  const late = Math.max(0, localMinutes(clockIn) - shift.shiftMinutes);
  const worked = clockOut ? Math.max(0, Math.round((clockOut.getTime() - clockIn.getTime()) / 60_000)) : 0;
  return {
    status: late > 0 ? 'late' : 'present',
    clockIn: clockIn.toISOString(),
    clockOut: clockOut?.toISOString() ?? null,
    minutesWorked: worked,
    minutesLate: late,
  };
}

export interface UnclockedDay {
  /** Off on a rest day; waiting on a day to come or before today's shift starts; late while today's shift runs; absent after it. */
  status: 'off' | 'waiting' | 'late' | 'absent';
  /** While today's shift runs: the minutes since it started (Kuala Lumpur time). */
  minutesLate: number;
}

/** A working day without a clock-in, as it stands at `now`: the same day reads waiting, late, then absent. */
export function unclockedDay(shift: RiderShift, date: string, now: Date): UnclockedDay {
  if (isRestDay(shift, date)) return { status: 'off', minutesLate: 0 };
  const today = toApiDate(now);
  if (date < today) return { status: 'absent', minutesLate: 0 };
  if (date > today) return { status: 'waiting', minutesLate: 0 };
  const minutes = localMinutes(now);
  if (minutes < shift.shiftMinutes) return { status: 'waiting', minutesLate: 0 };
  if (minutes < shift.shiftEndMinutes) return { status: 'late', minutesLate: minutes - shift.shiftMinutes };
  return { status: 'absent', minutesLate: 0 };
}
