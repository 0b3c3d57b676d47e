import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { createPageOf, saving } from '@app/kit/page/define-pages';
import { QuotePanel } from './QuotePanel';
import { ReservationFields } from './ReservationFields';
import { prefillFromQuery, quoteRequestOf, reservationForm, type ReservationFormState } from './reservation-form';
import { useQuote, useReservationMutations } from './use-reservations';
import './reservations.css';

/** A guest stay is priced as it is typed: the quote the server will book it at. */
function CreateFields({ form }: { form: ReservationFormState }) {
  const { t } = useTranslation('reservations');
  const quote = useQuote(form.values.kind === 'block' ? null : quoteRequestOf(form.values));
  const shown = quote.status === 'ready' ? quote.quote : quote.status === 'loading' ? quote.quote : null;
  return (
    <>
      <ReservationFields form={form} quote={shown} creating />
      {form.values.kind === 'guest' ? (
        <>
          <h2 className="section-title">{t('quote.title')}</h2>
          <QuotePanel state={quote} />
        </>
      ) : null}
    </>
  );
}

export default createPageOf(reservationForm, {
  // The calendar links here with the unit and the night tapped.
  useInitial: () => {
    const { search } = useLocation();
    return useMemo(() => ({ ...reservationForm.empty, ...prefillFromQuery(search) }), [search]);
  },
  backHref: () => '/admin/reservation',
  testIdPrefix: 'reservation-create',
  submitTestId: 'reservation-form-submit',
  useSave: () => saving(useReservationMutations(), 'create'),
  done: (stay) => ({ code: stay.code }),
  savedPath: (stay) => `/admin/reservation/${stay.id}`,
  fields: (form) => <CreateFields form={form} />,
});
