import type { CreditRequestStatus } from '@shared/contracts/credit';
import { statusChip } from '@app/kit/record/StateChip';

export const RequestStatusChip = statusChip<CreditRequestStatus>({ namespace: 'credit', className: 'credit-status-chip', testId: 'credit-request-status', marked: true });
