import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from '@app/lib/use-translation';
import type { ReservationCalendar } from '@shared/contracts/reservations';
import { formatDayLabel } from '@shared/dates';
import { isBookableUnit, isWeekend, observeRectAfterLayout, rowSegments, scrollLeftFor, type RowSegment } from './calendar-grid';
import { dayHead, sentenceWithSlots, stayDates } from './calendar-format';
import { CALENDAR_WORDS } from './calendar-words';

/** A night's column and a unit's row: 44 px, a finger's width. */
export const CELL_PX = 44;
export const ROW_PX = 48;
const HEAD_PX = 48;
export const UNIT_PX = 96;

type CalendarUnit = ReservationCalendar['units'][number];

export interface CalendarGridProps {
  calendar: ReservationCalendar;
  days: readonly string[];
  today: string;
  /**
   * Public holidays shown in the month (date → name). The holidays area is not built yet: the page passes none.
   * When it is, its days go here and their columns are marked like weekends, with the name in the head's label.
   */
  holidays: ReadonlyMap<string, string>;
  label: string;
  /** Asked again (a new number) by the Today button: scroll today's column back into view. */
  focusRequest?: number;
  onFree(unitId: string, date: string): void;
  onStay(id: string): void;
}

function dayClasses(date: string, today: string, holidays: ReadonlyMap<string, string>): string {
  let classes = '';
  if (isWeekend(date)) classes += ' rcal--weekend';
  if (holidays.has(date)) classes += ' rcal--holiday';
  if (date === today) classes += ' rcal--today';
  return classes;
}

/**
 * Units down, nights across. Only the rows in view are in the page (a 200-unit property stays light); the head
 * row sticks to the top and the unit column to the left, so a phone scrolling sideways keeps both in view.
 * A table to assistive technology: each row is a unit, each free night and each stay a button that says what it is.
 */
export function CalendarGrid({ calendar, days, today, holidays, label, focusRequest = 0, onFree, onStay }: CalendarGridProps) {
  const { t, i18n } = useTranslation(CALENDAR_WORDS);
  const scroller = useRef<HTMLDivElement>(null);
  // A month opens at its start, this month at today: a phone shows about seven nights, and the desk's are today's.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollLeft = scrollLeftFor(days, today, el.clientWidth, UNIT_PX, CELL_PX);
  }, [days, today, focusRequest]);
  const rows = useMemo(() => calendar.units.map((unit) => ({ unit, segments: rowSegments(unit.stays, days) })), [calendar, days]);
  // The scroller's size is taken from its resize observer, after the browser's own layout: read
  // while React commits, it forced a layout of the whole page in the middle of the first draw (issue 25).
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    overscan: 6,
    initialRect: initialViewport(),
    observeElementRect: observeRectAfterLayout,
  });
  const width = UNIT_PX + days.length * CELL_PX;
  const language = i18n.language;
  // Each night's classes and label once per month, not once per unit row.
  const nights = useMemo(
    () => new Map(days.map((date) => [date, { classes: dayClasses(date, today, holidays), label: formatDayLabel(date, language) }])),
    [days, today, holidays, language],
  );
  const freeLabel = useMemo(() => sentenceWithSlots((marks) => t('grid.free', marks), ['unit', 'day'] as const), [t]);

  return (
    <div
      ref={scroller}
      className="rcal-scroller"
      role="table"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={days.length + 1}
      tabIndex={-1}
      data-testid="reservation-calendar-grid"
    >
      <div style={{ width, height: HEAD_PX + virtualizer.getTotalSize() }} className="rcal-inner">
        <div role="rowgroup" className="rcal-head" style={{ width }}>
          <div role="row" aria-rowindex={1} className="rcal-row" style={{ height: HEAD_PX }}>
            <div role="columnheader" className="rcal-unit rcal-corner" aria-colindex={1}>
              {t('grid.unit')}
            </div>
            {days.map((date, i) => {
              const head = dayHead(date, language);
              const holiday = holidays.get(date);
              const full = formatDayLabel(date, language);
              return (
                <div
                  key={date}
                  role="columnheader"
                  aria-colindex={i + 2}
                  aria-label={holiday ? `${full}, ${holiday}` : full}
                  className={`rcal-day${dayClasses(date, today, holidays)}`}
                  data-testid={`reservation-calendar-day-${date}`}
                >
                  <span className="rcal-day__weekday" aria-hidden="true">{head.weekday}</span>
                  <span className="rcal-day__number" aria-hidden="true">{head.day}</span>
                </div>
              );
            })}
          </div>
        </div>
        <div role="rowgroup" className="rcal-body" style={{ height: virtualizer.getTotalSize(), width }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]!;
            return (
              <UnitRow
                key={row.unit.id}
                unit={row.unit}
                segments={row.segments}
                rowIndex={item.index + 2}
                top={item.start}
                width={width}
                nights={nights}
                freeLabel={freeLabel}
                language={language}
                onFree={onFree}
                onStay={onStay}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}

interface UnitRowProps {
  unit: CalendarUnit;
  segments: readonly RowSegment[];
  rowIndex: number;
  top: number;
  width: number;
  nights: ReadonlyMap<string, { classes: string; label: string }>;
  freeLabel(values: { unit: string; day: string }): string;
  language: string;
  onFree(unitId: string, date: string): void;
  onStay(id: string): void;
}

/** The viewport stands in for the scroller until its resize observer reports: enough rows for the first draw. */
function initialViewport(): { width: number; height: number } {
  return typeof window === 'undefined' ? { width: 0, height: 0 } : { width: window.innerWidth, height: window.innerHeight };
}

/** One unit's nights; redrawn only when its stays or its place change, not on every scroll. */
const UnitRow = memo(function UnitRow({ unit, segments, rowIndex, top, width, nights, freeLabel, language, onFree, onStay }: UnitRowProps) {
  const { t } = useTranslation(CALENDAR_WORDS);
  // Under maintenance or inactive: its free nights are not offered, and its row says why.
  const bookable = isBookableUnit(unit.status);
  return (
    <div role="row" aria-rowindex={rowIndex} className="rcal-row rcal-row--unit" style={{ transform: `translateY(${top}px)`, width, height: ROW_PX }} data-testid={`reservation-calendar-row-${unit.unitNumber}`} data-bookable={bookable}>
      <div role="rowheader" aria-colindex={1} className="rcal-unit" data-testid="reservation-calendar-unit">
        <span className="rcal-unit__number">{unit.unitNumber}</span>
        {bookable ? (
          <span className="rcal-unit__type">{unit.roomTypeName}</span>
        ) : (
          <span className="rcal-unit__type rcal-unit__closed" data-testid="reservation-calendar-closed">
            {t(unit.status === 'maintenance' ? 'grid.maintenance' : 'grid.inactive')}
          </span>
        )}
      </div>
      {segments.map((segment) => {
        if (segment.kind === 'free' && !bookable) {
          return <div key={segment.date} role="cell" aria-colindex={segment.index + 2} className={`rcal-cell rcal-cell--closed${nights.get(segment.date)?.classes ?? ''}`} />;
        }
        if (segment.kind === 'free') {
          return (
            <div key={segment.date} role="cell" aria-colindex={segment.index + 2} className={`rcal-cell${nights.get(segment.date)?.classes ?? ''}`}>
              <button
                type="button"
                className="rcal-free"
                aria-label={freeLabel({ unit: unit.unitNumber, day: nights.get(segment.date)?.label ?? segment.date })}
                onClick={() => onFree(unit.id, segment.date)}
                data-testid={`reservation-calendar-free-${unit.unitNumber}-${segment.date}`}
              />
            </div>
          );
        }
        const { stay } = segment;
        const kind = t(`kind.${stay.kind}`);
        const who = stay.kind === 'guest' && stay.guestName ? t('grid.guest', { name: stay.guestName }) : stay.guestName ? `${kind}, ${stay.guestName}` : kind;
        const text = stay.kind === 'guest' ? (stay.guestName ?? kind) : kind;
        const classes = `rcal-bar rcal-bar--${stay.status} rcal-bar--kind-${stay.kind}${segment.clippedStart ? ' rcal-bar--before' : ''}${segment.clippedEnd ? ' rcal-bar--after' : ''}`;
        return (
          <div key={stay.id} role="cell" aria-colindex={segment.index + 2} aria-colspan={segment.span} className="rcal-cell rcal-cell--stay" style={{ width: segment.span * CELL_PX }}>
            <button
              type="button"
              className={classes}
              aria-label={t('grid.stay', { unit: unit.unitNumber, who, dates: stayDates(stay.checkIn, stay.checkOut, language), status: t(`status.${stay.status}`) })}
              onClick={() => onStay(stay.id)}
              data-testid={`reservation-calendar-stay-${stay.code}`}
              data-start={segment.index}
              data-span={segment.span}
            >
              <span className="rcal-bar__text">{text}</span>
            </button>
          </div>
        );
      })}
    </div>
  );
});
