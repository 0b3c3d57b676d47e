import { IonButton, IonIcon } from '@ionic/react';
import { closeCircleOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { CreditRequest } from '@shared/contracts/credit';
import { formatMyr } from '@shared/money';
import { useDecision } from '@app/kit/decision/use-decision';
import { creditDecisions } from '../decisions';

/**
 * The maker withdraws a pending request: confirmed first, then through the outbox, so it is kept
 * offline and a request someone decided meanwhile comes back as a conflict on the page.
 */
export function CancelRequest({ request }: { request: CreditRequest }) {
  const { t, i18n } = useTranslation('credit');
  const { prompt, send, busy } = useDecision(creditDecisions.cancel);
  const amount = formatMyr(request.amountSen, i18n.language);
  const words = { kind: t(`kind.${request.kind}`), amount, name: request.holderName };

  const ask = () =>
    prompt({
      header: t('request.cancel.title'),
      message: t('request.cancel.message', words),
      confirmText: t('request.cancel.confirm'),
      destructive: true,
      remark: 'none',
      onConfirm: () => void send(request, {}, t('request.cancel.done', words)),
    });

  return (
    <IonButton expand="block" fill="outline" color="danger" className="credit-tall-button" disabled={busy} onClick={ask} data-testid="credit-cancel-button">
      <IonIcon slot="start" icon={closeCircleOutline} aria-hidden="true" />
      {t('request.cancel.action')}
    </IonButton>
  );
}
