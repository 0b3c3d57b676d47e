import type { OwnerBankChange } from '@shared/contracts/owners';
// Routes, not the contract: the approvals inbox declares this decision with the shell, which must load no zod.
import { owners } from '@shared/contracts/plain/owners';
import type { Choice } from '@app/kit/decision/choice';
import { defineDecision } from '@app/kit/decision/define-decision';
import { defineInbox, type InboxWords } from '@app/kit/inbox/define-inbox';
import { bankLine, shownNumber } from './bank-display';

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

function copy(change: OwnerBankChange, choice: Choice, t: InboxWords) {
  const words = {
    name: change.ownerName,
    // The checker confirms against the full number when they have it (the server sends it to Owner approve only).
    from: bankLine(change.previousBankName, shownNumber(change.unmasked?.previousAccountNumber, change.previousAccountNumberMasked), t('bankChange.noAccount')),
    to: bankLine(change.bankName, shownNumber(change.unmasked?.accountNumber, change.accountNumberMasked), ''),
  };
  return {
    header: t(`bankChange.${choice}Title`, words),
    message: t(`bankChange.${choice}Message`, words),
    confirm: t(`bankChange.${choice}`),
    done: t(`bankChange.${choice}Done`, words),
  };
}

/** Payout-account changes waiting for a second admin join the approvals inbox. */
export const ownerInbox = defineInbox({
  words: 'owners',
  kinds: {
    'bank-change': {
      title: 'bankChange.inboxTitle',
      decision: bankChangeDecisions.decide,
      waiting: (change) => change.status === 'pending',
      copy,
      card: () => import('./BankChangeCard'),
    },
  },
});
