import type { DayAttendance, RiderDayStatus } from '@shared/contracts/attendance';
import type { Executor } from '@server/db/client';
import { readRiderShift, unclockedDay } from '@server/core/rider-shift';
import { toRiderDay } from './dto';
import { ridersOfDay } from './repo';

const DAY_MS = 86_400_000;

/**
 * Every rider on one Kuala Lumpur day, by name: who clocked in and out, when, for how long, and who
 * has no record — off on a rest day, awaited on a day to come or before today's shift, late while it
 * runs (by the minutes since it started), absent once it has ended or on a past working day.
 */
export async function dayAttendanceReport(db: Executor, date: string, now = new Date()): Promise<DayAttendance> {
  const shift = await readRiderShift(db);
  const endOfDay = new Date(Date.parse(`${date}T00:00:00+08:00`) + DAY_MS);
  const rows = await ridersOfDay(db, date, endOfDay);
  const unclocked = unclockedDay(shift, date, now);
  const riders = rows.map((row) => toRiderDay(row, shift, unclocked));

  const count = (s: RiderDayStatus) => riders.filter((r) => r.status === s).length;
  return {
    date,
    shiftStart: shift.shiftStart,
    shiftEnd: shift.shiftEnd,
    riders,
    totals: {
      riders: riders.length,
      checkedIn: riders.filter((r) => r.clockIn !== null).length,
      stillIn: riders.filter((r) => r.clockIn !== null && r.clockOut === null).length,
      late: count('late'),
      absent: count('absent'),
      off: count('off'),
      waiting: count('waiting'),
      minutesWorked: riders.reduce((sum, r) => sum + r.minutesWorked, 0),
    },
  };
}
