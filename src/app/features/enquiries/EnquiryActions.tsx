import { useState } from 'react';
import { IonButton, IonIcon, useIonAlert } from '@ionic/react';
import { IonTextarea } from '@app/ionic/ion-textarea';
import { arrowUndoOutline, chatbubbleEllipsesOutline, closeCircleOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { REMARK_MAX_LENGTH } from '@shared/contracts/plain/common';
import { ENQUIRY_TRANSITIONS, type EnquiryDetail } from '@shared/contracts/enquiries';
import { eventValue } from '@app/lib/forms';
import { useDecision } from '@app/kit/decision/use-decision';
import { enquiryDecisions, type MoveInput } from './decisions';

/**
 * Mark replied (the remark says what was answered), close after a confirmation, reopen a closed one. Each move
 * goes through the outbox; the remark stays typed until the move is safe on this device, and a refusal or
 * another admin's move first is shown on the record (EnquiryPage).
 */
export function EnquiryActions({ enquiry }: { enquiry: EnquiryDetail }) {
  const { t } = useTranslation('enquiries');
  const [presentAlert] = useIonAlert();
  const { send, busy } = useDecision<EnquiryDetail, MoveInput>(enquiryDecisions.move);
  const [remark, setRemark] = useState('');
  const allowed = ENQUIRY_TRANSITIONS[enquiry.status];
  if (!allowed.some((to) => to !== 'converted')) return null;

  function move(to: MoveInput['to']) {
    void send(enquiry, { to, remark }, t(`actions.done.${to}`)).then((kept) => {
      if (kept) setRemark('');
    });
  }

  function confirmClose() {
    void presentAlert({
      header: t('actions.closeConfirmTitle'),
      message: t('actions.closeConfirmMessage', { name: enquiry.name }),
      buttons: [
        { text: t('common:cancel'), role: 'cancel' },
        { text: t('actions.close'), role: 'destructive', htmlAttributes: { 'data-testid': 'enquiry-confirm-close' }, handler: () => move('closed') },
      ],
    });
  }

  const button = (to: MoveInput['to'], icon: string, label: string, testId: string) =>
    allowed.includes(to) ? (
      <IonButton fill="outline" color={to === 'closed' ? 'danger' : undefined} onClick={to === 'closed' ? confirmClose : () => move(to)} disabled={busy} data-testid={testId}>
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
    </section>
  );
}
