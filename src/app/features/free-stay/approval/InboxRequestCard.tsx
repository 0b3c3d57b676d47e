import type { FreeStayRequest } from '@shared/contracts/free-stay';
import type { InboxCardProps } from '@app/kit/inbox/define-inbox';
import { ApprovalCard } from './ApprovalCard';

/** A free-stay request in the approvals inbox: the approval page's card. */
export default function InboxRequestCard({ item, canDecide, decide, alwaysShowButtons }: InboxCardProps<FreeStayRequest>) {
  return <ApprovalCard request={item} canDecide={canDecide} decide={decide} alwaysShowButtons={alwaysShowButtons} />;
}
