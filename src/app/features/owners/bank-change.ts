import type { OwnerBankChange } from '@shared/contracts/owners';
// Routes, not the contract: the approvals inbox declares this decision with the shell, which must load no zod.
import { owners } from '@shared/contracts/plain/owners';
import type { Choice } from '@app/kit/decision/choice';
import { defineDecision } from '@app/kit/decision/define-decision';

type Decided = Pick<OwnerBankChange, 'id' | 'ownerName' | 'bankName' | 'accountNumberMasked' | 'status'>;


/**
 * Approving or rejecting a change of payout account goes through the outbox like every decision, carrying the status
 * the admin saw (a change another admin decided first comes back as a 409). Kinds are the server's audit actions.
 */
const decide = defineDecision({
  type: 'owners.bank-change',
  kind: ({ decision }: { decision: Choice; remark: string }) => `owner.bank-change-${decision}`,
  call: owners.decideBankChange,
  params: (change: Decided) => ({ id: change.id }),
  body: (_, { decision, remark }) => ({ action: decision, remark }),
  expected: (change) => change.status,
  patch: (_, { decision, remark }) => ({ status: decision === 'approve' ? 'approved' : 'rejected', remark: remark || null }),
  title: (change) => `${change.ownerName} · ${change.bankName} ${change.accountNumberMasked}`,
});

export const bankChangeDecisions = { decide };
