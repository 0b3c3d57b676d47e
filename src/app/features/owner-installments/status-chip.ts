import type { InstallmentMonthStatus, InstallmentStatus } from '@shared/contracts/plain/owner-installments';
import { statusChip } from '@app/kit/record/StateChip';

/** A plan's status: `status.*` words, coloured by `installment-status--<status>`. */
export const InstallmentStatusChip = statusChip<InstallmentStatus>({ namespace: 'owner-installments', className: 'installment-status', outline: (s) => s === 'cancelled', marked: true });

/** A schedule month's status: `monthStatus.*` words, coloured by `installment-month--<status>`. */
export const MonthStatusChip = statusChip<InstallmentMonthStatus>({ namespace: 'owner-installments', className: 'installment-month', word: (s) => `monthStatus.${s}`, outline: (s) => s === 'due', marked: true });
