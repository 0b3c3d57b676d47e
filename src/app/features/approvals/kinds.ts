import { APPROVAL_KINDS } from '@shared/contracts/plain/approvals';
import { inboxKindsOf } from '@app/kit/inbox/define-inbox';
import { AREAS } from '@app/shell/areas';

/** The kinds some area declares, in the contract's order (the grouped view's order too). */
export const INBOX_KINDS = inboxKindsOf(AREAS, APPROVAL_KINDS);
