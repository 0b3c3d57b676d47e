import { Link } from 'react-router-dom';
import type { DashboardFigures as Figures } from '@shared/contracts/dashboard';
import { cachedNumberFormat, formatMyr } from '@shared/money';
import { useTranslation } from '@app/lib/use-translation';
import { RevenueChart } from './RevenueChart';

type T = (key: string, options?: Record<string, unknown>) => string;

const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 };

function occupancyOf(month: { occupiedNights: number; availableNights: number }): number | null {
  return month.availableNights ? month.occupiedNights / month.availableNights : null;
}

function Approvals({ approvals, t }: { approvals: NonNullable<Figures['approvals']>; t: T }) {
  const kinds = Object.entries(approvals.byKind).filter(([, n]) => n > 0);
  return (
    <Link to="/admin/approvals" className="figure-card figure-card--link" data-testid="dashboard-figure-approvals">
      <span className="figure-card__label">{t('figures.approvals.title')}</span>
      <span className="figure-card__value">{t('figures.approvals.value', { count: approvals.totalCount })}</span>
      {kinds.length ? (
        <span className="figure-card__detail">
          {kinds.map(([kind, n]) => t('figures.approvals.kind', { kind: t(`figures.kinds.${kind}`, { defaultValue: kind }), count: n })).join(' · ')}
        </span>
      ) : (
        <span className="figure-card__detail">{t('figures.approvals.none')}</span>
      )}
    </Link>
  );
}

function Stays({ stays, t }: { stays: NonNullable<Figures['stays']>; t: T }) {
  return (
    <Link to="/admin/reservation/calendar" className="figure-card figure-card--link figure-card--wide" data-testid="dashboard-figure-stays">
      <span className="figure-card__label">{t('figures.stays.title')}</span>
      <dl className="figure-card__trio">
        <div>
          <dt>{t('figures.stays.arrivals')}</dt>
          <dd data-testid="dashboard-arrivals">{stays.arrivals}</dd>
        </div>
        <div>
          <dt>{t('figures.stays.departures')}</dt>
          <dd data-testid="dashboard-departures">{stays.departures}</dd>
        </div>
        <div>
          <dt>{t('figures.stays.inHouse')}</dt>
          <dd data-testid="dashboard-in-house">{stays.inHouse}</dd>
        </div>
      </dl>
    </Link>
  );
}

function Occupancy({ occupancy, t, language }: { occupancy: NonNullable<Figures['occupancy']>; t: T; language: string }) {
  const percent = (v: number | null) => (v === null ? t('figures.none') : cachedNumberFormat(language, PERCENT).format(v));
  return (
    <div className="figure-card" data-testid="dashboard-figure-occupancy">
      <span className="figure-card__label">{t('figures.occupancy.title')}</span>
      <span className="figure-card__value">{percent(occupancyOf(occupancy.thisMonth))}</span>
      <span className="figure-card__detail">{t('figures.occupancy.lastMonth', { value: percent(occupancyOf(occupancy.lastMonth)) })}</span>
    </div>
  );
}

function Revenue({ revenue, t, language }: { revenue: NonNullable<Figures['revenue']>; t: T; language: string }) {
  const change = revenue.sameDaysLastMonthSen ? (revenue.monthToDateSen - revenue.sameDaysLastMonthSen) / revenue.sameDaysLastMonthSen : null;
  const changeText = change === null ? '' : cachedNumberFormat(language, { ...PERCENT, signDisplay: 'exceptZero' }).format(change);
  return (
    <Link to="/admin/revenue" className="figure-card figure-card--link figure-card--wide" data-testid="dashboard-figure-revenue">
      <span className="figure-card__label">{t('figures.revenue.title')}</span>
      <span className="figure-card__value" data-testid="dashboard-revenue-to-date">
        {formatMyr(revenue.monthToDateSen, language)}
      </span>
      <span className="figure-card__detail">
        {t('figures.revenue.sameDays', { value: formatMyr(revenue.sameDaysLastMonthSen, language), days: revenue.days.length })}
        {changeText ? <span className={change !== null && change < 0 ? 'figure-card__down' : 'figure-card__up'}> ({changeText})</span> : null}
      </span>
      <RevenueChart days={revenue.days} />
      <span className="figure-chart__legend" aria-hidden="true">
        <span className="figure-chart__key figure-chart__key--this">{t('figures.revenue.thisMonth')}</span>
        <span className="figure-chart__key figure-chart__key--last">{t('figures.revenue.lastMonthKey')}</span>
      </span>
    </Link>
  );
}

/**
 * The figures of the areas this administrator may view, as the server sent them: a part it left out is not drawn at
 * all (issue 29). What waits and this month's occupancy share a row on a phone; today's stays and the revenue
 * take a row each.
 */
export function DashboardFigures({ figures }: { figures: Figures }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language;
  return (
    <div className="figure-grid">
      {figures.approvals ? <Approvals approvals={figures.approvals} t={t} /> : null}
      {figures.occupancy ? <Occupancy occupancy={figures.occupancy} t={t} language={language} /> : null}
      {figures.stays ? <Stays stays={figures.stays} t={t} /> : null}
      {figures.revenue ? <Revenue revenue={figures.revenue} t={t} language={language} /> : null}
    </div>
  );
}
