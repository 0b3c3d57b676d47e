import { useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { IonTextarea } from '@app/ionic/ion-textarea';
import { arrowUndoOutline, chatbubbleEllipsesOutline, closeCircleOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { REMARK_MAX_LENGTH } from '@shared/contracts/common';
import { ENQUIRY_TRANSITIONS, enquiries, type EnquiryDetail, type EnquiryMove } from '@shared/contracts/enquiries';
import { call } from '@app/lib/api';
import { eventValue } from '@app/lib/forms';
import { defineAction } from '@app/kit/action/define-action';
import { useAction } from '@app/kit/action/use-action';
import { ActionRefusal } from '@app/kit/action/ActionRefusal';

type Move = Omit<EnquiryMove, 'expected'>;

/** A move carries the status the admin saw: the server answers 409 with the enquiry as it is now if it moved on. */
const moveEnquiry = defineAction<EnquiryDetail, Move>({
  words: 'enquiries',
  send: (enquiry, move, idempotencyKey) =>
    call(enquiries.moveStatus, { params: { id: enquiry.id }, body: { ...move, expected: enquiry.status }, idempotencyKey }),
  // Only closing asks first; replying and reopening are undone by the other.
  confirm: (t, enquiry, { to }) =>
    to === 'closed'
      ? { header: t('actions.closeConfirmTitle'), message: t('actions.closeConfirmMessage', { name: enquiry.name }), confirmText: t('actions.close'), destructive: true, testId: 'enquiry-confirm-close' }
      : null,
  done: (t, _enquiry, { to }) => t(`actions.done.${to}`),
});

/**
 * Mark replied (the remark says what was answered), close after a confirmation, reopen a closed one. The remark
 * stays typed when the server refuses, and its refusal stays on the page.
 */
export function EnquiryActions({ enquiry, onChanged }: { enquiry: EnquiryDetail; onChanged(next: EnquiryDetail): void }) {
  const { t } = useTranslation('enquiries');
  const [remark, setRemark] = useState('');
  const move = useAction(moveEnquiry, (next) => {
    setRemark('');
    onChanged(next);
  }, onChanged);
  const allowed = ENQUIRY_TRANSITIONS[enquiry.status];
  if (!allowed.some((to) => to !== 'converted')) return null;
  const button = (to: Move['to'], icon: string, label: string, testId: string) =>
    allowed.includes(to) ? (
      <IonButton fill="outline" color={to === 'closed' ? 'danger' : undefined} onClick={() => move.start(enquiry, { to, remark })} disabled={move.busy} data-testid={testId}>
        <IonIcon slot="start" icon={icon} aria-hidden="true" />
        {label}
      </IonButton>
    ) : null;

  return (
    <section className="enquiries-actions" aria-label={t('actions.title')}>
      <IonTextarea
        label={t('actions.remark')}
        labelPlacement="stacked"
        fill="outline"
        autoGrow
        rows={2}
        maxlength={REMARK_MAX_LENGTH}
        helperText={t('actions.remarkHelp')}
        value={remark}
        onIonInput={(e) => setRemark(eventValue(e))}
        data-testid="enquiry-remark"
      />
      <div className="action-grid">
        {button('replied', chatbubbleEllipsesOutline, t('actions.markReplied'), 'enquiry-mark-replied')}
        {button('closed', closeCircleOutline, t('actions.close'), 'enquiry-close')}
        {button('new', arrowUndoOutline, t('actions.reopen'), 'enquiry-reopen')}
      </div>
      <ActionRefusal refusal={move.refusal} testId="enquiry-action-refusal" />
    </section>
  );
}
