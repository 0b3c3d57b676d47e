import { memo, useMemo } from 'react';
import { useTranslation } from '@app/lib/use-translation';
import type { QuotaDay } from '@shared/contracts/free-stay';
import { formatDayWithDate } from '@shared/dates';
import { dayTone, monthGrid, weekdayNames, type DayTone } from './month-grid';

interface Props {
  month: string;
  days: readonly QuotaDay[];
  today: string;
  /** The month's public holidays by date, named (with their states) as the reader's language says them. */
  holidays: ReadonlyMap<string, string>;
  onOpen(day: QuotaDay): void;
}

/** A day as its square shows it: worked out once per month's answer and language, not on every draw of the page. */
interface DaySquare {
  day: QuotaDay;
  tone: DayTone;
  /** The date in words, for screen readers. */
  spoken: string;
  /** Pending, own quota and full, said only to screen readers. */
  more: string;
}

/** The month, Monday to Sunday: each day's used / quota, pending beside it, its own quota and full days marked. */
export const QuotaCalendar = memo(function QuotaCalendar({ month, days, today, holidays, onOpen }: Props) {
  const { t, i18n } = useTranslation('free-stay');
  const byDate = useMemo(
    () =>
      new Map(
        days.map((day): [string, DaySquare] => {
          const tone = dayTone(day);
          // Named by what it shows (the day and used/quota, as voice control users read it), the rest said only to screen readers.
          const holiday = holidays.get(day.date);
          const more = [
            holiday ? `${t('quota.holidays.mark')}: ${holiday}` : '',
            day.pending ? t('quota.pending', { count: day.pending }) : '',
            day.overridden ? t('quota.overridden') : '',
            tone === 'full' ? t('quota.full') : '',
          ]
            .filter(Boolean)
            .join(', ');
          return [day.date, { day, tone, spoken: formatDayWithDate(day.date, i18n.language), more }];
        }),
      ),
    [days, holidays, t, i18n.language],
  );
  const weeks = useMemo(() => monthGrid(month), [month]);
  const names = useMemo(() => weekdayNames(i18n.language), [i18n.language]);
  return (
    <table className="free-stay-calendar" data-testid="free-stay-calendar" data-month={month}>
      <thead>
        <tr>
          {names.map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, w) => (
          <tr key={w}>
            {week.map((cell, i) => {
              if (!cell) return <td key={i} className="free-stay-calendar__blank" />;
              const square = byDate.get(cell.date);
              if (!square) {
                return (
                  <td key={i}>
                    <span className="free-stay-day free-stay-day--unknown">
                      <span className="free-stay-day__number">{cell.day}</span>
                    </span>
                  </td>
                );
              }
              const { day, tone, spoken, more } = square;
              return (
                <td key={i}>
                  <button
                    type="button"
                    className={`free-stay-day free-stay-day--${tone}${day.overridden ? ' free-stay-day--own' : ''}${day.date === today ? ' free-stay-day--today' : ''}`}
                    onClick={() => onOpen(day)}
                    data-testid={`free-stay-day-${day.date}`}
                    data-used={day.used}
                    data-quota={day.quota}
                    data-tone={tone}
                    data-overridden={day.overridden}
                  >
                    <span className="visually-hidden">{spoken}: </span>
                    <span className="free-stay-day__number">{cell.day}</span>
                    {holidays.has(day.date) ? (
                      <span className="free-stay-day__holiday" aria-hidden="true" data-testid={`free-stay-day-holiday-${day.date}`}>
                        ★
                      </span>
                    ) : null}
                    <span className="free-stay-day__ratio">
                      {day.used}/{day.quota}
                    </span>
                    {day.pending ? (
                      <span className="free-stay-day__pending" aria-hidden="true">
                        +{day.pending}
                      </span>
                    ) : null}
                    {more ? <span className="visually-hidden">, {more}</span> : null}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
});
