import { useTranslation } from '@app/lib/use-translation';
import type { QuotaDay } from '@shared/contracts/free-stay';
import { formatDayLabel } from '@shared/dates';
import { nightQuota } from './request-display';

/**
 * Each night of a stay with the places its quota has left: full nights in red (an approval would be refused on
 * them), nearly full ones in gold. Pending requests are said apart: they do not count until approved.
 */
export function QuotaNights({ days, testId }: { days: readonly QuotaDay[]; testId: string }) {
  const { t, i18n } = useTranslation('free-stay');
  if (!days.length) return null;
  return (
    <ul className="free-stay-nights" data-testid={testId} aria-label={t('quota.nightsLabel')}>
      {days.map((day) => {
        const night = nightQuota(day);
        const tone = night.full ? 'full' : night.tight ? 'tight' : 'open';
        return (
          <li key={day.date} className={`free-stay-night free-stay-night--${tone}`} data-date={day.date} data-left={night.left} data-testid={`${testId}-${day.date}`}>
            <span className="free-stay-night__date">{formatDayLabel(day.date, i18n.language)}</span>
            <strong className="free-stay-night__left">{night.full ? t('quota.full') : t('quota.left', { count: night.left })}</strong>
            <span className="free-stay-night__detail">
              {t('quota.usedOf', { used: day.used, quota: day.quota })}
              {day.pending ? ` · ${t('quota.pending', { count: day.pending })}` : ''}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
