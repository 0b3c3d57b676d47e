import type { InstallmentMonthStatus, InstallmentStatus } from '@shared/contracts/plain/owner-installments';
import { statusChip, type StatusTone } from '@app/kit/record/StateChip';

const TONE: Record<InstallmentStatus, StatusTone> = { active: 'neutral', completed: 'success', settled: 'success', cancelled: 'muted' };
const MONTH_TONE: Record<InstallmentMonthStatus, StatusTone> = { due: 'muted', deducted: 'success', waived: 'neutral', settled: 'success' };

/** A plan's status: `status.*` words, in the kit's status tones. */
export const InstallmentStatusChip = statusChip<InstallmentStatus>({ namespace: 'owner-installments', className: 'status-tone', tone: (s) => TONE[s], outline: (s) => s === 'cancelled', marked: true });

/** A schedule month's status: `monthStatus.*` words, in the kit's status tones. */
export const MonthStatusChip = statusChip<InstallmentMonthStatus>({ namespace: 'owner-installments', className: 'status-tone', word: (s) => `monthStatus.${s}`, tone: (s) => MONTH_TONE[s], outline: (s) => s === 'due', marked: true });
