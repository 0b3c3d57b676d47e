import { IonButton, IonIcon } from '@ionic/react';
import { closeCircleOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { FreeStayRequest } from '@shared/contracts/free-stay';
import { useDecision } from '@app/kit/decision/use-decision';
import { freeStayDecisions } from '../decisions';
import { stayWords } from '../request-display';

/**
 * Cancel a pending or approved request: confirmed first, with a remark, then through the outbox, so it is kept
 * offline and a request decided meanwhile comes back as a conflict on the page. Cancelling an approved one
 * cancels its reservation and gives its nights back to the quota: the prompt says so.
 */
export function CancelRequest({ request, portal = false }: { request: FreeStayRequest; portal?: boolean }) {
  const { t, i18n } = useTranslation('free-stay');
  const { prompt, send, busy } = useDecision(portal ? freeStayDecisions.portalCancel : freeStayDecisions.cancel);
  const words = stayWords(request, i18n.language, t);

  const ask = () =>
    prompt({
      header: t('cancel.title'),
      message: t(request.status === 'approved' ? 'cancel.messageApproved' : 'cancel.message', words),
      confirmText: t('cancel.confirm'),
      destructive: true,
      remark: portal ? 'none' : 'optional',
      onConfirm: (remark) => void send(request, { remark }, t('cancel.done', words)),
    });

  return (
    <IonButton expand="block" fill="outline" color="danger" className="free-stay-tall-button" disabled={busy} onClick={ask} data-testid="free-stay-cancel">
      <IonIcon slot="start" icon={closeCircleOutline} aria-hidden="true" />
      {t('cancel.action')}
    </IonButton>
  );
}
