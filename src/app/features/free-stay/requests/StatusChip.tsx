import type { FreeStayStatus } from '@shared/contracts/free-stay';
import { statusChip } from '@app/kit/record/StateChip';

export const StatusChip = statusChip<FreeStayStatus>({ namespace: 'free-stay', className: 'free-stay-status', testId: 'free-stay-status', marked: true });
