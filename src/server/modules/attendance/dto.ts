import type { RiderDay } from '@shared/contracts/attendance';
import { clockedDay, type RiderShift, type UnclockedDay } from '@server/core/rider-shift';
import type { RiderOfDay } from './repo';

/** One rider's line of the day; without a clock-in, `unclocked` says what that means on this day. */
export function toRiderDay(row: RiderOfDay, shift: RiderShift, unclocked: UnclockedDay): RiderDay {
  const base = { id: row.id, accountNumber: row.accountNumber, name: row.name, phone: row.phone };
  if (row.clockIn) return { ...base, ...clockedDay(shift, row.clockIn, row.clockOut) };
  return { ...base, status: unclocked.status, clockIn: null, clockOut: null, minutesWorked: 0, minutesLate: unclocked.minutesLate };
}
