import type { StatementStatus } from '@shared/contracts/plain/owner-statements';
import { statusChip } from '@app/kit/record/StateChip';

/** Draft (waiting for another admin), approved, sent, superseded: `status.*` words, coloured by `statement-status--<status>`. */
export const StatementStatusChip = statusChip<StatementStatus>({ namespace: 'owner-statements', className: 'statement-status', outline: (s) => s === 'superseded', marked: true });
