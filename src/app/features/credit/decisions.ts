import type { CreditRequest } from '@shared/contracts/credit';
// Routes, not the contract: the approvals inbox declares these decisions with the shell, which must load no zod.
import { credit } from '@shared/contracts/plain/credit';
import { decidedState, type Choice, type ChoiceInput } from '@app/kit/decision/choice';
import { defineDecision } from '@app/kit/decision/define-decision';
import { formatMyr } from '@shared/money';
import { requestResource } from './resource';

/**
 * Credit decisions (DESIGN.md §7) go through the outbox like every other: each carries the status
 * the admin saw, so a request another admin decided, or a deduction the balance no longer covers,
 * comes back as a 409 conflict instead of being applied twice or over a moved balance. Kinds match
 * the server's audit actions (`credit.approve`), so the outbox names another admin's change too.
 */

export type CreditChoice = Choice;

type Decided = Pick<CreditRequest, 'id' | 'holderName' | 'holderAccountNumber' | 'amountSen' | 'status'>;

const title = (request: Decided) => `${request.holderName} · ${request.holderAccountNumber} · ${formatMyr(request.amountSen, 'en-US')}`;

/** Approve (posts the ledger entry) or reject a pending request; never the maker's own (the server refuses it). */
const decide = defineDecision({
  type: requestResource.type,
  kind: ({ decision }: ChoiceInput) => `credit.${decision}`,
  call: credit.decide,
  body: (_: Decided, { decision, remark }) => ({ action: decision, remark }),
  expected: (request) => request.status,
  patch: (_, { decision, remark }) => ({ status: decidedState(decision), remark: remark || null }),
  title,
});

/** The maker withdraws their own request while it is pending. */
const cancel = defineDecision({
  type: requestResource.type,
  kind: 'credit.cancel',
  call: credit.cancelRequest,
  body: () => ({}),
  expected: (request: Decided) => request.status,
  patch: () => ({ status: 'cancelled' }),
  title,
});

export const creditDecisions = { decide, cancel };
