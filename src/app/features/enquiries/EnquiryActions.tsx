import { useState } from 'react';
import { IonButton, IonIcon, useIonAlert } from '@ionic/react';
import { IonTextarea } from '@app/ionic/ion-textarea';
import { IonNote } from '@app/ionic/ion-note';
import { arrowUndoOutline, chatbubbleEllipsesOutline, closeCircleOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { REMARK_MAX_LENGTH } from '@shared/contracts/common';
import { ENQUIRY_TRANSITIONS, type EnquiryDetail, type EnquiryMove } from '@shared/contracts/enquiries';
import { eventValue } from '@app/lib/forms';
import { showToast } from '@app/lib/toast-bus';
import { useEnquiryMutations } from './use-enquiries';

/**
 * Mark replied (the remark says what was answered), close after a confirmation, reopen a closed one. The remark
 * stays typed when the server refuses, and its refusal stays on the page.
 */
export function EnquiryActions({ enquiry, onChanged }: { enquiry: EnquiryDetail; onChanged(next: EnquiryDetail): void }) {
  const { t } = useTranslation('enquiries');
  const [presentAlert] = useIonAlert();
  const { move, pending } = useEnquiryMutations();
  const [remark, setRemark] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const allowed = ENQUIRY_TRANSITIONS[enquiry.status];
  if (!allowed.some((to) => to !== 'converted')) return null;

  async function send(to: EnquiryMove['to']) {
    setRefusal(null);
    const result = await move(enquiry.id, { to, expected: enquiry.status, remark });
    if (result.ok) {
      setRemark('');
      showToast(t(`actions.done.${to}`), 'success');
      onChanged(result.value);
      return;
    }
    setRefusal(result.message || null);
    if (result.conflict) onChanged(result.conflict);
  }

  function confirmClose() {
    void presentAlert({
      header: t('actions.closeConfirmTitle'),
      message: t('actions.closeConfirmMessage', { name: enquiry.name }),
      buttons: [
        { text: t('common:cancel'), role: 'cancel' },
        { text: t('actions.close'), role: 'destructive', htmlAttributes: { 'data-testid': 'enquiry-confirm-close' }, handler: () => void send('closed') },
      ],
    });
  }

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
        {allowed.includes('replied') ? (
          <IonButton fill="outline" onClick={() => void send('replied')} disabled={pending === 'move'} data-testid="enquiry-mark-replied">
            <IonIcon slot="start" icon={chatbubbleEllipsesOutline} aria-hidden="true" />
            {t('actions.markReplied')}
          </IonButton>
        ) : null}
        {allowed.includes('closed') ? (
          <IonButton fill="outline" color="danger" onClick={confirmClose} disabled={pending === 'move'} data-testid="enquiry-close">
            <IonIcon slot="start" icon={closeCircleOutline} aria-hidden="true" />
            {t('actions.close')}
          </IonButton>
        ) : null}
        {allowed.includes('new') ? (
          <IonButton fill="outline" onClick={() => void send('new')} disabled={pending === 'move'} data-testid="enquiry-reopen">
            <IonIcon slot="start" icon={arrowUndoOutline} aria-hidden="true" />
            {t('actions.reopen')}
          </IonButton>
        ) : null}
      </div>
      {refusal ? (
        <IonNote color="danger" role="alert" className="enquiries-note" data-testid="enquiry-action-refusal">
          {refusal}
        </IonNote>
      ) : null}
    </section>
  );
}
