import { useTranslation } from '@app/lib/use-translation';
import { FilterSelect } from '@app/kit/list/FilterSelect';
import { formatYearMonth } from '@shared/dates';
import type { PropertyChoice } from './calendar-data';
import { CALENDAR_WORDS } from './calendar-words';

export interface CalendarToolbarProps {
  properties: readonly PropertyChoice[];
  propertyId: string | null;
  onProperty(id: string): void;
  month: string;
  onMonth(step: -1 | 1): void;
  /** Back to this month with today in view; always offered, since on this month it scrolls to today. */
  onToday(): void;
}

/** Ionicons' chevron, drawn inline: a plain button and an SVG where Ionic's button and icon added only a ripple (issue 25). */
function Chevron({ back }: { back: boolean }) {
  return (
    <svg viewBox="0 0 512 512" aria-hidden="true" focusable="false">
      <path d={back ? 'M328 112 184 256l144 144' : 'm184 112 144 144-144 144'} />
    </svg>
  );
}

/** Which property, which month: the picker, the month's name and the steps either side. */
export function CalendarToolbar({ properties, propertyId, onProperty, month, onMonth, onToday }: CalendarToolbarProps) {
  const { t, i18n } = useTranslation(CALENDAR_WORDS);
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
        <button type="button" className="rcal-step" onClick={() => onMonth(-1)} aria-label={t('month.previous')} data-testid="reservation-calendar-previous">
          <Chevron back />
        </button>
        <h2 className="rcal-month__name" aria-live="polite" data-testid="reservation-calendar-month" data-month={month}>
          {formatYearMonth(month, i18n.language)}
        </h2>
        <button type="button" className="rcal-step" onClick={() => onMonth(1)} aria-label={t('month.next')} data-testid="reservation-calendar-next">
          <Chevron back={false} />
        </button>
        <button type="button" className="rcal-month__today" onClick={onToday} data-testid="reservation-calendar-today">
          {t('month.today')}
        </button>
      </div>
    </div>
  );
}
