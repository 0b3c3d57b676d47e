import { and, asc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { DayAttendance, RiderDay, RiderDayStatus } from '@shared/contracts/attendance';
import { toApiDate } from '@shared/dates';
import type { Executor } from '@server/db/client';
import { accounts, riderAttendance } from '@server/db/schema';
import { getGlobalSetting } from '@server/core/global-settings';
import { localMinutes } from '../users/attendance';

const DAY_MS = 86_400_000;

/**
 * Every rider on one Kuala Lumpur day, by name: who clocked in and out, when, for how long, and who
 * has no record. Riders who joined after that day, erased accounts, and banned riders without a
 * record (they are not expected at work) are left out.
 */
export async function dayAttendanceReport(db: Executor, date: string, now = new Date()): Promise<DayAttendance> {
  const [shiftStart, restDays] = await Promise.all([getGlobalSetting(db, 'riderShiftStart'), getGlobalSetting(db, 'riderRestDays')]);
  const [sh, sm] = shiftStart.split(':').map(Number);
  const shiftMinutes = sh * 60 + sm;
  const endOfDay = new Date(Date.parse(`${date}T00:00:00+08:00`) + DAY_MS);
  const rows = await db
    .select({
      id: accounts.id,
      accountNumber: accounts.accountNumber,
      name: accounts.name,
      phone: accounts.phone,
      clockIn: riderAttendance.clockIn,
      clockOut: riderAttendance.clockOut,
    })
    .from(accounts)
    .leftJoin(riderAttendance, and(eq(riderAttendance.accountId, accounts.id), eq(riderAttendance.workDate, date)))
    .where(
      and(
        eq(accounts.kind, 'user'),
        eq(accounts.role, 'rider'),
        isNull(accounts.deletedAt),
        lt(accounts.createdAt, endOfDay),
        or(eq(accounts.banned, false), isNotNull(riderAttendance.id)),
      ),
    )
    .orderBy(asc(accounts.name), asc(accounts.accountNumber));

  const restDay = restDays.includes(new Date(`${date}T00:00:00Z`).getUTCDay());
  const notOverYet = date >= toApiDate(now);
  const riders = rows.map((row): RiderDay => {
    const base = { id: row.id, accountNumber: row.accountNumber, name: row.name, phone: row.phone };
    if (row.clockIn) {
      const late = Math.max(0, localMinutes(row.clockIn) - shiftMinutes);
      const worked = row.clockOut ? Math.max(0, Math.round((row.clockOut.getTime() - row.clockIn.getTime()) / 60_000)) : 0;
      return {
        ...base,
        status: late > 0 ? 'late' : 'present',
        clockIn: row.clockIn.toISOString(),
        clockOut: row.clockOut?.toISOString() ?? null,
        minutesWorked: worked,
        minutesLate: late,
      };
    }
    const status: RiderDayStatus = restDay ? 'off' : notOverYet ? 'waiting' : 'absent';
    return { ...base, status, clockIn: null, clockOut: null, minutesWorked: 0, minutesLate: 0 };
  });

  const count = (s: RiderDayStatus) => riders.filter((r) => r.status === s).length;
  return {
    date,
    shiftStart,
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
