import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { AttendanceDay, AttendanceReport } from '@shared/contracts/users';
import { formatTime, toApiDate } from '@shared/dates';
import type { Executor } from '@server/db/client';
import { riderAttendance } from '@server/db/schema';
import { badRequest } from '@server/core/errors/http-errors';
import { getGlobalSetting } from '@server/core/global-settings';
import { loadUserByAccountNumber } from './repo';

const DAY_MS = 86_400_000;

/** Minutes since midnight in Kuala Lumpur. */
export function localMinutes(instant: Date): number {
  // The shared formatter is built once; one per row would be slow on a day of many riders.
  const [h, m] = formatTime(instant, 'en-GB').split(':').map(Number);
  return (h % 24) * 60 + m;
}

function* datesBetween(start: string, end: string): Generator<string> {
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += DAY_MS) {
    yield new Date(t).toISOString().slice(0, 10);
  }
}

/** Day by day: present, late (clocked in after the shift start), absent (a working day with no clock-in), or off. */
export async function riderAttendanceReport(db: Executor, accountNumber: string, start: string, end: string, now = new Date()): Promise<AttendanceReport> {
  const rider = await loadUserByAccountNumber(db, accountNumber);
  if (rider.role !== 'rider') throw badRequest('Attendance is kept for riders only');
  const [shiftStart, restDays] = await Promise.all([getGlobalSetting(db, 'riderShiftStart'), getGlobalSetting(db, 'riderRestDays')]);
  const [sh, sm] = shiftStart.split(':').map(Number);
  const shiftMinutes = sh * 60 + sm;
  const records = await db
    .select()
    .from(riderAttendance)
    .where(and(eq(riderAttendance.accountId, rider.id), gte(riderAttendance.workDate, start), lte(riderAttendance.workDate, end)))
    .orderBy(asc(riderAttendance.workDate));
  const byDate = new Map(records.map((r) => [r.workDate, r]));
  const today = toApiDate(now);
  const joined = toApiDate(rider.createdAt);

  const days: AttendanceDay[] = [];
  for (const date of datesBetween(start, end)) {
    const record = byDate.get(date);
    if (record) {
      const late = Math.max(0, localMinutes(record.clockIn) - shiftMinutes);
      const worked = record.clockOut ? Math.max(0, Math.round((record.clockOut.getTime() - record.clockIn.getTime()) / 60_000)) : 0;
      days.push({
        date,
        status: late > 0 ? 'late' : 'present',
        clockIn: record.clockIn.toISOString(),
        clockOut: record.clockOut?.toISOString() ?? null,
        minutesWorked: worked,
        minutesLate: late,
      });
      continue;
    }
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    // Rest days, days before the rider joined and days still to come are not absences.
    const off = restDays.includes(weekday) || date < joined || date >= today;
    days.push({ date, status: off ? 'off' : 'absent', clockIn: null, clockOut: null, minutesWorked: 0, minutesLate: 0 });
  }
  const count = (s: AttendanceDay['status']) => days.filter((d) => d.status === s).length;
  return {
    accountNumber: rider.accountNumber,
    name: rider.name,
    startDate: start,
    endDate: end,
    shiftStart,
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
