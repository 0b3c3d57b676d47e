import { and, asc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { DayAttendance, RiderDay, RiderDayStatus } from '@shared/contracts/users';
import type { Executor } from '@server/db/client';
import { accounts, riderAttendance } from '@server/db/schema';
import { clockedDay, readRiderShift, unclockedDay, type RiderShift, type UnclockedDay } from '@server/core/rider-shift';

const DAY_MS = 86_400_000;

interface RiderOfDay {
  id: string;
  accountNumber: string;
  name: string;
  phone: string | null;
  clockIn: Date | null;
  clockOut: Date | null;
}

/**
 * Every rider expected on one day, by name, with that day's record if any: riders who joined after
 * the day, erased accounts, and banned riders without a record (not expected at work) are left out.
 */
function ridersOfDay(db: Executor, date: string, endOfDay: Date): Promise<RiderOfDay[]> {
  return db
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
}

/** One rider's line of the day; without a clock-in, `unclocked` says what that means on this day. */
function toRiderDay(row: RiderOfDay, shift: RiderShift, unclocked: UnclockedDay): RiderDay {
  const base = { id: row.id, accountNumber: row.accountNumber, name: row.name, phone: row.phone };
  if (row.clockIn) return { ...base, ...clockedDay(shift, row.clockIn, row.clockOut) };
  return { ...base, status: unclocked.status, clockIn: null, clockOut: null, minutesWorked: 0, minutesLate: unclocked.minutesLate };
}

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
