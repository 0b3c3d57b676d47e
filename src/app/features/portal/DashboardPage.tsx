import { IonContent } from '@ionic/react';
import { homeOutline } from 'ionicons/icons';
import { IonRefresher } from '@app/ionic/ion-refresher';
import { IonRefresherContent } from '@app/ionic/ion-refresher-content';
import { useSession } from '@app/lib/session';
import { useTranslation } from '@app/lib/use-translation';
import { ActiveAnnouncements } from '@app/kit/announcements/ActiveAnnouncements';
import { RecordState } from '@app/kit/record/RecordState';
import { PageHeader } from '@app/shell/PageHeader';
import { StaleNotice } from '@app/shell/StaleNotice';
import { StateView } from '@app/shell/StateView';
import { CreditCard, NextStays, OccupancyCard, StatementCard } from './DashboardCards';
import { usePdf } from './use-pdf';
import { usePortalDashboard } from './use-portal';
import './portal.css';
import './portal-dashboard.css';

/**
 * The owner's first screen (issue 29): their units' occupancy this month against last, the next arrivals, the latest
 * statement sent to them and their credit, from one call saved for offline with its "as of". An owner with no unit
 * yet is told so, with their credit and statements still in reach.
 */
export default function DashboardPage() {
  const { t } = useTranslation('portal', { keyPrefix: 'dashboard' });
  const { t: tm } = useTranslation('menu');
  const { profile } = useSession();
  const { figures, status, error, reload, source, fetchedAt, stale } = usePortalDashboard(profile.id);
  const pdf = usePdf();
  const ready = status === 'ready' && figures;
  // Units held today, or a month shown that they held one in (sold this month): their figures still mean something.
  const held = !!figures && (figures.unitCount > 0 || figures.nextStays.length > 0 || figures.occupancy.thisMonth.availableNights > 0 || figures.occupancy.lastMonth.availableNights > 0);
  return (
    <>
      <PageHeader title={tm('portal.dashboard')} />
      <IonContent className="page-content">
        <IonRefresher slot="fixed" onIonRefresh={(e) => void reload().finally(() => e.detail.complete())}>
          <IonRefresherContent />
        </IonRefresher>
        {ready ? (
          <div className="portal-record" data-testid="portal-dashboard">
            <section className="portal-hero">
              <h1 className="portal-hero__title" data-testid="portal-dashboard-greeting">
                {t('greeting', { name: profile.name })}
              </h1>
              {figures.unitCount ? (
                <p className="portal-hero__line" data-testid="portal-dashboard-units">
                  {t('units', { count: figures.unitCount })}
                </p>
              ) : null}
            </section>
            <StaleNotice source={source} fetchedAt={fetchedAt} stale={stale} onRetry={() => void reload()} />
            {held ? null : <StateView kind="empty" icon={homeOutline} title={t('noUnitsTitle')} detail={t('noUnitsDetail')} testId="portal-dashboard-no-units" />}
            <div className="owner-grid">
              {held ? <OccupancyCard thisMonth={figures.occupancy.thisMonth} lastMonth={figures.occupancy.lastMonth} /> : null}
              <CreditCard balanceSen={figures.credit.balanceSen} wide={!held} />
              <StatementCard statement={figures.latestStatement} pdf={pdf} />
              {held ? <NextStays stays={figures.nextStays} /> : null}
            </div>
            <ActiveAnnouncements namespace="portal" testId="portal-dashboard-announcements" />
          </div>
        ) : (
          <RecordState status={status} error={error} onRetry={() => void reload()} namespace="portal" keyPrefix="dashboard" testIdPrefix="portal-dashboard" />
        )}
      </IonContent>
    </>
  );
}
