import { IonSpinner } from '@ionic/react';
import { IonNote } from '@app/ionic/ion-note';
import { useTranslation } from '@app/lib/use-translation';
import type { Quote } from '@shared/contracts/reservations';
import { formatCalendarDate } from '@shared/dates';
import { formatBasisPoints, formatMyr } from '@shared/money';
import type { QuoteState } from './use-reservations';

/** The stay that holds one of the nights: said before the admin submits. */
export function TakenNote({ quote }: { quote: Quote }) {
  const { t, i18n } = useTranslation('reservations');
  const stay = quote.unavailableBecause;
  if (!stay) return null;
  return (
    <IonNote color="danger" role="alert" className="rsv-taken" data-testid="reservation-form-taken">
      {t('quote.taken', {
        code: stay.code,
        from: formatCalendarDate(stay.checkIn, i18n.language),
        to: formatCalendarDate(stay.checkOut, i18n.language),
        status: t(`status.${stay.status}`),
      })}
    </IonNote>
  );
}

/** The live price of what the form holds, line by line; it waits quietly for the unit and the dates. */
export function QuotePanel({ state }: { state: QuoteState }) {
  const { t, i18n } = useTranslation('reservations');
  const myr = (sen: number) => formatMyr(sen, i18n.language);
  if (state.status === 'idle') return <p className="rsv-quote rsv-quote--idle" data-testid="reservation-quote-idle">{t('quote.idle')}</p>;
  if (state.status === 'error') return <p className="rsv-quote rsv-quote--idle" role="alert" data-testid="reservation-quote-error">{t('quote.error')}</p>;
  const quote = state.quote;
  if (!quote) return <IonSpinner name="crescent" aria-label={t('quote.loading')} />;
  return (
    <section className="rsv-quote" aria-live="polite" aria-busy={state.status === 'loading'} data-testid="reservation-quote" data-state={state.status} data-total={quote.totalSen}>
      <dl>
        <dt>{t('quote.rooms', { count: quote.nights, rate: myr(quote.nightlyRateSen) })}</dt>
        <dd>{myr(quote.roomRevenueSen)}</dd>
        <dt>{t('amount.cleaningFee')}</dt>
        <dd>{myr(quote.cleaningFeeSen)}</dd>
        <dt>{t('quote.sst', { rate: formatBasisPoints(quote.sstRateBp, i18n.language) })}</dt>
        <dd>{myr(quote.sstSen)}</dd>
        <dt>{quote.tourismTaxCollectedBy === 'channel' && quote.tourismTaxSen ? t('quote.tourismTaxByChannel') : t('amount.tourismTax')}</dt>
        <dd>{myr(quote.tourismTaxChargedSen)}</dd>
        <dt className="rsv-quote__total">{t('amount.total')}</dt>
        <dd className="rsv-quote__total" data-testid="reservation-quote-total">
          {myr(quote.totalSen)}
        </dd>
      </dl>
    </section>
  );
}
