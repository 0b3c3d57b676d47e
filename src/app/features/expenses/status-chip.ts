import { statusChip, type StatusTone } from '@app/kit/record/StateChip';
import type { ExpenseStatus } from '@shared/contracts/plain/expenses';

const TONE: Record<ExpenseStatus, StatusTone> = { recorded: 'neutral', approved: 'success', void: 'muted' };

/** Recorded (waiting for another admin), approved, or void: `status.*` words, in the kit's status tones. */
export const ExpenseStatusChip = statusChip<ExpenseStatus>({ namespace: 'expenses', className: 'status-tone', tone: (s) => TONE[s], outline: (s) => s === 'void', marked: true });
