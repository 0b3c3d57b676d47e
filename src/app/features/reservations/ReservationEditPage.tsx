import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import type { Quote, Reservation } from '@shared/contracts/reservations';
import { EditPage } from '@app/kit/page/EditPage';
import { QuotePanel } from './QuotePanel';
import { ReservationFields } from './ReservationFields';
import { quoteRequestOf, repriced, reservationForm, reservationFormValues, withQuoteAmounts, type ReservationFormState } from './reservation-form';
import { useQuote, useReservation, useReservationMutations } from './use-reservations';
import './reservations.css';

interface EditFieldsProps {
  form: ReservationFormState;
  stay: Reservation;
  /** The quote a save sends, or null when nothing priced changed (the stay keeps its amounts). */
  onPriced(quote: Quote | null): void;
}

function EditFields({ form, stay, onPriced }: EditFieldsProps) {
  const { t } = useTranslation('reservations');
  const initial = useMemo(() => reservationFormValues(stay), [stay]);
  const changedPrice = repriced(initial, form.values) && stay.kind === 'guest';
  // Only a change of unit or dates is checked (and priced) again, past the stay's own nights: moving a stay onto
  // nights it partly holds already is no clash with itself.
  const quote = useQuote(changedPrice ? quoteRequestOf(form.values, stay.id) : null);
  const ready = quote.status === 'ready' ? quote.quote : null;
  useEffect(() => onPriced(changedPrice ? ready : null), [onPriced, changedPrice, ready]);
  return (
    <>
      <ReservationFields form={form} quote={ready?.unavailableBecause ? ready : null} creating={false} />
      {changedPrice ? (
        <>
          <h2 className="section-title">{t('quote.newTitle')}</h2>
          <QuotePanel state={quote} />
        </>
      ) : null}
    </>
  );
}

export default function ReservationEditPage() {
  const { t } = useTranslation('reservations');
  const { id = '' } = useParams<{ id: string }>();
  const { stay, ...load } = useReservation(id);
  const { update, pending } = useReservationMutations();
  const priced = useRef<Quote | null>(null);
  const onPriced = useCallback((quote: Quote | null) => void (priced.current = quote), []);
  return (
    <EditPage
      definition={reservationForm}
      title={t('edit.title')}
      load={{ ...load, record: stay }}
      recordPath={`/admin/reservation/${id}`}
      testIdPrefix="reservation-edit"
      submitTestId="reservation-form-submit"
      recordState={{ testIdPrefix: 'reservation' }}
      save={(patch, record) => update(record.id, withQuoteAmounts(patch, priced.current))}
      busy={pending === 'update'}
      doneMessage={t('edit.done')}
    >
      {(form, record) => <EditFields form={form} stay={record} onPriced={onPriced} />}
    </EditPage>
  );
}
