import { useTranslation } from '@app/lib/use-translation';
import type { RevenueReport } from '@shared/contracts/revenue';
import { changeOf, type FigureFormat } from './revenue-format';

/** The range in all: room revenue against last year, nights, and the rates; free nights apart. */
export function RevenueTotals({ totals, format }: { totals: RevenueReport['totals']; format: FigureFormat }) {
  const { t } = useTranslation('revenue');
  const { total, lastYear } = totals;
  const change = changeOf(total, lastYear);
  const tiles = [
    { key: 'nights', value: format.count(total.soldNights) },
    { key: 'occupancy', value: format.percent(total.occupancy) },
    { key: 'adr', value: format.money(total.adrSen) },
    { key: 'revpar', value: format.money(total.revparSen) },
  ];
  return (
    <section className="revenue-totals" aria-label={t('totals.label')} data-testid="revenue-totals">
      <div className="revenue-totals__main">
        <p className="revenue-totals__caption">{t('figures.revenue')}</p>
        <p className="revenue-totals__revenue" data-testid="revenue-total">
          {format.money(total.roomRevenueSen)}
        </p>
        <p className="revenue-totals__last-year" data-testid="revenue-total-last-year">
          {change === null
            ? t('totals.lastYearNone', { amount: format.money(lastYear.roomRevenueSen) })
            : t('totals.lastYear', { amount: format.money(lastYear.roomRevenueSen), change: format.change(change) })}
        </p>
      </div>
      <dl className="revenue-totals__tiles">
        {tiles.map((tile) => (
          <div key={tile.key} className="revenue-totals__tile" data-testid={`revenue-total-${tile.key}`}>
            <dt>{t(`figures.${tile.key}`)}</dt>
            <dd>{tile.value}</dd>
          </div>
        ))}
      </dl>
      {total.freeNights > 0 || total.retainedSen > 0 ? (
        <p className="revenue-totals__apart" data-testid="revenue-total-apart">
          {[
            total.freeNights > 0 ? t('figures.freeNights', { count: total.freeNights, nights: format.count(total.freeNights) }) : null,
            total.retainedSen > 0 ? t('figures.retained', { amount: format.money(total.retainedSen) }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      ) : null}
    </section>
  );
}
