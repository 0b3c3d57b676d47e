import type { VitalName } from '@shared/contracts/plain/analytics';
import { useTranslation } from '@app/lib/use-translation';
import { formatVital, ratingOf } from './vital-format';

/** One vital's p75 on a screen with its web-vitals rating in words (colour is never the only sign), and its samples. */
export function VitalFigure({ name, figure }: { name: VitalName; figure: { p75: number; samples: number } | null }) {
  const { t, i18n } = useTranslation('analytics');
  if (!figure) {
    return (
      <div className="analytics-vital">
        <dt>{t(`vital.${name}`)}</dt>
        <dd className="analytics-vital__none">{t('noSamples')}</dd>
      </div>
    );
  }
  const rating = ratingOf(name, figure.p75);
  return (
    <div className="analytics-vital">
      <dt>{t(`vital.${name}`)}</dt>
      <dd>
        <span className="analytics-vital__value">{formatVital(name, figure.p75, i18n.language)}</span>
        <span className={`analytics-rating analytics-rating--${rating}`}>{t(`rating.${rating}`)}</span>
        <span className="analytics-vital__samples">{t('samples', { count: figure.samples })}</span>
      </dd>
    </div>
  );
}
