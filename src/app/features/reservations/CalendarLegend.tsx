import { useTranslation } from '@app/lib/use-translation';
import { formatDayWithDate } from '@shared/dates';
import { CALENDAR_KEYS, CALENDAR_WORDS } from './calendar-words';

/** The statuses a bar can show (only blocking stays reach the calendar), and a block's stripes. */
const SHOWN = ['reserved', 'confirmed', 'checked_in', 'checked_out'] as const;

export function CalendarLegend() {
  const { t } = useTranslation(CALENDAR_WORDS, { keyPrefix: CALENDAR_KEYS });
  return (
    <ul className="rcal-legend" aria-label={t('legend.label')}>
      {SHOWN.map((status) => (
        <li key={status}>
          <span className={`rcal-legend__swatch rcal-bar--${status}`} aria-hidden="true" />
          {t(`status.${status}`)}
        </li>
      ))}
      <li>
        <span className="rcal-legend__swatch rcal-bar--kind-block" aria-hidden="true" />
        {t('kind.block')}
      </li>
    </ul>
  );
}

/** The month's public holidays of the property's state, by date and name: said in words, not only by the columns' shade. */
export function CalendarHolidays({ holidays }: { holidays: ReadonlyMap<string, string> }) {
  const { t, i18n } = useTranslation(CALENDAR_WORDS, { keyPrefix: CALENDAR_KEYS });
  return (
    <ul className="rcal-holidays" aria-label={t('holidays.label')} data-testid="reservation-calendar-holidays">
      {[...holidays].map(([date, name]) => (
        <li key={date} data-testid={`reservation-calendar-holiday-${date}`}>
          <span className="rcal-holidays__mark" aria-hidden="true">
            ★
          </span>
          {formatDayWithDate(date, i18n.language)}: {name}
        </li>
      ))}
    </ul>
  );
}
