import { useTranslation } from '@app/lib/use-translation';
import type { PackageTerms } from '@shared/contracts/service-packages';
import { formatBasisPoints, formatMyr } from '@shared/money';
import { tierWords } from './tier-words';

/** A version's terms as a reader checks them against the contract. */
export function TermsFacts({ terms, testId }: { terms: PackageTerms; testId?: string }) {
  const { t, i18n } = useTranslation('service-packages');
  const rows: [string, string, string][] = [
    ['feeBasis', t('fields.feeBasis'), t(`feeBasis.${terms.feeBasis}`)],
    // Bands in words ("20% up to RM 10,000.00, 15% above"); a flat rate as its percent.
    ['rate', t('fields.rate'), terms.tiers?.length ? tierWords(terms.tiers, t, i18n.language) : formatBasisPoints(terms.rateBp, i18n.language)],
    ['minimum', t('fields.minimumFee'), terms.minimumMonthlyFeeSen === null ? t('terms.noMinimum') : formatMyr(terms.minimumMonthlyFeeSen, i18n.language)],
    ['cleaning', t('fields.cleaningPassThrough'), terms.cleaningPassThrough ? t('terms.cleaningYes') : t('terms.cleaningNo')],
    ['markup', t('fields.expenseMarkup'), formatBasisPoints(terms.expenseMarkupBp, i18n.language)],
  ];
  return (
    <dl className="service-packages-terms" data-testid={testId}>
      {rows.map(([key, label, value]) => (
        <div key={key} className="service-packages-terms__row">
          <dt>{label}</dt>
          <dd data-testid={testId ? `${testId}-${key}` : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
