import { useTranslation } from '@app/lib/use-translation';
import type { DsrFigures } from '@shared/contracts/dsr';
import { PAYMENT_METHODS } from '@shared/contracts/reservations';
import { cachedNumberFormat, formatMyr } from '@shared/money';
import { Fact, FactList } from '@app/kit/record/FactList';

/** What the day's stays and payments say: counts, room revenue, payments by method and the cash expected. */
export function FiguresFacts({ figures, testId = 'dsr-figures' }: { figures: DsrFigures; testId?: string }) {
  const { t, i18n } = useTranslation('dsr');
  const language = i18n.language;
  const count = (n: number) => cachedNumberFormat(language, {}).format(n);
  const paid = PAYMENT_METHODS.filter((method) => (figures.paymentsSen[method] ?? 0) !== 0);
  return (
    <FactList layout="grid" className="dsr-facts" testId={testId}>
      <Fact label={t('figures.arrivals')} value={count(figures.arrivals)} testId={`${testId}-arrivals`} />
      <Fact label={t('figures.departures')} value={count(figures.departures)} testId={`${testId}-departures`} />
      <Fact label={t('figures.inHouse')} value={count(figures.inHouse)} testId={`${testId}-in-house`} />
      <Fact label={t('figures.occupied')} value={t('figures.occupiedOf', { occupied: count(figures.occupiedUnits), total: count(figures.totalUnits) })} testId={`${testId}-occupied`} />
      <Fact label={t('figures.roomRevenue')} value={formatMyr(figures.roomRevenueSen, language)} testId={`${testId}-room-revenue`} />
      {paid.length === 0 ? <Fact label={t('figures.payments')} value={t('figures.noPayments')} /> : null}
      {paid.map((method) => (
        <Fact key={method} label={t(`figures.method.${method}`)} value={formatMyr(figures.paymentsSen[method] ?? 0, language)} testId={`${testId}-paid-${method}`} />
      ))}
      <Fact label={t('figures.expectedCash')} value={<strong>{formatMyr(figures.expectedCashSen, language)}</strong>} testId={`${testId}-expected`} />
    </FactList>
  );
}
