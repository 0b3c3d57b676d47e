import type { ExpenseTotals } from '@shared/contracts/expenses';
import { formatMyr } from '@shared/money';
import { useTranslation } from '@app/lib/use-translation';

/** What the filter adds up to, void expenses left out (the server sums every page). */
export function ExpenseTotalsStrip({ totals }: { totals: ExpenseTotals | null }) {
  const { t, i18n } = useTranslation('expenses');
  if (!totals) return null;
  const money = (sen: number) => formatMyr(sen, i18n.language);
  return (
    <dl className="expense-totals" aria-label={t('totals.label')} data-testid="expense-totals">
      <div>
        <dt>{t('totals.count')}</dt>
        <dd data-testid="expense-totals-count">{new Intl.NumberFormat(i18n.language).format(totals.count)}</dd>
      </div>
      <div>
        <dt>{t('totals.total')}</dt>
        <dd data-testid="expense-totals-total">{money(totals.totalSen)}</dd>
      </div>
      <div>
        <dt>{t('totals.sst')}</dt>
        <dd data-testid="expense-totals-sst">{money(totals.sstSen)}</dd>
      </div>
      <div>
        <dt>{t('totals.billable')}</dt>
        <dd data-testid="expense-totals-billable">{money(totals.billableSen)}</dd>
      </div>
    </dl>
  );
}
