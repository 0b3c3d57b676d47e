import { useCallback } from 'react';
import { useTranslation } from '@app/lib/use-translation';
import type { CreditEntry } from '@shared/contracts/credit';
import { credit } from '@shared/contracts/plain/credit';
import { formatMyrChange } from '@shared/money';
import { useDecisionPrompt } from '@app/kit/decision/use-decision-prompt';
import { api } from '@app/lib/api';
import { useMutationRunner } from '@app/lib/use-mutation-runner';
import { showToast } from '@app/lib/toast-bus';

/**
 * Reverse → the reason (required) and a red confirmation → the reversal, sent at once. It moves
 * money under the holder's lock, so it is never queued: offline the button waits for a
 * connection. The server's 409 (already reversed, or the balance would go below zero) is shown
 * as it words it; either way the list is read again to show the ledger as it is.
 */
export function useReversal(onChanged: (entry: CreditEntry, reversal: CreditEntry | null) => void) {
  const { t, i18n } = useTranslation('credit');
  const prompt = useDecisionPrompt();
  const { run, pending } = useMutationRunner();

  const reverse = useCallback(
    (entry: CreditEntry) => {
      const amount = formatMyrChange(entry.amountSen, i18n.language);
      prompt({
        header: t('history.reverse.title'),
        // What the admin needs to weigh is the change the reversal makes, the opposite of the entry's.
        message: t('history.reverse.message', { change: formatMyrChange(-entry.amountSen, i18n.language), name: entry.holderName }),
        confirmText: t('history.reverse.confirm'),
        destructive: true,
        remark: 'required',
        remarkPlaceholder: t('history.reverse.reasonPlaceholder'),
        onConfirm: (reason) => {
          void run(`reverse:${entry.id}`, { reason }, (idempotencyKey) =>
            api.call(credit.reverse, { params: { id: entry.id }, body: { reason }, idempotencyKey }),
          ).then((outcome) => {
            if (outcome.ok) showToast(t('history.reverse.done', { amount, name: entry.holderName }), 'success');
            onChanged(entry, outcome.ok ? outcome.value : null);
          });
        },
      });
    },
    [i18n.language, onChanged, prompt, run, t],
  );

  return { reverse, busyId: pending?.startsWith('reverse:') ? pending.slice('reverse:'.length) : null };
}
