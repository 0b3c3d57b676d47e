import type { FreeStayRequest } from '@shared/contracts/free-stay';
import { P } from '@shared/permissions';
import { defineApprovalQueue } from '@app/kit/decision/approval-queue';
import { ApprovalQueuePage } from '@app/kit/decision/ApprovalQueuePage';
import { freeStayDecisions, type DecidedRequest } from '../decisions';
import { decisionCopy } from '../inbox';
import { requestResource } from '../resource';
import { ApprovalCard } from './ApprovalCard';
import '../free-stay.css';

const soonestFirst = (a: FreeStayRequest, b: FreeStayRequest) => a.checkIn.localeCompare(b.checkIn) || Date.parse(a.createdAt) - Date.parse(b.createdAt) || (a.id < b.id ? -1 : 1);

/** Pending requests, the soonest stay first (it is the one a guest is waiting on). */
const freeStayQueue = defineApprovalQueue<FreeStayRequest, DecidedRequest>({
  words: 'free-stay',
  testIdPrefix: 'free-stay-approval',
  permission: P.freeStay.approve,
  resource: requestResource,
  sort: { checkIn: 'asc' },
  order: soonestFirst,
  decision: freeStayDecisions.decide,
  copy: decisionCopy,
  card: (request, { canDecide, decide }) => <ApprovalCard request={request} canDecide={canDecide} decide={decide} />,
});

export default function ApprovalPage() {
  return <ApprovalQueuePage queue={freeStayQueue} />;
}
