import { useTranslation } from '@app/lib/use-translation';
import { Chip } from '@app/shell/Chip';
import type { ShownPeriod } from './unit-display';
import { Fact, FactList } from '@app/kit/record/FactList';
import './portal.css';

export interface PeriodListProps {
  periods: readonly (ShownPeriod & { name?: string })[];
  /** How an end of a period reads (a date or a month, in the reader's language). */
  format: (value: string) => string;
  /** The line's label when a period has no name of its own. */
  label: string;
  /** The label carries a name (Owned by Tan Mei Ling): shown as written, never upper-cased. */
  labelHasName?: boolean;
  testId: string;
}

/** Periods newest first, each "from … to …" (or "from … onwards"), the one in force marked. */
export function PeriodList({ periods, format, label, labelHasName = false, testId }: PeriodListProps) {
  const { t } = useTranslation('portal');
  return (
    <FactList testId={testId}>
      {periods.map((period) => (
        <Fact key={period.id} label={period.name ?? label} labelClassName={period.name !== undefined || labelHasName ? 'field-label--as-written' : undefined} testId={`${testId}-period`}>
          <span className="portal-period">
            {period.last === null
              ? t('period.since', { first: format(period.first) })
              : t('period.between', { first: format(period.first), last: format(period.last) })}
            {period.when !== 'past' ? <Chip color={period.when === 'current' ? 'primary' : undefined} outline={period.when !== 'current'}>{t(`period.${period.when}`)}</Chip> : null}
          </span>
        </Fact>
      ))}
    </FactList>
  );
}
