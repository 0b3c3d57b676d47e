import type { StatementStatus } from '@shared/contracts/plain/owner-statements';
import { statusChip, type StatusTone } from '@app/kit/record/StateChip';

const TONE: Record<StatementStatus, StatusTone> = { draft: 'neutral', approved: 'success', sent: 'brand', superseded: 'muted' };

/** Draft (waiting for another admin), approved, sent, superseded: `status.*` words, in the kit's status tones. */
export const StatementStatusChip = statusChip<StatementStatus>({ namespace: 'owner-statements', className: 'status-tone', tone: (s) => TONE[s], outline: (s) => s === 'superseded', marked: true });
