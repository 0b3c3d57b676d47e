import { statusChip } from '@app/kit/record/StateChip';
import type { ExpenseStatus } from '@shared/contracts/plain/expenses';

/** Recorded (waiting for another admin), approved, or void: `status.*` words, coloured by `expense-status--<status>`. */
export const ExpenseStatusChip = statusChip<ExpenseStatus>({ namespace: 'expenses', className: 'expense-status', outline: (s) => s === 'void', marked: true });
