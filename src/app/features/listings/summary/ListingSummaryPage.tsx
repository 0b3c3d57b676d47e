import { IonContent } from '@ionic/react';
import { IonRefresher } from '@app/ionic/ion-refresher';
import { IonRefresherContent } from '@app/ionic/ion-refresher-content';
import { useState } from 'react';
import { useTranslation } from '@app/lib/use-translation';
import { formatYearMonth, toApiMonth } from '@shared/dates';
import { useViewReturn } from '@app/lib/use-view-return';
import { RecordState } from '@app/kit/record/RecordState';
import { PageHeader } from '@app/shell/PageHeader';
import { StaleNotice } from '@app/shell/StaleNotice';
import { MonthStepper } from './MonthStepper';
import { PropertySummaryCard } from './PropertySummaryCard';
import { formatFigures } from './summary-figures';
import { useListingSummary } from './use-summary';
import '../listings.css';

/**
 * Per property: room types, units by status, owners, the units still missing an owner or a package, the month's
 * occupancy, ADR and RevPAR, and today's arrivals and departures.
 */
export default function ListingSummaryPage() {
  const { t, i18n } = useTranslation('listings');
  const [month, setMonth] = useState(() => toApiMonth(new Date()));
  const { data, status, error, reload, source, fetchedAt, stale } = useListingSummary(month);
  useViewReturn(() => void reload());
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  return (
    <>
      <PageHeader title={t('summary.title')} />
      <IonContent className="page-content">
        <IonRefresher slot="fixed" onIonRefresh={(e) => void reload().finally(() => e.detail.complete())}>
          <IonRefresherContent />
        </IonRefresher>
        <MonthStepper month={month} onChange={setMonth} />
        {data && status === 'ready' ? (
          <div className="listings-summary" data-testid="listings-summary">
            <StaleNotice source={source} fetchedAt={fetchedAt} stale={stale} onRetry={() => void reload()} />
            <p className="listings-summary__totals" data-testid="listings-summary-totals">
              {t('summary.totals', { properties: number(data.properties.length), units: number(data.totals.units), owners: number(data.totals.owners) })}
              {' · '}
              {t('summary.totalGaps', { withoutOwner: number(data.totals.unitsWithoutOwner), withoutPackage: number(data.totals.unitsWithoutPackage) })}
            </p>
            <p className="listings-summary__totals" data-testid="listings-summary-month-totals">
              {t('summary.monthTotals', { month: formatYearMonth(data.month, i18n.language), ...formatFigures(data.totals, i18n.language, t('summary.noFigure')) })}
              {' · '}
              {t('summary.todayTotals', { arrivals: number(data.totals.arrivalsToday), departures: number(data.totals.departuresToday) })}
            </p>
            {data.properties.length === 0 ? (
              <p className="listings-pane__empty" data-testid="listings-summary-empty">
                {t('summary.empty')}
              </p>
            ) : (
              <div className="listings-summary__grid">
                {data.properties.map((p) => (
                  <PropertySummaryCard key={p.propertyId} summary={p} />
                ))}
              </div>
            )}
          </div>
        ) : (
          <RecordState status={status} error={error} onRetry={() => void reload()} namespace="listings" keyPrefix="summary" testIdPrefix="listings-summary" />
        )}
      </IonContent>
    </>
  );
}
