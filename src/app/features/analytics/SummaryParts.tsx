import type { AnalyticsSummary } from '@shared/contracts/analytics';
import { formatCalendarDate } from '@shared/dates';
import { useTranslation } from '@app/lib/use-translation';
import { VitalFigure } from './VitalFigure';
import { formatVital, ratingOf } from './vital-format';

/** The screens with the slowest p75 LCP, slowest first: where a phone waits longest for the screen to show. */
export function SlowestScreens({ slowest }: { slowest: AnalyticsSummary['slowest'] }) {
  const { t, i18n } = useTranslation('analytics');
  return (
    <section className="analytics-card" aria-labelledby="analytics-slowest" data-testid="analytics-slowest">
      <h2 id="analytics-slowest">{t('slowest.title')}</h2>
      {slowest.length === 0 ? (
        <p className="analytics-muted">{t('slowest.none')}</p>
      ) : (
        <ol className="analytics-slowest">
          {slowest.map((s) => {
            const rating = ratingOf('LCP', s.p75);
            return (
              <li key={s.screen}>
                <code className="analytics-screen">{s.screen}</code>
                <span className="analytics-slowest__figure">
                  {formatVital('LCP', s.p75, i18n.language)} <span className={`analytics-rating analytics-rating--${rating}`}>{t(`rating.${rating}`)}</span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** Screen views per day as bars, each with its figure in words for a screen reader. */
export function ViewsPerDay({ days }: { days: AnalyticsSummary['viewsPerDay'] }) {
  const { t, i18n } = useTranslation('analytics');
  const most = Math.max(1, ...days.map((d) => d.views));
  return (
    <section className="analytics-card" aria-labelledby="analytics-per-day" data-testid="analytics-per-day">
      <h2 id="analytics-per-day">{t('perDay.title')}</h2>
      {days.length === 0 ? (
        <p className="analytics-muted">{t('perDay.none')}</p>
      ) : (
        <ul className="analytics-days">
          {days.map((d) => (
            <li key={d.date}>
              <span className="analytics-days__date">{formatCalendarDate(d.date, i18n.language)}</span>
              <span className="analytics-days__bar" aria-hidden="true">
                <span style={{ width: `${Math.round((d.views / most) * 100)}%` }} />
              </span>
              <span className="analytics-days__count">{t('views', { count: d.views })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Every screen seen in the window, the most viewed first, with its three vitals. */
export function ScreenCards({ screens }: { screens: AnalyticsSummary['screens'] }) {
  const { t } = useTranslation('analytics');
  return (
    <section aria-labelledby="analytics-screens" data-testid="analytics-screens">
      <h2 id="analytics-screens" className="analytics-heading">
        {t('screens.title')}
      </h2>
      {screens.map((s) => (
        <article key={s.screen} className="analytics-card" data-testid="analytics-screen">
          <h3>
            <code className="analytics-screen">{s.screen}</code>
          </h3>
          <p className="analytics-muted">{t('views', { count: s.views })}</p>
          <dl className="analytics-vitals">
            <VitalFigure name="LCP" figure={s.lcp} />
            <VitalFigure name="INP" figure={s.inp} />
            <VitalFigure name="CLS" figure={s.cls} />
          </dl>
        </article>
      ))}
    </section>
  );
}
