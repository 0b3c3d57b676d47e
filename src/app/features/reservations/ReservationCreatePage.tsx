import { useMemo, type FormEvent } from 'react';
import { IonButton, IonContent, IonSpinner, useIonRouter } from '@ionic/react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { revealFirstInvalid } from '@app/lib/forms';
import { showToast } from '@app/lib/toast-bus';
import { PageHeader } from '@app/shell/PageHeader';
import { QuotePanel } from './QuotePanel';
import { ReservationFields } from './ReservationFields';
import { EMPTY_RESERVATION_FORM, hasReservationErrors, prefillFromQuery, quoteRequestOf, reservationBody } from './reservation-form';
import { useQuote, useReservationMutations } from './use-reservations';
import { useReservationForm } from './use-reservation-form';
import './reservations.css';

export default function ReservationCreatePage() {
  const { t } = useTranslation('reservations');
  const router = useIonRouter();
  const location = useLocation();
  // The calendar links here with the unit and the night tapped.
  const initial = useMemo(() => ({ ...EMPTY_RESERVATION_FORM, ...prefillFromQuery(location.search) }), [location.search]);
  const form = useReservationForm(initial);
  const quote = useQuote(form.values.kind === 'block' ? null : quoteRequestOf(form.values));
  const shown = quote.status === 'ready' ? quote.quote : quote.status === 'loading' ? quote.quote : null;
  const { create, pending } = useReservationMutations();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    form.setSubmitted(true);
    if (hasReservationErrors(form.localErrors())) {
      revealFirstInvalid(formElement);
      return;
    }
    const result = await create(reservationBody(form.values));
    if (!result.ok) {
      form.takeServerErrors(result.error);
      revealFirstInvalid(formElement);
      return;
    }
    showToast(t('create.done', { code: result.value.code }), 'success');
    router.push(`/admin/reservation/${result.value.id}`, 'forward', 'replace');
  }

  return (
    <>
      <PageHeader title={t('create.title')} backHref="/admin/reservation" />
      <IonContent className="page-content">
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="narrow-column ion-padding" data-testid="reservation-create-form">
          <ReservationFields form={form} quote={shown} creating />
          {form.values.kind === 'guest' ? (
            <>
              <h2 className="section-title">{t('quote.title')}</h2>
              <QuotePanel state={quote} />
            </>
          ) : null}
          <IonButton type="submit" expand="block" className="ion-margin-top" disabled={pending === 'create'} data-testid="reservation-form-submit">
            {pending === 'create' ? <IonSpinner name="crescent" aria-label={t('common:saving')} /> : t('create.submit')}
          </IonButton>
        </form>
      </IonContent>
    </>
  );
}
