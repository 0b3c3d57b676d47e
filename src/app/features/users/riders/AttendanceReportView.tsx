import { IonIcon } from '@ionic/react';
import { alarmOutline, checkmarkCircle, closeCircle, moonOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { AttendanceDay, AttendanceReport } from '@shared/contracts/users';
import { formatDayLabel, formatTime } from '@shared/dates';
import { formatMinutes } from './attendance';

export const STATUS_ICON: Record<AttendanceDay['status'], string> = {
  present: checkmarkCircle,
  late: alarmOutline,
  absent: closeCircle,
  off: moonOutline,
};

function Totals({ report }: { report: AttendanceReport }) {
  const { t } = useTranslation('users', { keyPrefix: 'riders' });
  const { totals } = report;
  const cells: [AttendanceDay['status'], number][] = [
    ['present', totals.present],
    ['late', totals.late],
    ['absent', totals.absent],
    ['off', totals.off],
  ];
  return (
    <section className="att-totals" data-testid="attendance-totals" aria-label={t('attendance.totals')}>
      {cells.map(([status, count]) => (
        <div key={status} className={`att-total att-total--${status}`} data-total={status} data-count={count}>
          <IonIcon icon={STATUS_ICON[status]} aria-hidden="true" />
          <span className="att-total__count">{count}</span>
          <span className="att-total__label">{t(`attendance.status.${status}`)}</span>
        </div>
      ))}
      <div className="att-total att-total--worked">
        <span className="att-total__count">{formatMinutes(totals.minutesWorked)}</span>
        <span className="att-total__label">{t('attendance.worked')}</span>
      </div>
    </section>
  );
}

function DayRow({ day, language }: { day: AttendanceDay; language: string }) {
  const { t } = useTranslation('users', { keyPrefix: 'riders' });
  const clock = (value: string | null) => (value ? formatTime(value, language) : '—');
  return (
    <li className={`att-day att-day--${day.status}`} data-testid={`attendance-day-${day.date}`} data-status={day.status}>
      <div className="att-day__date">
        <time dateTime={day.date}>{formatDayLabel(day.date, language)}</time>
      </div>
      <div className="att-day__status">
        <IonIcon icon={STATUS_ICON[day.status]} aria-hidden="true" />
        <span>{t(`attendance.status.${day.status}`)}</span>
        {day.status === 'late' ? <span className="att-day__late">{t('attendance.lateBy', { time: formatMinutes(day.minutesLate) })}</span> : null}
        {day.status === 'late' && !day.clockIn ? <span className="att-day__late">{t('attendance.notClockedIn')}</span> : null}
      </div>
      {day.clockIn || day.clockOut ? (
        <div className="att-day__times">
          <span>
            <span className="att-day__time-label">{t('attendance.in')}</span> <strong>{clock(day.clockIn)}</strong>
          </span>
          <span>
            <span className="att-day__time-label">{t('attendance.out')}</span> <strong>{day.clockOut ? clock(day.clockOut) : t('attendance.noClockOut')}</strong>
          </span>
          <span className="att-day__worked">{formatMinutes(day.minutesWorked)}</span>
        </div>
      ) : null}
    </li>
  );
}

/** Totals, then each day: late and absent days stand out by icon and word, not only colour. */
export function AttendanceReportView({ report }: { report: AttendanceReport }) {
  const { t, i18n } = useTranslation('users', { keyPrefix: 'riders' });
  return (
    <div className="att-report" data-testid="attendance-report">
      <p className="att-report__meta">{t('attendance.shift', { start: report.shiftStart, end: report.shiftEnd })}</p>
      <Totals report={report} />
      <ol className="att-days" aria-label={t('attendance.days')}>
        {report.days.map((day) => (
          <DayRow key={day.date} day={day} language={i18n.language} />
        ))}
      </ol>
    </div>
  );
}
