import { and, asc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { accounts, riderAttendance } from '@server/db/schema';

export interface RiderOfDay {
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
export function ridersOfDay(db: Executor, date: string, endOfDay: Date): Promise<RiderOfDay[]> {
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
