import type { CreditRequest } from '@shared/contracts/credit';
import { P } from '@shared/permissions';
import { defineApprovalQueue } from '@app/kit/decision/approval-queue';
import { ApprovalQueuePage } from '@app/kit/decision/ApprovalQueuePage';
import { creditDecisions } from '../decisions';
import { requestResource } from '../resource';
import { RequestCard } from './RequestCard';
import { requestCopy } from './request-copy';
import '../credit-history.css';
import '../credit-approval.css';

const oldestFirst = (a: CreditRequest, b: CreditRequest) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Pending credit requests, oldest first; the admin's own are shown but never offered for a decision. */
const creditQueue = defineApprovalQueue<CreditRequest>({
  words: 'credit',
  testIdPrefix: 'credit-approval',
  permission: P.credit.approve,
  resource: requestResource,
  sort: { createdAt: 'asc' },
  order: oldestFirst,
  decision: creditDecisions.decide,
  copy: requestCopy,
  card: (request, { canDecide, decide, profileId }) => {
    const mine = request.makerId === profileId;
    return <RequestCard request={request} mine={mine} canDecide={canDecide && !mine} decide={decide} />;
  },
});

export default function CreditApprovalPage() {
  return <ApprovalQueuePage queue={creditQueue} />;
}
