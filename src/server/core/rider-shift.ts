import { formatTime } from '@shared/dates';
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
  /** Weekdays (0 = Sunday) nobody is expected. */
  restDays: number[];
}

export async function readRiderShift(db: Executor): Promise<RiderShift> {
  const [shiftStart, restDays] = await Promise.all([getGlobalSetting(db, 'riderShiftStart'), getGlobalSetting(db, 'riderRestDays')]);
  const [h, m] = shiftStart.split(':').map(Number);
  return { shiftStart, shiftMinutes: h * 60 + m, restDays };
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
