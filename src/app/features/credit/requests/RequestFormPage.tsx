import type { FormEvent } from 'react';
import { IonButton, IonContent, IonIcon, IonSpinner, useIonRouter } from '@ionic/react';
import { cloudOfflineOutline, warningOutline } from 'ionicons/icons';
import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { formatMyr } from '@shared/money';
import { revealFirstInvalid } from '@app/lib/forms';
import { showToast } from '@app/lib/toast-bus';
import { useOnline } from '@app/lib/use-online';
import { TextField } from '@app/kit/form/TextField';
import { PageHeader } from '@app/shell/PageHeader';
import { newCreditRequest } from '@shared/contracts/credit';
import { holderPath } from '../holders/HolderCard';
import { useHolder } from '../holders/use-holders';
import { KindSwitch } from './KindSwitch';
import { ReceiptInput } from './ReceiptInput';
import { exceedsBalance, hasErrors, requestBody, validateRequestForm } from './request-form';
import { requestPath } from './RequestCard';
import { useRequestForm } from './use-request-form';
import { useRequestMutations } from './use-request-mutations';
import '../credit.css';

export default function RequestFormPage() {
  const { t, i18n } = useTranslation('credit');
  const router = useIonRouter();
  const { accountId = '' } = useParams<{ accountId: string }>();
  const { holder } = useHolder(accountId);
  const online = useOnline();
  const form = useRequestForm();
  const { create, attach, pending } = useRequestMutations();
  const { values, setField } = form;
  const errors = form.errorsFor(validateRequestForm(values));
  const busy = pending !== null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const formElement = event.currentTarget as HTMLFormElement;
    form.setSubmitted(true);
    if (hasErrors(validateRequestForm(values))) {
      revealFirstInvalid(formElement);
      return;
    }
    const created = await create(requestBody(accountId, values));
    if (!created.ok) {
      form.takeServerErrors(created.error);
      revealFirstInvalid(formElement);
      return;
    }
    const request = created.value;
    if (values.receipt && !(await attach(request.id, values.receipt)).ok) {
      // The request exists either way: the request page offers to attach the receipt again.
      showToast(t('request.form.receiptFailed'), 'warning');
    } else {
      showToast(t('request.form.done', { name: request.holderName }), 'success');
    }
    router.push(requestPath(request.id), 'forward', 'replace');
  }

  return (
    <>
      <PageHeader title={t('request.form.title')} backHref={holderPath(accountId)} />
      <IonContent className="page-content">
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="narrow-column ion-padding credit-page" data-testid="credit-request-form">
          {holder ? (
            <p className="credit-form-holder" data-testid="credit-form-holder">
              <strong>{holder.name}</strong> · {holder.accountNumber}
              <br />
              {t('balance')}: {formatMyr(holder.balanceSen, i18n.language)}
            </p>
          ) : null}
          <KindSwitch value={values.kind} onChange={(kind) => setField('kind', kind)} disabled={busy} />
          <TextField
            label={t('request.form.amount')}
            inputmode="decimal"
            placeholder="0.00"
            value={values.amount}
            onValue={(amount) => setField('amount', amount)}
            error={errors.amount}
            helper={t('request.form.amountHelp')}
            disabled={busy}
            testId="credit-amount-input"
          />
          {holder && exceedsBalance(values, holder.balanceSen) ? (
            <p className="warning-note credit-note" role="note" data-testid="credit-over-balance">
              <IonIcon icon={warningOutline} aria-hidden="true" />
              <span>{t('request.form.overBalance', { balance: formatMyr(holder.balanceSen, i18n.language) })}</span>
            </p>
          ) : null}
          <TextField
            label={t('request.form.reason')}
            value={values.reason}
            onValue={(reason) => setField('reason', reason)}
            error={errors.reason}
            schema={newCreditRequest.shape.reason}
            counter
            disabled={busy}
            testId="credit-reason-input"
          />
          <ReceiptInput file={values.receipt} error={errors.receipt} onChange={(file) => setField('receipt', file)} disabled={busy} />
          {online ? null : (
            <p className="warning-note credit-note" role="status" data-testid="credit-request-offline">
              <IonIcon icon={cloudOfflineOutline} aria-hidden="true" />
              <span>{t('request.form.offline')}</span>
            </p>
          )}
          <IonButton type="submit" expand="block" className="credit-tall-button" disabled={busy || !online} data-testid="credit-request-submit">
            {busy ? <IonSpinner name="crescent" aria-label={t('request.form.sending')} /> : t('request.form.submit')}
          </IonButton>
        </form>
      </IonContent>
    </>
  );
}
