import { and, eq, sql } from 'drizzle-orm';
import { installmentSchedule } from '@shared/installments';
import type { Executor } from '@server/db/client';
import { ownerInstallmentEntries, ownerInstallmentsTable } from '@server/db/schema';

/** One plan's amount due in a month: what that month's owner statement deducts. */
export interface InstallmentDue {
  planId: string;
  title: string;
  month: string;
  /** The month's place in the schedule, 1 for the first. */
  index: number;
  months: number;
  amountSen: number;
}

/**
 * What an owner's active plans ask of `month` (`YYYY-MM`), one row per plan whose schedule has that month and whose
 * month is still due: not yet deducted, not waived, and the plan neither settled, completed nor cancelled. The owner
 * statement run (issue 28) reads it, and records each deduction as an entry of its own.
 */
export async function dueForMonth(db: Executor, ownerId: string, month: string): Promise<InstallmentDue[]> {
  const plans = await db
    .select({ id: ownerInstallmentsTable.id, title: ownerInstallmentsTable.title, principalSen: ownerInstallmentsTable.principalSen, months: ownerInstallmentsTable.months, startMonth: ownerInstallmentsTable.startMonth })
    .from(ownerInstallmentsTable)
    .where(
      and(
        eq(ownerInstallmentsTable.ownerId, ownerId),
        eq(ownerInstallmentsTable.status, 'active'),
        // The schedule's months as text compare in order: start ≤ month ≤ start + months − 1.
        sql`${ownerInstallmentsTable.startMonth} <= ${month}`,
        sql`to_char(to_date(${ownerInstallmentsTable.startMonth} || '-01', 'YYYY-MM-DD') + make_interval(months => ${ownerInstallmentsTable.months} - 1), 'YYYY-MM') >= ${month}`,
        sql`NOT EXISTS (SELECT 1 FROM ${ownerInstallmentEntries} e WHERE e.plan_id = ${ownerInstallmentsTable.id} AND e.month = ${month})`,
      ),
    )
    .orderBy(ownerInstallmentsTable.createdAt, ownerInstallmentsTable.id);
  return plans.flatMap((plan) =>
    installmentSchedule(plan.principalSen, plan.months, plan.startMonth)
      .filter((m) => m.month === month)
      .map((m) => ({ planId: plan.id, title: plan.title, month, index: m.index, months: plan.months, amountSen: m.amountSen })),
  );
}
