import { useState, type FormEvent } from 'react';
import { IonButton, IonContent, IonModal, IonSpinner } from '@ionic/react';
import { IonButtons } from '@app/ionic/ion-buttons';
import { IonHeader } from '@app/ionic/ion-header';
import { IonSelect } from '@app/ionic/ion-select';
import { IonSelectOption } from '@app/ionic/ion-select-option';
import { IonTitle } from '@app/ionic/ion-title';
import { IonToolbar } from '@app/ionic/ion-toolbar';
import { useTranslation } from '@app/lib/use-translation';
import { PAYMENT_METHODS, type ReservationDetail } from '@shared/contracts/reservations';
import { senToRinggitInput } from '@shared/money';
import { isApiError } from '@app/lib/api-errors';
import { invalidClass } from '@app/lib/forms';
import { showToast } from '@app/lib/toast-bus';
import { TextField } from '@app/kit/form/TextField';
import { balanceSen } from './reservation-display';
import { businessToday } from './reservation-query';
import { paymentBody, paymentFieldOf, validatePayment, type PaymentField, type PaymentFormValues } from './payment-form';
import { useReservationMutations } from './use-reservations';

interface Props {
  stay: ReservationDetail;
  isOpen: boolean;
  onClose(): void;
  onSaved(stay: ReservationDetail): void;
}

/** A payment appended to the stay (online: money is not queued). What was typed stays on a refusal. */
export function PaymentSheet({ stay, isOpen, onClose, onSaved }: Props) {
  const { t } = useTranslation('reservations');
  const { addPayment, pending } = useReservationMutations();
  const fresh = (): PaymentFormValues => ({ method: '', amount: balanceSen(stay) ? senToRinggitInput(balanceSen(stay)) : '', paidOn: businessToday(), reference: '' });
  const [values, setValues] = useState<PaymentFormValues>(fresh);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<PaymentField, string>>>({});
  const local = submitted ? validatePayment(values) : {};
  const errors: Partial<Record<PaymentField, string>> = {};
  for (const [field, key] of Object.entries(local) as [PaymentField, string][]) errors[field] = t(key);
  // The server's word on a field wins until that field is edited (an edit clears it to undefined).
  for (const [field, message] of Object.entries(serverErrors) as [PaymentField, string | undefined][]) if (message) errors[field] = message;

  const set = (field: PaymentField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(validatePayment(values)).some(Boolean)) return;
    const result = await addPayment(stay.id, paymentBody(values));
    if (result.ok) {
      showToast(t('payment.done'), 'success');
      onSaved(result.value);
      setValues(fresh());
      setSubmitted(false);
      onClose();
      return;
    }
    if (isApiError(result.error)) {
      const next: Partial<Record<PaymentField, string>> = {};
      for (const e of result.error.fieldErrors) {
        const field = paymentFieldOf(e.field);
        if (field) next[field] = e.message;
      }
      setServerErrors(next);
    }
  }

  return (
    <IonModal isOpen={isOpen} onDidDismiss={onClose} breakpoints={[0, 1]} initialBreakpoint={1} aria-label={t('payment.title')} data-testid="reservation-payment-sheet">
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('payment.title')}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose} data-testid="reservation-payment-cancel">
              {t('common:cancel')}
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <form onSubmit={(e) => void submit(e)} noValidate className="stack-form">
          <IonSelect
            label={t('payment.method')}
            labelPlacement="stacked"
            fill="outline"
            interface="popover"
            placeholder={t('payment.methodChoose')}
            value={values.method || undefined}
            onIonChange={(e) => set('method', String(e.detail.value ?? ''))}
            errorText={errors.method}
            className={invalidClass(errors.method)}
            data-testid="reservation-payment-method"
          >
            {PAYMENT_METHODS.map((m) => (
              <IonSelectOption key={m} value={m}>
                {t(`method.${m}`)}
              </IonSelectOption>
            ))}
          </IonSelect>
          <TextField label={t('payment.amount')} inputmode="decimal" helper={t('payment.amountHint')} value={values.amount} onValue={(v) => set('amount', v)} error={errors.amount} testId="reservation-payment-amount" />
          <TextField label={t('payment.paidOn')} type="date" value={values.paidOn} onValue={(v) => set('paidOn', v)} error={errors.paidOn} testId="reservation-payment-paid-on" />
          <TextField label={t('payment.reference')} helper={t('fields.optional')} value={values.reference} onValue={(v) => set('reference', v)} error={errors.reference} testId="reservation-payment-reference" />
          <IonButton type="submit" expand="block" disabled={pending === 'addPayment'} data-testid="reservation-payment-submit">
            {pending === 'addPayment' ? <IonSpinner name="crescent" aria-label={t('common:saving')} /> : t('payment.submit')}
          </IonButton>
        </form>
      </IonContent>
    </IonModal>
  );
}
