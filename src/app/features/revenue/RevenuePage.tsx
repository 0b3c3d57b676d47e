import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { IonContent } from '@ionic/react';
import { IonRefresher } from '@app/ionic/ion-refresher';
import { IonRefresherContent } from '@app/ionic/ion-refresher-content';
import { useTranslation } from '@app/lib/use-translation';
import { api } from '@app/lib/api';
import { useViewReturn } from '@app/lib/use-view-return';
import { revenue } from '@shared/contracts/plain/revenue';
import { toApiMonth } from '@shared/dates';
import { useResourceView } from '@app/kit/resource/use-resource-view';
import { RecordState } from '@app/kit/record/RecordState';
import { DownloadButton } from '@app/kit/download/DownloadButton';
import { useFileDownload } from '@app/kit/download/use-file-download';
import { PageHeader } from '@app/shell/PageHeader';
import { StaleNotice } from '@app/shell/StaleNotice';
import { StateView } from '@app/shell/StateView';
import { RevenueControls, type RevenueChoice } from './RevenueControls';
import { RevenueNotices } from './RevenueNotices';
import { RevenueRows } from './RevenueRows';
import { RevenueTotals } from './RevenueTotals';
import { figureFormat } from './revenue-format';
import { rangeOf } from './revenue-range';
import { revenueView } from './views';
import './revenue.css';

const RevenueChart = lazy(() => import('./RevenueChart'));

/**
 * Room revenue, nights and rates over a range of months, grouped by property, unit, room type, channel or owner, with
 * the same months last year beside them: a chart, then a row per group; a CSV of the same figures.
 */
export default function RevenuePage() {
  const { t, i18n } = useTranslation('revenue');
  const [choice, setChoice] = useState<RevenueChoice>(() => ({ last: toApiMonth(new Date()), length: 6, groupBy: 'property' }));
  const params = useMemo(() => ({ ...rangeOf(choice.last, choice.length), groupBy: choice.groupBy }), [choice]);
  const { data, status, error, reload, source, fetchedAt, stale } = useResourceView(revenueView, params);
  useViewReturn(() => void reload());
  const fetchFile = useCallback(() => api.callFile(revenue.exportCsv, { query: params, quiet: true }), [params]);
  const csv = useFileDownload(fetchFile, `revenue-${params.from}-${params.to}.csv`);
  const format = useMemo(() => figureFormat(i18n.language, t('figures.none')), [i18n.language, t]);
  const axis = useMemo(() => {
    const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
    return (sen: number) => `RM ${compact.format(sen / 100)}`;
  }, [i18n.language]);
  const chartLabels = useMemo(() => ({ thisYear: t('chart.thisYear'), lastYear: t('chart.lastYear') }), [t]);
  const lastYearSen = useMemo(() => data?.totals.lastYearMonths.map((m) => m.roomRevenueSen) ?? [], [data]);

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={<DownloadButton busy={csv.busy} disabled={!csv.online} onDownload={() => void csv.download()} label={t('export.button')} busyLabel={t('export.busy')} testId="revenue-download-csv" />}
      />
      <IonContent className="page-content">
        <IonRefresher slot="fixed" onIonRefresh={(e) => void reload().finally(() => e.detail.complete())}>
          <IonRefresherContent />
        </IonRefresher>
        <div className="revenue-page">
          <RevenueControls choice={choice} onChange={setChoice} />
          <RevenueNotices online={csv.online} problem={csv.problem} onDismiss={csv.dismiss} />
          {data && status === 'ready' ? (
            <div data-testid="revenue-report">
              <StaleNotice source={source} fetchedAt={fetchedAt} stale={stale} onRetry={() => void reload()} />
              <RevenueTotals totals={data.totals} format={format} />
              <figure className="revenue-chart" aria-label={t('chart.label')} data-testid="revenue-chart">
                <Suspense fallback={<div className="revenue-chart__canvas" />}>
                  <RevenueChart totals={data.totals} lastYearSen={lastYearSen} language={i18n.language} money={axis} labels={chartLabels} />
                </Suspense>
                <figcaption className="revenue-chart__legend">
                  <span className="revenue-chart__key revenue-chart__key--now">{chartLabels.thisYear}</span>
                  <span className="revenue-chart__key revenue-chart__key--before">{chartLabels.lastYear}</span>
                </figcaption>
              </figure>
              {data.rows.length === 0 ? (
                <StateView kind="empty" title={t('empty.title')} detail={t('empty.detail')} testId="revenue-empty" />
              ) : (
                <RevenueRows report={data} format={format} />
              )}
            </div>
          ) : (
            <RecordState status={status} error={error} onRetry={() => void reload()} namespace="revenue" keyPrefix="report" testIdPrefix="revenue" />
          )}
        </div>
      </IonContent>
    </>
  );
}
