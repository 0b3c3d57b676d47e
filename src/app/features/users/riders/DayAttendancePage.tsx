import { useMemo, useState } from 'react';
import { IonButton, IonContent, IonIcon, IonInput, useIonRouter } from '@ionic/react';
import { IonRefresher } from '@app/ionic/ion-refresher';
import { IonRefresherContent } from '@app/ionic/ion-refresher-content';
import { chevronBackOutline, chevronForwardOutline, hourglassOutline, personOutline } from 'ionicons/icons';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import type { DayAttendance, RiderDay, RiderDayStatus } from '@shared/contracts/users';
import { formatDayWithDate, formatTime, toApiDate } from '@shared/dates';
import { formatPhone } from '@shared/phone';
import { eventValue } from '@app/lib/forms';
import { LoadFailure } from '@app/shell/LoadFailure';
import { PageHeader } from '@app/shell/PageHeader';
import { StaleNotice } from '@app/shell/StaleNotice';
import { StateView } from '@app/shell/StateView';
import { useDayAttendance } from '../remote/use-attendance';
import { formatMinutes } from './attendance';
import { STATUS_ICON } from './AttendanceReportView';
import { ChoiceGroup } from './ChoiceGroup';
import { DAY_FILTERS, dayFromSearch, filterRiders, isCalendarDate, isLatestDay, stepDay, type DayFilter } from './day-attendance';
import '../users.css';
import '../styles/attendance-day.css';

const ICONS: Record<RiderDayStatus, string> = { ...STATUS_ICON, waiting: hourglassOutline };

function RiderRow({ rider, language }: { rider: RiderDay; language: string }) {
  const { t } = useTranslation('users', { keyPrefix: 'riders' });
  const router = useIonRouter();
  const href = `/admin/user-mgmt/attendance?account=${encodeURIComponent(rider.accountNumber)}`;
  return (
    <li className={`att-rider att-day--${rider.status}`} data-testid={`day-rider-${rider.accountNumber}`} data-status={rider.status}>
      <a
        className="att-rider__link"
        href={href}
        onClick={(e) => {
          // In the app's own history, not a page load.
          e.preventDefault();
          router.push(href);
        }}>
        {/* The visible name, account and phone are the link's name: a label of its own would hide what is read on screen. */}
        <span className="att-rider__name">{rider.name}</span>
        <span className="att-rider__meta">{[rider.accountNumber, rider.phone ? formatPhone(rider.phone) : ''].filter(Boolean).join(' · ')}</span>
      </a>
      <div className="att-day__status att-rider__status">
        <IonIcon icon={ICONS[rider.status]} aria-hidden="true" />
        <span>{t(`day.status.${rider.status}`)}</span>
        {rider.status === 'late' ? <span className="att-day__late">{t('attendance.lateBy', { time: formatMinutes(rider.minutesLate) })}</span> : null}
        {rider.status === 'late' && !rider.clockIn ? <span className="att-day__late">{t('attendance.notClockedIn')}</span> : null}
      </div>
      {rider.clockIn ? (
        <div className="att-day__times att-rider__times">
          <span>
            <span className="att-day__time-label">{t('attendance.in')}</span> <strong>{formatTime(rider.clockIn, language)}</strong>
          </span>
          <span>
            <span className="att-day__time-label">{t('attendance.out')}</span>{' '}
            <strong>{rider.clockOut ? formatTime(rider.clockOut, language) : t('day.stillIn')}</strong>
          </span>
          {rider.clockOut ? <span className="att-day__worked">{formatMinutes(rider.minutesWorked)}</span> : null}
        </div>
      ) : null}
    </li>
  );
}

function DayTotals({ day }: { day: DayAttendance }) {
  const { t } = useTranslation('users', { keyPrefix: 'riders' });
  const { totals } = day;
  // Not clocked in on a working day: awaited, late while the shift runs, or absent after it.
  const notIn = totals.riders - totals.checkedIn - totals.off;
  const cells: [string, string, number][] = [
    ['checkedIn', 'present', totals.checkedIn],
    ['late', 'late', totals.late],
    ['stillIn', 'still', totals.stillIn],
    [totals.absent ? 'absent' : 'waiting', totals.absent ? 'absent' : 'off', notIn],
  ];
  return (
    <section className="att-totals" data-testid="day-totals" aria-label={t('attendance.totals')}>
      {cells.map(([label, tone, count]) => (
        <div key={label} className={`att-total att-total--${tone}`} data-total={label} data-count={count}>
          <span className="att-total__count">{count}</span>
          <span className="att-total__label">{t(`day.totals.${label}`)}</span>
        </div>
      ))}
    </section>
  );
}

/** Every rider on one day, for field staff who check a day rather than a person. */
export default function DayAttendancePage() {
  const { t, i18n } = useTranslation('users', { keyPrefix: 'riders' });
  const location = useLocation();
  const today = useMemo(() => toApiDate(new Date()), []);
  const [date, setDate] = useState(() => dayFromSearch(location.search, today));
  const [filter, setFilter] = useState<DayFilter>('all');
  const valid = isCalendarDate(date);
  const { day, status, error, reload, source, fetchedAt, stale } = useDayAttendance(date, valid);
  // Only the day asked for last: an answer for another day is not shown under this one.
  const current = day && day.date === date ? day : null;
  const shown = current ? filterRiders(current.riders, filter) : [];
  const counts: Record<DayFilter, number> = current
    ? { all: current.riders.length, in: current.totals.checkedIn, notIn: current.riders.length - current.totals.checkedIn }
    : { all: 0, in: 0, notIn: 0 };

  return (
    <>
      <PageHeader title={t('day.title')} backHref="/admin/user-mgmt/attendance" />
      <IonContent className="page-content att-page">
        <IonRefresher slot="fixed" onIonRefresh={(e) => void reload().finally(() => e.detail.complete())}>
          <IonRefresherContent />
        </IonRefresher>
        <div className="att-layout att-layout--day">
          <section className="att-controls">
            <div className="att-daypicker">
              <IonButton fill="outline" className="att-daypicker__step" disabled={!valid} onClick={() => setDate((d) => stepDay(d, -1, today))} aria-label={t('day.previous')} data-testid="day-previous">
                <IonIcon slot="icon-only" icon={chevronBackOutline} aria-hidden="true" />
              </IonButton>
              <IonInput
                type="date"
                label={t('day.date')}
                labelPlacement="stacked"
                fill="outline"
                value={date}
                max={today}
                onIonInput={(e) => setDate(eventValue(e))}
                data-testid="day-date"
                className="att-daypicker__input"
              />
              <IonButton fill="outline" className="att-daypicker__step" disabled={!valid || isLatestDay(date, today)} onClick={() => setDate((d) => stepDay(d, 1, today))} aria-label={t('day.next')} aria-describedby="day-next-why" data-testid="day-next">
                <IonIcon slot="icon-only" icon={chevronForwardOutline} aria-hidden="true" />
              </IonButton>
            </div>
            <p className={`att-range${valid ? '' : ' att-range--invalid'}`} data-testid="day-shown" role={valid ? undefined : 'alert'}>
              {valid ? formatDayWithDate(date, i18n.language) : t('day.badDate')}
              {valid && date !== today ? (
                <IonButton fill="clear" size="small" className="att-daypicker__today" onClick={() => setDate(today)} data-testid="day-today">
                  {t('day.today')}
                </IonButton>
              ) : null}
              {/* Next day is greyed out on today: say why rather than leave a dead button. */}
              {valid && isLatestDay(date, today) ? (
                <span className="att-range__why" id="day-next-why" data-testid="day-next-why">
                  {` · ${t('day.latest')}`}
                </span>
              ) : null}
            </p>
            <ChoiceGroup<DayFilter>
              label={t('day.filter')}
              value={filter}
              onChange={setFilter}
              options={DAY_FILTERS.map((f) => ({ value: f, label: t(`day.filters.${f}`, { count: counts[f] }), testId: `day-filter-${f}` }))}
            />
          </section>
          <section className="att-results" aria-live="polite">
            {!valid ? null : current ? (
              <>
                <StaleNotice source={source} fetchedAt={fetchedAt} stale={stale} onRetry={() => void reload()} />
                <p className="att-report__meta">{t('attendance.shift', { start: current.shiftStart, end: current.shiftEnd })}</p>
                <DayTotals day={current} />
                {current.riders.length === 0 ? (
                  <StateView kind="empty" icon={personOutline} title={t('day.noRiders')} detail={t('day.noRidersDetail')} testId="day-empty" />
                ) : shown.length === 0 ? (
                  <StateView kind="empty" icon={personOutline} title={t(`day.noneFiltered.${filter}`)} testId="day-empty-filter" />
                ) : (
                  <ol className="att-days" aria-label={t('day.riders')} data-testid="day-riders">
                    {shown.map((rider) => (
                      <RiderRow key={rider.id} rider={rider} language={i18n.language} />
                    ))}
                  </ol>
                )}
              </>
            ) : error || status === 'error' ? (
              <LoadFailure error={error} title={t('day.errorTitle')} onRetry={() => void reload()} testId="day-error" />
            ) : (
              <p className="u-muted-note ion-padding" aria-busy="true" data-testid="day-loading">
                {t('attendance.loading')}
              </p>
            )}
          </section>
        </div>
      </IonContent>
    </>
  );
}
