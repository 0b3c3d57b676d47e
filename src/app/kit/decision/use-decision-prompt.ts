import { useCallback, useRef } from 'react';
import { useIonAlert, type AlertInput } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import { REMARK_MAX_LENGTH } from '@shared/contracts/plain/common';
import { KIT_WORDS } from '../words';
import './decision-prompt.css';


export interface DecisionPrompt {
  header: string;
  message: string;
  confirmText: string;
  /** Red and separated from Cancel: reject, ban, delete. */
  destructive?: boolean;
  /** `required`: the confirming button waits for a remark (reject, ban). */
  remark: 'required' | 'optional' | 'none';
  remarkPlaceholder?: string;
  /** The admin must type this (an account number) to confirm: for what cannot be undone. */
  typeToConfirm?: string;
  onConfirm(remark: string): void;
}

let prompts = 0;

/**
 * One alert that is both the remark prompt and the confirmation: nothing is sent until its
 * confirming button (`confirm-ok`) is pressed, and a required remark keeps it open until given.
 * The caller words the header, message and button; the remark and confirmation words are the kit's.
 */
export function useDecisionPrompt(): (prompt: DecisionPrompt) => void {
  const [present] = useIonAlert();
  const { t } = useTranslation(KIT_WORDS);
  // One alert at a time, and the next only once the last has gone: a decision queued offline
  // changes the page at once (Ban becomes Unban), so the next tap can come while the last alert is
  // still closing, and Ionic ignores a second one meanwhile.
  const closed = useRef<Promise<void>>(Promise.resolve());

  return useCallback(
    (prompt: DecisionPrompt) => {
      const previous = closed.current;
      let markClosed: () => void = () => undefined;
      closed.current = new Promise<void>((resolve) => (markClosed = resolve));
      const id = `decision-prompt-${++prompts}`;
      const inputs: AlertInput[] = [];
      if (prompt.remark !== 'none') {
        inputs.push({
          name: 'remark',
          type: 'textarea',
          placeholder: prompt.remarkPlaceholder ?? (prompt.remark === 'required' ? t('prompt.remarkRequiredPlaceholder') : t('prompt.remarkOptionalPlaceholder')),
          attributes: { 'data-testid': 'remark-input', maxlength: REMARK_MAX_LENGTH, 'aria-label': t('prompt.remarkLabel'), rows: 3 },
        });
      }
      if (prompt.typeToConfirm) {
        inputs.push({
          name: 'typed',
          type: 'text',
          placeholder: prompt.typeToConfirm,
          attributes: { 'data-testid': 'confirm-input', autocomplete: 'off', 'aria-label': t('prompt.typeToConfirmLabel', { value: prompt.typeToConfirm }) },
        });
      }
      const complain = (problem: string, field: string) => {
        const alert = document.getElementById(id) as HTMLIonAlertElement | null;
        if (!alert) return;
        alert.subHeader = problem;
        alert.classList.add('decision-alert--invalid');
        alert.querySelector<HTMLElement>(`[data-testid="${field}"]`)?.focus();
      };
      void previous.then(() =>
        present({
          id,
          onDidDismiss: () => markClosed(),
          header: prompt.header,
          message: prompt.message,
          cssClass: 'decision-alert',
          inputs,
          buttons: [
            { text: t('common:cancel'), role: 'cancel', htmlAttributes: { 'data-testid': 'confirm-cancel' } },
            {
              text: prompt.confirmText,
              role: prompt.destructive ? 'destructive' : 'confirm',
              cssClass: prompt.destructive ? 'alert-button--danger' : 'alert-button--confirm',
              htmlAttributes: { 'data-testid': 'confirm-ok' },
              handler: (data: { remark?: string; typed?: string } | undefined) => {
                const remark = (data?.remark ?? '').trim();
                if (prompt.remark === 'required' && !remark) {
                  complain(t('prompt.remarkRequired'), 'remark-input');
                  return false;
                }
                if (prompt.typeToConfirm && (data?.typed ?? '').trim() !== prompt.typeToConfirm) {
                  complain(t('prompt.typeToConfirmMismatch', { value: prompt.typeToConfirm }), 'confirm-input');
                  return false;
                }
                prompt.onConfirm(remark);
                return true;
              },
            },
          ],
        }),
      );
    },
    [present, t],
  );
}
