import { useTranslation } from '@app/lib/use-translation';
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
