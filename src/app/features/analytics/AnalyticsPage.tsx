import { useState } from 'react';
import { IonContent } from '@ionic/react';
import { IonRefresher } from '@app/ionic/ion-refresher';
import { IonRefresherContent } from '@app/ionic/ion-refresher-content';
import { useTranslation } from '@app/lib/use-translation';
import { useViewReturn } from '@app/lib/use-view-return';
import { useResourceView } from '@app/kit/resource/use-resource-view';
import { RecordState } from '@app/kit/record/RecordState';
import { SegmentButtons } from '@app/kit/list/SegmentButtons';
import { PageHeader } from '@app/shell/PageHeader';
import { StaleNotice } from '@app/shell/StaleNotice';
import { StateView } from '@app/shell/StateView';
import { ScreenCards, SlowestScreens, ViewsPerDay } from './SummaryParts';
import { summaryView, type AnalyticsWindow } from './views';
import './analytics.css';

const WINDOWS: readonly AnalyticsWindow[] = ['7', '30'];

/**
 * What phones in the field really get (issue 30): p75 LCP, INP and CLS per screen with the web-vitals rating in
 * words, screen views per day and the slowest screens, over the last 7 or 30 days. Read from the device offline.
 */
export default function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  const [days, setDays] = useState<AnalyticsWindow>('7');
  const { data, status, error, reload, source, fetchedAt, stale } = useResourceView(summaryView, days);
  useViewReturn(() => void reload());

  return (
    <>
      <PageHeader title={t('title')} backHref="/admin/global" />
      <IonContent className="page-content">
        <IonRefresher slot="fixed" onIonRefresh={(e) => void reload().finally(() => e.detail.complete())}>
          <IonRefresherContent />
        </IonRefresher>
        <div className="analytics-page">
          <p className="analytics-muted analytics-intro">{t('intro')}</p>
          <SegmentButtons
            value={days}
            options={WINDOWS.map((d) => ({ value: d, label: t('window', { count: Number(d) }) }))}
            onChange={(value) => setDays(value)}
            label={t('windowLabel')}
            testIdPrefix="analytics-days"
          />
          {data && status === 'ready' ? (
            <div data-testid="analytics-summary">
              <StaleNotice source={source} fetchedAt={fetchedAt} stale={stale} onRetry={() => void reload()} />
              {data.screens.length === 0 ? (
                <StateView kind="empty" title={t('empty.title')} detail={t('empty.detail')} testId="analytics-empty" />
              ) : (
                <>
                  <SlowestScreens slowest={data.slowest} />
                  <ViewsPerDay days={data.viewsPerDay} />
                  <ScreenCards screens={data.screens} />
                </>
              )}
            </div>
          ) : (
            <RecordState status={status} error={error} onRetry={() => void reload()} namespace="analytics" testIdPrefix="analytics" />
          )}
        </div>
      </IonContent>
    </>
  );
}
