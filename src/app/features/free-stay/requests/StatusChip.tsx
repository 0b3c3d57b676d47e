import type { FreeStayStatus } from '@shared/contracts/free-stay';
import { statusChip } from '@app/kit/record/StateChip';
import '@app/kit/decision/decision-status.css';

export const StatusChip = statusChip<FreeStayStatus>({ namespace: 'free-stay', className: 'decision-status', testId: 'free-stay-status', marked: true });
