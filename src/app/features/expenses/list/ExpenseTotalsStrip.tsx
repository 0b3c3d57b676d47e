import type { ExpenseTotals } from '@shared/contracts/expenses';
import { formatMyr } from '@shared/money';
import { useTranslation } from '@app/lib/use-translation';

/**
 * What the filter adds up to, void expenses left out (the server sums every page). While the list loads (`pending`)
 * it holds its place with its labels: appearing with the first cards, it pushed them down as they drew.
 */
export function ExpenseTotalsStrip({ totals, pending = false }: { totals: ExpenseTotals | null; pending?: boolean }) {
  const { t, i18n } = useTranslation('expenses');
  if (!totals && !pending) return null;
  const money = (sen: number) => formatMyr(sen, i18n.language);
  const figures = [
    ['count', totals && new Intl.NumberFormat(i18n.language).format(totals.count)],
    ['total', totals && money(totals.totalSen)],
    ['sst', totals && money(totals.sstSen)],
    ['billable', totals && money(totals.billableSen)],
  ] as const;
  return (
    <dl className="expense-totals" aria-label={t('totals.label')} aria-busy={totals ? undefined : true} data-testid={totals ? 'expense-totals' : 'expense-totals-pending'}>
      {figures.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`totals.${key}`)}</dt>
          <dd data-testid={value === null ? undefined : `expense-totals-${key}`}>{value ?? '–'}</dd>
        </div>
      ))}
    </dl>
  );
}
