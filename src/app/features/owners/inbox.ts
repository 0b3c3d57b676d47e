import type { OwnerBankChange } from '@shared/contracts/owners';
import type { Choice } from '@app/kit/decision/choice';
import { defineInbox, type InboxWords } from '@app/kit/inbox/define-inbox';
import { bankChangeDecisions } from './bank-change';
import { bankLine, shownNumber } from './bank-display';

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
