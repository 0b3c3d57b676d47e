import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { CreatePage } from '@app/kit/page/CreatePage';
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

export default function ReservationCreatePage() {
  const { t } = useTranslation('reservations');
  const location = useLocation();
  // The calendar links here with the unit and the night tapped.
  const initial = useMemo(() => ({ ...reservationForm.empty, ...prefillFromQuery(location.search) }), [location.search]);
  const { create, pending } = useReservationMutations();
  return (
    <CreatePage
      definition={reservationForm}
      initial={initial}
      title={t('create.title')}
      backHref="/admin/reservation"
      submitLabel={t('create.submit')}
      testIdPrefix="reservation-create"
      submitTestId="reservation-form-submit"
      save={create}
      busy={pending === 'create'}
      doneMessage={(stay) => t('create.done', { code: stay.code })}
      savedPath={(stay) => `/admin/reservation/${stay.id}`}
    >
      {(form) => <CreateFields form={form} />}
    </CreatePage>
  );
}
