import type { CreditRequest } from '@shared/contracts/credit';
import type { InboxCardProps } from '@app/kit/inbox/define-inbox';
import { RequestCard } from './RequestCard';

/** A credit request in the approvals inbox: the approval page's card (the server never lists the admin's own there). */
export default function InboxRequestCard({ item, canDecide, decide, alwaysShowButtons }: InboxCardProps<CreditRequest>) {
  return <RequestCard request={item} canDecide={canDecide} mine={false} decide={decide} alwaysShowButtons={alwaysShowButtons} />;
}
