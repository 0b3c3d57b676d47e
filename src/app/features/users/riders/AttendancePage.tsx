import { useEffect, useMemo, useState } from 'react';
import { IonButton, IonContent, IonIcon, IonInput } from '@ionic/react';
import { peopleOutline } from 'ionicons/icons';
import { IonRefresher } from '@app/ionic/ion-refresher';
import { IonRefresherContent } from '@app/ionic/ion-refresher-content';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { formatCalendarDate, toApiDate } from '@shared/dates';
import { eventValue } from '@app/lib/forms';
import { LoadFailure } from '@app/shell/LoadFailure';
import { PageHeader } from '@app/shell/PageHeader';
import { StaleNotice } from '@app/shell/StaleNotice';
import { StateView } from '@app/shell/StateView';
import { useAttendance } from '../remote/use-attendance';
import { DEFAULT_RANGE_PRESET, presetRange, RANGE_PRESETS, rangeProblem, type DateRange, type RangePreset } from './attendance';
import { AttendanceReportView } from './AttendanceReportView';
import { ChoiceGroup } from './ChoiceGroup';
import { RiderPicker, type ChosenRider } from './RiderPicker';
import '../users.css';

const PRESET_TEST_IDS: Record<RangePreset, string> = {
  today: 'today',
  thisWeek: 'this-week',
  lastWeek: 'last-week',
  thisMonth: 'this-month',
  lastMonth: 'last-month',
  custom: 'custom',
};

/** A rider's days, clock-in and clock-out in Kuala Lumpur time, for this week or a chosen range. */
export default function AttendancePage() {
  const { t, i18n } = useTranslation('users', { keyPrefix: 'riders' });
  const location = useLocation();
  const fromLink = location.pathname === '/admin/user-mgmt/attendance' ? new URLSearchParams(location.search).get('account') : null;
  const [rider, setRider] = useState<ChosenRider | null>(fromLink ? { accountNumber: fromLink, name: fromLink } : null);
  // Opened again from another rider's page: show that rider.
  useEffect(() => {
    if (fromLink) setRider((current) => (current?.accountNumber === fromLink ? current : { accountNumber: fromLink, name: fromLink }));
  }, [fromLink]);
  // This week first: the days a manager checks on; last month is a tap away.
  const [preset, setPreset] = useState<RangePreset>(DEFAULT_RANGE_PRESET);
  const today = useMemo(() => toApiDate(new Date()), []);
  const [custom, setCustom] = useState<DateRange>(() => presetRange(DEFAULT_RANGE_PRESET, today));
  const range = preset === 'custom' ? custom : presetRange(preset, today);
  const problem = rangeProblem(range);
  const { report, status, error, reload, source, fetchedAt, stale } = useAttendance(rider?.accountNumber ?? null, range.start, range.end, problem === null);
  // Only the report asked for last: an older answer for another rider or range is not shown.
  const current = report && rider && report.accountNumber === rider.accountNumber && report.startDate === range.start && report.endDate === range.end ? report : null;
  // A rider opened by link shows their name once the report names them.
  const shownRider = rider && report && report.accountNumber === rider.accountNumber ? { ...rider, name: report.name } : rider;

  return (
    <>
      <PageHeader title={t('attendance.title')} backHref="/admin/user-mgmt" />
      <IonContent className="page-content att-page">
        <IonRefresher slot="fixed" onIonRefresh={(e) => void reload().finally(() => e.detail.complete())}>
          <IonRefresherContent />
        </IonRefresher>
        <div className="att-layout">
          <section className="att-controls">
            <IonButton expand="block" fill="outline" routerLink="/admin/user-mgmt/attendance/day" className="att-day-link" data-testid="attendance-day-link">
              <IonIcon slot="start" icon={peopleOutline} aria-hidden="true" />
              {t('day.open')}
            </IonButton>
            <h2 className="section-title">{t('attendance.rider')}</h2>
            <RiderPicker chosen={shownRider} onChoose={setRider} />
            <h2 className="section-title">{t('attendance.range')}</h2>
            <ChoiceGroup<RangePreset>
              label={t('attendance.range')}
              value={preset}
              onChange={setPreset}
              options={RANGE_PRESETS.map((p) => ({ value: p, label: t(`attendance.presets.${p}`), testId: `attendance-preset-${PRESET_TEST_IDS[p]}` }))}
            />
            {preset === 'custom' ? (
              <div className="att-custom">
                <IonInput type="date" label={t('attendance.from')} labelPlacement="stacked" fill="outline" value={custom.start} max={today} onIonInput={(e) => setCustom((c) => ({ ...c, start: eventValue(e) }))} data-testid="attendance-start" />
                <IonInput type="date" label={t('attendance.to')} labelPlacement="stacked" fill="outline" value={custom.end} onIonInput={(e) => setCustom((c) => ({ ...c, end: eventValue(e) }))} data-testid="attendance-end" />
              </div>
            ) : null}
            <p className={`att-range${problem ? ' att-range--invalid' : ''}`} data-testid="attendance-range" role={problem ? 'alert' : undefined}>
              {problem ? t(`attendance.rangeProblem.${problem}`) : t('attendance.rangeText', { start: formatCalendarDate(range.start, i18n.language), end: formatCalendarDate(range.end, i18n.language) })}
            </p>
          </section>
          <section className="att-results">
            {!rider ? (
              <StateView kind="empty" title={t('attendance.pickTitle')} detail={t('attendance.pickDetail')} testId="attendance-pick" />
            ) : problem ? null : current ? (
              <>
                <StaleNotice source={source} fetchedAt={fetchedAt} stale={stale} onRetry={() => void reload()} />
                <AttendanceReportView report={current} />
              </>
            ) : error || status === 'error' ? (
              <LoadFailure error={error} title={t('attendance.errorTitle')} onRetry={() => void reload()} testId="attendance-error" />
            ) : (
              <p className="u-muted-note ion-padding" aria-busy="true">
                {t('attendance.loading')}
              </p>
            )}
          </section>
        </div>
      </IonContent>
    </>
  );
}
