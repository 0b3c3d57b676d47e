import { useCallback, useState } from 'react';
import { useIonAlert } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import { showToast } from '@app/lib/toast-bus';
import { useMutationRunner } from '@app/lib/use-mutation-runner';
import type { Action } from './define-action';

export interface ActionFlow<R extends { id: string }, I> {
  /** Confirm (if the action asks to), then send. */
  start(record: R, input: I): void;
  /** Send now; true once applied. */
  send(record: R, input: I): Promise<boolean>;
  /** Being sent: its buttons wait. */
  busy: boolean;
  /** The server's last refusal, in the reader's words; cleared by the next attempt. */
  refusal: string | null;
}

/**
 * Runs one declared action on a screen. `onDone` takes the server's answer; `onCurrent` the record as
 * it is now when someone changed it first (a 409), so the page never keeps showing the old one.
 */
export function useAction<R extends { id: string }, I = void, A = R>(
  action: Action<R, I, A>,
  onDone: (answer: A) => void,
  onCurrent?: (record: R) => void,
): ActionFlow<R, I> {
  const { t } = useTranslation(action.words);
  const [presentAlert] = useIonAlert();
  const { run, pending } = useMutationRunner();
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = useCallback(
    async (record: R, input: I) => {
      setRefusal(null);
      // The record and the choice are the attempt: the same again reuses its key, a changed record is a new one.
      const result = await run<A, R>('action', { record, input }, (key) => action.send(record, input, key));
      if (result.ok) {
        const done = action.done?.(t, record, input);
        if (done) showToast(done, 'success');
        onDone(result.value);
        return true;
      }
      setRefusal(result.message || null);
      if (result.conflict) onCurrent?.(result.conflict);
      return false;
    },
    [action, onCurrent, onDone, run, t],
  );

  const start = useCallback(
    (record: R, input: I) => {
      const confirm = action.confirm?.(t, record, input);
      if (!confirm) {
        void send(record, input);
        return;
      }
      void presentAlert({
        header: confirm.header,
        message: confirm.message,
        buttons: [
          { text: t('common:cancel'), role: 'cancel' },
          {
            text: confirm.confirmText,
            role: confirm.destructive ? 'destructive' : undefined,
            htmlAttributes: confirm.testId ? { 'data-testid': confirm.testId } : undefined,
            handler: () => void send(record, input),
          },
        ],
      });
    },
    [action, presentAlert, send, t],
  );

  return { start, send, busy: pending !== null, refusal };
}
