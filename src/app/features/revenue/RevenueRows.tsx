import { useTranslation } from '@app/lib/use-translation';
import { KIT_WORDS } from '@app/kit/words';
import type { RevenueReport } from '@shared/contracts/revenue';
import { changeOf, rowName, type FigureFormat } from './revenue-format';

/** A row per group, biggest earner first: its revenue against last year, then nights and rates. */
export function RevenueRows({ report, format }: { report: RevenueReport; format: FigureFormat }) {
  const { t } = useTranslation('revenue');
  const kit = useTranslation(KIT_WORDS).t;
  return (
    <ol className="revenue-rows" aria-label={t(`rows.${report.groupBy}`)} data-testid="revenue-rows">
      {report.rows.map((row) => {
        const name = rowName(row, report.groupBy, t, kit);
        const change = changeOf(row.total, row.lastYear);
        const facts = [
          t('figures.nightsCount', { count: row.total.soldNights, nights: format.count(row.total.soldNights) }),
          row.total.occupancy === null ? null : t('figures.occupancyShort', { value: format.percent(row.total.occupancy) }),
          t('figures.adrShort', { value: format.money(row.total.adrSen) }),
          row.total.revparSen === null ? null : t('figures.revparShort', { value: format.money(row.total.revparSen) }),
          row.total.freeNights > 0 ? t('figures.freeNights', { count: row.total.freeNights, nights: format.count(row.total.freeNights) }) : null,
        ].filter(Boolean);
        return (
          <li key={row.key ?? 'none'} className="revenue-row" data-testid={`revenue-row-${row.key ?? 'none'}`}>
            <div className="revenue-row__head">
              <p className="revenue-row__name">
                {name}
                {row.propertyName ? <span className="revenue-row__property">{row.propertyName}</span> : null}
              </p>
              <p className="revenue-row__revenue">{format.money(row.total.roomRevenueSen)}</p>
            </div>
            <p className="revenue-row__facts">{facts.join(' · ')}</p>
            <p className="revenue-row__last-year">
              {change === null
                ? t('totals.lastYearNone', { amount: format.money(row.lastYear.roomRevenueSen) })
                : t('totals.lastYear', { amount: format.money(row.lastYear.roomRevenueSen), change: format.change(change) })}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
