import type { CreditRequestStatus } from '@shared/contracts/credit';
import { statusChip } from '@app/kit/record/StateChip';
import '@app/kit/decision/decision-status.css';

export const RequestStatusChip = statusChip<CreditRequestStatus>({ namespace: 'credit', className: 'decision-status', testId: 'credit-request-status', marked: true });
