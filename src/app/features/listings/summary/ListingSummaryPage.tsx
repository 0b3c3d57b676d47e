import { IonContent } from '@ionic/react';
import { IonRefresher } from '@app/ionic/ion-refresher';
import { IonRefresherContent } from '@app/ionic/ion-refresher-content';
import { useTranslation } from 'react-i18next';
import { useViewReturn } from '@app/lib/use-view-return';
import { RecordState } from '@app/kit/record/RecordState';
import { PageHeader } from '@app/shell/PageHeader';
import { StaleNotice } from '@app/shell/StaleNotice';
import { PropertySummaryCard } from './PropertySummaryCard';
import { useListingSummary } from './use-summary';
import '../listings.css';

/** Per property: room types, units by status, owners, and the units still missing an owner or a package. */
export default function ListingSummaryPage() {
  const { t, i18n } = useTranslation('listings');
  const { data, status, error, reload, source, fetchedAt, stale } = useListingSummary();
  useViewReturn(() => void reload());
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  return (
    <>
      <PageHeader title={t('summary.title')} />
      <IonContent className="page-content">
        <IonRefresher slot="fixed" onIonRefresh={(e) => void reload().finally(() => e.detail.complete())}>
          <IonRefresherContent />
        </IonRefresher>
        {data && status === 'ready' ? (
          <div className="listings-summary" data-testid="listings-summary">
            <StaleNotice source={source} fetchedAt={fetchedAt} stale={stale} onRetry={() => void reload()} />
            <p className="listings-summary__totals" data-testid="listings-summary-totals">
              {t('summary.totals', { properties: number(data.properties.length), units: number(data.totals.units), owners: number(data.totals.owners) })}
              {' · '}
              {t('summary.totalGaps', { withoutOwner: number(data.totals.unitsWithoutOwner), withoutPackage: number(data.totals.unitsWithoutPackage) })}
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
