import type { AttendanceDay, AttendanceReport } from '@shared/contracts/users';
import { toApiDate } from '@shared/dates';
import type { Executor } from '@server/db/client';
import { badRequest } from '@server/core/errors/http-errors';
import { refusal } from '@shared/refusals';
import { clockedDay, readRiderShift, unclockedDay } from '@server/core/rider-shift';
import { attendanceRecords, loadUserByAccountNumber } from './repo';

const DAY_MS = 86_400_000;

function* datesBetween(start: string, end: string): Generator<string> {
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += DAY_MS) {
    yield new Date(t).toISOString().slice(0, 10);
  }
}

/** Day by day: present, late (clocked in after the shift start), absent (a working day with no clock-in), or off. */
export async function riderAttendanceReport(db: Executor, accountNumber: string, start: string, end: string, now = new Date()): Promise<AttendanceReport> {
  const rider = await loadUserByAccountNumber(db, accountNumber);
  if (rider.role !== 'rider') throw badRequest('Attendance is kept for riders only', refusal('only_riders'));
  const shift = await readRiderShift(db);
  const records = await attendanceRecords(db, rider.id, start, end);
  const byDate = new Map(records.map((r) => [r.workDate, r]));
  const joined = toApiDate(rider.createdAt);

  const days: AttendanceDay[] = [];
  for (const date of datesBetween(start, end)) {
    const record = byDate.get(date);
    if (record) {
      days.push({ date, ...clockedDay(shift, record.clockIn, record.clockOut) });
      continue;
    }
    // Rest days, days before the rider joined and days still to come are not absences; today is late
    // once the shift has started and absent once it has ended.
    const unclocked = date < joined ? null : unclockedDay(shift, date, now);
    const status = !unclocked || unclocked.status === 'waiting' ? 'off' : unclocked.status;
    days.push({ date, status, clockIn: null, clockOut: null, minutesWorked: 0, minutesLate: unclocked?.minutesLate ?? 0 });
  }
  const count = (s: AttendanceDay['status']) => days.filter((d) => d.status === s).length;
  return {
    accountNumber: rider.accountNumber,
    name: rider.name,
    startDate: start,
    endDate: end,
    shiftStart: shift.shiftStart,
    shiftEnd: shift.shiftEnd,
    days,
    totals: {
      present: count('present'),
      late: count('late'),
      absent: count('absent'),
      off: count('off'),
      minutesWorked: days.reduce((sum, d) => sum + d.minutesWorked, 0),
    },
  };
}
