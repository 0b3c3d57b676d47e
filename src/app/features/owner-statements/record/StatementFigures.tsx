import type { OwnerStatement } from '@shared/contracts/owner-statements';
import { formatMyr } from '@shared/money';
import { useTranslation } from '@app/lib/use-translation';
import { Fact, FactList } from '@app/kit/record/FactList';

const FIGURES = ['revenueSen', 'commissionSen', 'managementFeeSen', 'cleaningSen', 'expensesSen', 'installmentsSen', 'adjustmentsSen', 'carriedInSen'] as const;

/** The statement's totals by kind, as they add up to the payout. */
export function StatementFigures({ statement }: { statement: OwnerStatement }) {
  const { t, i18n } = useTranslation('owner-statements');
  return (
    <FactList title={t('detail.figures')} layout="grid" className="statement-figures" testId="statement-figures">
      {FIGURES.filter((key) => key === 'revenueSen' || statement[key] !== 0).map((key) => (
        <Fact key={key} label={t(`figures.${key}`)} value={formatMyr(statement[key], i18n.language)} testId={`statement-figure-${key}`} />
      ))}
    </FactList>
  );
}
