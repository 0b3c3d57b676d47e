import { enquiries, type EnquiryDetail, type EnquiryMove } from '@shared/contracts/enquiries';
import { defineDecision } from '@app/kit/decision/define-decision';
import { enquiryResource } from './resource';

/**
 * Replying, closing and reopening are decisions (DESIGN.md §7): they go through the outbox, so the inbox
 * is answered with the network down too, and carry the status the admin saw as `expected` (another admin's
 * move meanwhile is a 409, shown on the record). Kinds match the server's audit actions (`enquiry.replied`).
 */
export type MoveInput = Required<Pick<EnquiryMove, 'to' | 'remark'>>;

const move = defineDecision({
  type: enquiryResource.type,
  kind: ({ to }: MoveInput) => `enquiry.${to}`,
  call: enquiries.moveStatus,
  body: (_: Pick<EnquiryDetail, 'id' | 'name' | 'status'>, { to, remark }) => ({ to, remark }),
  expected: (enquiry) => enquiry.status,
  patch: (_, { to }) => ({ status: to }),
  title: (enquiry) => enquiry.name,
});

export const enquiryDecisions = { move };
