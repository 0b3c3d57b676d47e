import type { DsrStatus } from '@shared/contracts/dsr';
import { statusChip } from '@app/kit/record/StateChip';
import '@app/kit/decision/decision-status.css';

/** Waiting for a checker in gold, verified green, returned red, a draft plain. */
const TONE: Record<DsrStatus, string> = { draft: 'cancelled', submitted: 'pending', verified: 'approved', returned: 'rejected' };

export const StatusChip = statusChip<DsrStatus>({ namespace: 'dsr', className: 'decision-status', tone: (status) => TONE[status], testId: 'dsr-status', marked: true });
