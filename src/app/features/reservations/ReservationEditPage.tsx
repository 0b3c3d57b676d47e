import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { IonButton, IonContent, IonSpinner, useIonRouter } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import type { Reservation } from '@shared/contracts/reservations';
import { goBackTo } from '@app/lib/navigation';
import { revealFirstInvalid } from '@app/lib/forms';
import { conflictCurrent } from '@app/lib/use-mutation-runner';
import { showToast } from '@app/lib/toast-bus';
import { PageHeader } from '@app/shell/PageHeader';
import { RecordState } from '@app/kit/record/RecordState';
import { QuotePanel } from './QuotePanel';
import { ReservationFields } from './ReservationFields';
import { hasReservationErrors, quoteRequestOf, repriced, reservationFormValues, reservationPatchBody } from './reservation-form';
import { useQuote, useReservation, useReservationMutations } from './use-reservations';
import { useReservationForm } from './use-reservation-form';
import './reservations.css';

/** A 409 whose `current` is a later version of the stay: someone saved it after this form was opened. */
function changedMeanwhile(error: unknown, version: number): boolean {
  const current = conflictCurrent<{ version?: unknown }>(error);
  return typeof current?.version === 'number' && current.version !== version;
}

function EditForm({ stay, onReload }: { stay: Reservation; onReload: () => void }) {
  const { t } = useTranslation('reservations');
  const router = useIonRouter();
  const initial = useMemo(() => reservationFormValues(stay), [stay]);
  const form = useReservationForm(initial);
  const changedPrice = repriced(initial, form.values);
  // Only a change of unit or dates is checked (and priced) again, past the stay's own nights: moving a stay onto
  // nights it partly holds already is no clash with itself.
  const quote = useQuote(changedPrice && stay.kind === 'guest' ? quoteRequestOf(form.values, stay.id) : null);
  const ready = quote.status === 'ready' ? quote.quote : null;
  const inTheWay = ready?.unavailableBecause ? ready : null;
  const { update, pending } = useReservationMutations();
  const recordPath = `/admin/reservation/${stay.id}`;
  // Saving again would repeat the same refusal: the form was opened on a version that is gone.
  const [stale, setStale] = useState(false);
  const staleNote = useRef<HTMLDivElement>(null);
  // Above the toast that says the same, which covers the bottom of a phone's screen for a few seconds.
  useEffect(() => {
    if (stale) staleNote.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [stale]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    form.setSubmitted(true);
    if (hasReservationErrors(form.localErrors())) {
      revealFirstInvalid(formElement);
      return;
    }
    const result = await update(stay.id, reservationPatchBody(form.values, stay.version, changedPrice ? ready : null));
    if (!result.ok) {
      if (changedMeanwhile(result.error, stay.version)) {
        setStale(true);
        return;
      }
      form.takeServerErrors(result.error);
      revealFirstInvalid(formElement);
      return;
    }
    showToast(t('edit.done'), 'success');
    goBackTo(router, recordPath);
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="narrow-column ion-padding" data-testid="reservation-edit-form">
      <ReservationFields form={form} quote={inTheWay} creating={false} />
      {changedPrice && stay.kind === 'guest' ? (
        <>
          <h2 className="section-title">{t('quote.newTitle')}</h2>
          <QuotePanel state={quote} />
        </>
      ) : null}
      {/* Beside Save, where the admin is looking when it is refused. */}
      {stale ? (
        <div ref={staleNote} className="warning-note reservation-stale" role="alert" data-testid="reservation-edit-stale">
          <p>
            <strong>{t('edit.staleTitle')}</strong> {t('edit.staleDetail')}
          </p>
          <IonButton fill="outline" onClick={onReload} data-testid="reservation-edit-reload">
            {t('edit.reload')}
          </IonButton>
        </div>
      ) : null}
      <IonButton type="submit" expand="block" className="ion-margin-top" disabled={pending === 'update' || stale} data-testid="reservation-form-submit">
        {pending === 'update' ? <IonSpinner name="crescent" aria-label={t('common:saving')} /> : t('common:save')}
      </IonButton>
    </form>
  );
}

export default function ReservationEditPage() {
  const { t } = useTranslation('reservations');
  const { id } = useParams<{ id: string }>();
  const { stay, status, error, reload } = useReservation(id);
  return (
    <>
      <PageHeader title={t('edit.title')} backHref={`/admin/reservation/${id ?? ''}`} />
      <IonContent className="page-content">
        {stay && status === 'ready' ? (
          <EditForm key={`${stay.id}@${stay.version}`} stay={stay} onReload={() => void reload()} />
        ) : (
          <RecordState status={status} error={error} onRetry={() => void reload()} namespace="reservations" testIdPrefix="reservation" />
        )}
      </IonContent>
    </>
  );
}
