import { useTranslation } from '@app/lib/use-translation';
import { FilterSelect } from '@app/kit/list/FilterSelect';
import { MonthStep } from '@app/kit/month/MonthStep';
import { formatYearMonth } from '@shared/dates';
import type { PropertyChoice } from './calendar-data';
import { CALENDAR_KEYS, CALENDAR_WORDS } from './calendar-words';

export interface CalendarToolbarProps {
  properties: readonly PropertyChoice[];
  propertyId: string | null;
  onProperty(id: string): void;
  month: string;
  onMonth(step: -1 | 1): void;
  /** Back to this month with today in view; always offered, since on this month it scrolls to today. */
  onToday(): void;
}

/** Which property, which month: the picker, the month's name and the steps either side. */
export function CalendarToolbar({ properties, propertyId, onProperty, month, onMonth, onToday }: CalendarToolbarProps) {
  const { t, i18n } = useTranslation(CALENDAR_WORDS, { keyPrefix: CALENDAR_KEYS });
  return (
    <div className="rcal-toolbar">
      <FilterSelect<string | null>
        label={t('property.label')}
        value={propertyId}
        onChange={(id) => id && onProperty(id)}
        testId="reservation-calendar-property"
        wide
        options={properties.map((p) => ({ value: p.id, label: p.name }))}
      />
      <div className="rcal-month" role="group" aria-label={t('month.label')}>
        <MonthStep back label={t('month.previous')} onStep={() => onMonth(-1)} testId="reservation-calendar-previous" />
        <h2 className="rcal-month__name" aria-live="polite" data-testid="reservation-calendar-month" data-month={month}>
          {formatYearMonth(month, i18n.language)}
        </h2>
        <MonthStep back={false} label={t('month.next')} onStep={() => onMonth(1)} testId="reservation-calendar-next" />
        <button type="button" className="rcal-month__today" onClick={onToday} data-testid="reservation-calendar-today">
          {t('month.today')}
        </button>
      </div>
    </div>
  );
}
