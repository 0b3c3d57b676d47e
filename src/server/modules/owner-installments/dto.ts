import type { z } from 'zod';
import type { Installment, InstallmentMonth, installmentFilter } from '@shared/contracts/owner-installments';
import { installmentAmounts, installmentEndMonth, installmentSchedule } from '@shared/installments';
import type { PlanView } from './repo';

/** What `filter` may hold on the list, as parsed. */
export type InstallmentFilter = Partial<{ [K in keyof typeof installmentFilter]: z.infer<(typeof installmentFilter)[K]> }>;

/**
 * The schedule month by month, from the terms and the entries: a month with a deduction or waiver says so (who, when,
 * why); once the plan is settled, every month that was still due is settled; the rest are due.
 */
export function scheduleOf({ plan, entries }: PlanView): InstallmentMonth[] {
  const byMonth = new Map(entries.filter((e) => e.month !== null).map((e) => [e.month, e]));
  const settled = entries.some((e) => e.kind === 'settlement');
  return installmentSchedule(plan.principalSen, plan.months, plan.startMonth).map(({ month, index, amountSen }) => {
    const entry = byMonth.get(month);
    if (entry) {
      return {
        month,
        index,
        amountSen,
        status: entry.kind === 'waiver' ? 'waived' : 'deducted',
        reason: entry.reason,
        byName: entry.recordedByName,
        at: entry.createdAt.toISOString(),
      };
    }
    return { month, index, amountSen, status: settled ? 'settled' : 'due', reason: null, byName: null, at: null };
  });
}

const sumOf = (months: readonly InstallmentMonth[], status: InstallmentMonth['status']) =>
  months.filter((m) => m.status === status).reduce((sum, m) => sum + m.amountSen, 0);

export function toInstallment(view: PlanView): Installment {
  const { plan, entries } = view;
  const schedule = scheduleOf(view);
  const { monthlySen, lastSen } = installmentAmounts(plan.principalSen, plan.months);
  const settlement = entries.find((e) => e.kind === 'settlement');
  // A cancelled plan asks nothing more of its months.
  const due = plan.status === 'cancelled' ? [] : schedule.filter((m) => m.status === 'due');
  return {
    id: plan.id,
    ownerId: plan.ownerId,
    ownerName: plan.ownerName,
    ownerAccountNumber: plan.ownerAccountNumber,
    title: plan.title,
    principalSen: plan.principalSen,
    months: plan.months,
    startMonth: plan.startMonth,
    endMonth: installmentEndMonth(plan.startMonth, plan.months),
    monthlySen,
    lastMonthSen: lastSen,
    status: plan.status,
    schedule,
    deductedSen: sumOf(schedule, 'deducted'),
    waivedSen: sumOf(schedule, 'waived'),
    settledSen: sumOf(schedule, 'settled'),
    dueSen: due.reduce((sum, m) => sum + m.amountSen, 0),
    nextDueMonth: due[0]?.month ?? null,
    termsLocked: entries.some((e) => e.kind !== 'settlement'),
    settlement: settlement
      ? { amountSen: settlement.amountSen, remark: settlement.reason, byName: settlement.recordedByName, at: settlement.createdAt.toISOString() }
      : null,
    cancelReason: plan.cancelReason,
    createdByName: plan.createdByName,
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
    version: plan.version,
  };
}
