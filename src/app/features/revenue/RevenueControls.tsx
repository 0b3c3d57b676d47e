import { useTranslation } from '@app/lib/use-translation';
import { REVENUE_GROUPS, type RevenueGroup } from '@shared/contracts/plain/revenue';
import { addMonths, formatYearMonth } from '@shared/dates';
import { MonthStep } from '@app/kit/month/MonthStep';
import { SegmentButtons } from '@app/kit/list/SegmentButtons';
import { RANGE_LENGTHS, rangeOf, type RangeLength } from './revenue-range';

export interface RevenueChoice {
  /** The range's last month. */
  last: string;
  length: RangeLength;
  groupBy: RevenueGroup;
}

/** The range (its last month, stepped, and how many months) and the grouping. */
export function RevenueControls({ choice, onChange }: { choice: RevenueChoice; onChange(choice: RevenueChoice): void }) {
  const { t, i18n } = useTranslation('revenue');
  const { from, to } = rangeOf(choice.last, choice.length);
  const label = from === to ? formatYearMonth(to, i18n.language) : t('range.between', { from: formatYearMonth(from, i18n.language), to: formatYearMonth(to, i18n.language) });
  return (
    <div className="revenue-controls">
      <div className="revenue-controls__range" role="group" aria-label={t('range.label')}>
        <MonthStep back label={t('range.earlier')} onStep={() => onChange({ ...choice, last: addMonths(choice.last, -1) })} testId="revenue-earlier" />
        <span className="revenue-controls__months" aria-live="polite" data-testid="revenue-range">
          {label}
        </span>
        <MonthStep back={false} label={t('range.later')} onStep={() => onChange({ ...choice, last: addMonths(choice.last, 1) })} testId="revenue-later" />
      </div>
      <SegmentButtons
        value={String(choice.length)}
        options={RANGE_LENGTHS.map((n) => ({ value: String(n), label: t('range.months', { count: n }) }))}
        onChange={(value) => onChange({ ...choice, length: Number(value) as RangeLength })}
        label={t('range.length')}
        testIdPrefix="revenue-length"
      />
      <SegmentButtons
        value={choice.groupBy}
        options={REVENUE_GROUPS.map((group) => ({ value: group, label: t(`groupBy.${group}`) }))}
        onChange={(groupBy) => onChange({ ...choice, groupBy })}
        label={t('groupBy.label')}
        testIdPrefix="revenue-group"
      />
    </div>
  );
}
