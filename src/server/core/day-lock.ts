import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { dsrReports, reservations } from '@server/db/schema';
import { refusal, type Refusal } from '@shared/refusals';
import { pgConstraintOf } from './errors/pg-code';

/**
 * A verified daily sales report locks its property's payments of that business date (DESIGN.md §6 DSR): what was
 * checked is what was paid. The reservations service asks here before it adds a payment; a trigger of migration
 * 0023 (`reservation_payments_day_verified`) refuses it for any other writer, or a report verified meanwhile.
 */
export interface DayLock {
  reportId: string;
  businessDate: string;
  message: string;
  refusal: Refusal;
}

/** The trigger's constraint name on the error it raises. */
const TRIGGER_CONSTRAINT = 'dsr_day_verified';

function lockOf(reportId: string, businessDate: string): DayLock {
  return {
    reportId,
    businessDate,
    message: `The daily sales report of ${businessDate} (${reportId}) for this property is verified: no payment may be added on that date`,
    refusal: refusal('dsr_verified', { businessDate, reportId }),
  };
}

/** The verified report of the stay's property on `paidOn`, if any: a payment of that date is refused. */
export async function dayLockOf(db: Executor, reservationId: string, paidOn: string): Promise<DayLock | null> {
  const [row] = await db
    .select({ id: dsrReports.id })
    .from(reservations)
    .innerJoin(
      dsrReports,
      and(eq(dsrReports.propertyId, sql`(select u.property_id from units u where u.id = ${reservations.unitId})`), eq(dsrReports.businessDate, paidOn), eq(dsrReports.status, 'verified')),
    )
    .where(eq(reservations.id, reservationId));
  return row ? lockOf(row.id, paidOn) : null;
}

/** Whether a database error is the trigger refusing a payment on a verified day. */
export function isDayLockError(err: unknown): boolean {
  return pgConstraintOf(err) === TRIGGER_CONSTRAINT;
}
