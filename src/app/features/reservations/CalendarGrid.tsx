import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@app/lib/use-translation';
import type { CalendarStay, ReservationCalendar } from '@shared/contracts/reservations';
import { formatDayLabel } from '@shared/dates';
import {
  columnsInView, coverSpans, isBookableUnit, isWeekend, observeRectAfterLayout, rowSegments, rowsInView, sameSpan, scrollLeftFor, segmentsIn, widenSpan,
  type RowSegment, type Span,
} from './calendar-grid';
import { dayHead, sentenceWithSlots, stayDates } from './calendar-format';
import { CALENDAR_KEYS, CALENDAR_WORDS } from './calendar-words';

/** A night's column and a unit's row: 44 px, a finger's width. */
export const CELL_PX = 44;
export const ROW_PX = 48;
const HEAD_PX = 48;
export const UNIT_PX = 96;
/** Rows drawn beyond the scroller's edges once the month is whole, so a flick does not show blank rows. */
const OVERSCAN_ROWS = 6;
/** Nights added on each side per task after the first paint: about a tenth of the month's cells at a time. */
const FILL_STEP = 6;

type CalendarUnit = ReservationCalendar['units'][number];

export interface CalendarGridProps {
  calendar: ReservationCalendar;
  days: readonly string[];
  today: string;
  /** Public holidays of the property's state in the month (date → name): a star in the head, the name in its label. */
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

/** The viewport stands in for the scroller until its resize observer reports: enough for the first draw. */
function initialViewport(): { width: number; height: number } {
  return typeof window === 'undefined' ? { width: 0, height: 0 } : { width: window.innerWidth, height: window.innerHeight };
}

/** What is drawn: the month it is for, the nights (columns) and units (rows) in the page, and the scroller's size. */
interface Drawn {
  days: readonly string[];
  columns: Span;
  top: number;
  width: number;
  height: number;
}

/** The first draw: only the nights in view where the month opens (today's, or its start), as the phone shows them. */
function firstDraw(days: readonly string[], today: string): Drawn {
  const { width, height } = initialViewport();
  const left = scrollLeftFor(days, today, width, UNIT_PX, CELL_PX);
  return { days, columns: columnsInView(left, width, days.length, UNIT_PX, CELL_PX), top: 0, width, height };
}

/**
 * Units down, nights across. Only what is in view is drawn first (a month is 31 nights, a phone shows seven):
 * the rest of the month follows a few nights per task after the first paint, so no single task blocks a slow
 * phone for long, and every night ends up in the page. Rows are windowed (a 200-unit property stays light):
 * only the units in view, plus a few, are in the page. The head row sticks to the top and the unit column to
 * the left, so a phone scrolling sideways keeps both in view.
 * A table to assistive technology: each row is a unit, each free night and each stay a button that says what it is.
 */
export function CalendarGrid({ calendar, days, today, holidays, label, focusRequest = 0, onFree, onStay }: CalendarGridProps) {
  const { t, i18n } = useTranslation(CALENDAR_WORDS, { keyPrefix: CALENDAR_KEYS });
  const scroller = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(() => firstDraw(days, today));
  // Another month: drawn afresh from its own first screen (set while rendering, so the old month's window never shows).
  let view = drawn;
  if (drawn.days !== days) {
    view = firstDraw(days, today);
    setDrawn(view);
  }
  const filled = view.columns.first === 0 && view.columns.last >= days.length - 1;

  /** Keeps what is in view drawn as the scroller moves or resizes; nothing changes (no render) while it stays covered. */
  const follow = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const left = el.scrollLeft;
    const top = el.scrollTop;
    setDrawn((d) => {
      const columns = coverSpans(d.columns, columnsInView(left, d.width, d.days.length, UNIT_PX, CELL_PX));
      return sameSpan(columns, d.columns) && Math.floor(top / ROW_PX) === Math.floor(d.top / ROW_PX) ? d : { ...d, columns, top };
    });
  }, []);

  // A month opens at its start, this month at today: a phone shows about seven nights, and the desk's are today's.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    el.scrollLeft = scrollLeftFor(days, today, el.clientWidth, UNIT_PX, CELL_PX);
    // A scroller narrower than the window (the menu beside it) lands further right than the first draw guessed.
    follow();
  }, [days, today, focusRequest, follow]);

  // The scroller's size from its resize observer, after the browser's own layout: read while React commits,
  // it forced a layout of the whole page in the middle of the first draw (issue 25).
  useEffect(() => {
    const el = scroller.current;
    if (!el) return undefined;
    return observeRectAfterLayout({ scrollElement: el }, ({ width, height }) => {
      setDrawn((d) => (d.width === width && d.height === height ? d : { ...d, width, height }));
      follow();
    });
  }, [follow]);

  // The rest of the month, a few nights either side at a time, each after the browser has painted the last.
  useEffect(() => {
    if (filled) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setDrawn((d) => (d.days === days ? { ...d, columns: widenSpan(d.columns, d.days.length, FILL_STEP) } : d)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [filled, view.columns, days]);

  const rows = useMemo(() => calendar.units.map((unit) => ({ unit, segments: rowSegments(unit.stays, days) })), [calendar, days]);
  const shownRows = rowsInView(view.top, view.height, rows.length, ROW_PX, HEAD_PX, filled ? OVERSCAN_ROWS : 0);
  const width = UNIT_PX + days.length * CELL_PX;
  const bodyHeight = rows.length * ROW_PX;
  const language = i18n.language;
  // Each night's classes and label once per month, not once per unit row.
  const nights = useMemo(
    () => new Map(days.map((date) => [date, { classes: dayClasses(date, today, holidays), label: formatDayLabel(date, language) }])),
    [days, today, holidays, language],
  );
  const words = useMemo((): GridWords => {
    // By the stay itself: a new copy of the calendar (a reload, another month) brings new stays, worked out afresh.
    const bars = new WeakMap<CalendarStay, BarWords>();
    return {
      closed: (status) => t(status === 'maintenance' ? 'grid.maintenance' : 'grid.inactive'),
      free: sentenceWithSlots((marks) => t('grid.free', marks), ['unit', 'day'] as const),
      bar(unitNumber, stay) {
        let found = bars.get(stay);
        if (!found) {
          const kind = t(`kind.${stay.kind}`);
          const who = stay.kind === 'guest' && stay.guestName ? t('grid.guest', { name: stay.guestName }) : stay.guestName ? `${kind}, ${stay.guestName}` : kind;
          found = {
            text: stay.kind === 'guest' ? (stay.guestName ?? kind) : kind,
            label: t('grid.stay', { unit: unitNumber, who, dates: stayDates(stay.checkIn, stay.checkOut, language), status: t(`status.${stay.status}`) }),
          };
          bars.set(stay, found);
        }
        return found;
      },
    };
  }, [t, language]);
  const { columns } = view;
  const shownDays = days.slice(columns.first, columns.last + 1);

  return (
    <div
      ref={scroller}
      className="rcal-scroller"
      role="table"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={days.length + 1}
      tabIndex={-1}
      onScroll={follow}
      data-testid="reservation-calendar-grid"
    >
      <div style={{ width, height: HEAD_PX + bodyHeight }} className="rcal-inner">
        <div role="rowgroup" className="rcal-head" style={{ width }}>
          <div role="row" aria-rowindex={1} className="rcal-row" style={{ height: HEAD_PX }}>
            <div role="columnheader" className="rcal-unit rcal-corner" aria-colindex={1}>
              {t('grid.unit')}
            </div>
            {shownDays.map((date, n) => {
              const i = columns.first + n;
              const head = dayHead(date, language);
              const holiday = holidays.get(date);
              const full = nights.get(date)?.label ?? date;
              return (
                <div
                  key={date}
                  role="columnheader"
                  aria-colindex={i + 2}
                  aria-label={holiday ? `${full}, ${holiday}` : full}
                  className={`rcal-day${nights.get(date)?.classes ?? ''}`}
                  // The nights not drawn yet keep their width, so every column sits where it will stay.
                  style={n === 0 && i > 0 ? { marginLeft: i * CELL_PX } : undefined}
                  data-testid={`reservation-calendar-day-${date}`}
                >
                  <span className="rcal-day__weekday" aria-hidden="true">{head.weekday}</span>
                  <span className="rcal-day__number" aria-hidden="true">{head.day}</span>
                  {holiday ? (
                    <span className="rcal-day__holiday" aria-hidden="true" title={holiday}>
                      ★
                    </span>
                  ) : null}
                </div>
              );
            })}
          </div>
        </div>
        <div role="rowgroup" className="rcal-body" style={{ height: bodyHeight, width }}>
          {rows.slice(shownRows.first, shownRows.last + 1).map((row, n) => {
            const index = shownRows.first + n;
            return (
              <UnitRow
                key={row.unit.id}
                unit={row.unit}
                segments={row.segments}
                columns={columns}
                rowIndex={index + 2}
                top={index * ROW_PX}
                width={width}
                nights={nights}
                words={words}
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

/** What a stay's bar says (its text and its label), worked out once per stay while the calendar is shown. */
interface BarWords {
  text: string;
  label: string;
}

/** The grid's sentences, translated once per language and calendar rather than once per cell and per draw. */
interface GridWords {
  closed(status: string): string;
  bar(unitNumber: string, stay: CalendarStay): BarWords;
  free(values: { unit: string; day: string }): string;
}

interface UnitRowProps {
  unit: CalendarUnit;
  segments: readonly RowSegment[];
  /** The nights drawn so far: the row's cells outside them wait for the next task. */
  columns: Span;
  rowIndex: number;
  top: number;
  width: number;
  nights: ReadonlyMap<string, { classes: string; label: string }>;
  words: GridWords;
  onFree(unitId: string, date: string): void;
  onStay(id: string): void;
}

/** One unit's nights; redrawn only when its stays, its place or the nights drawn change, not on every scroll. */
const UnitRow = memo(function UnitRow({ unit, segments, columns, rowIndex, top, width, nights, words, onFree, onStay }: UnitRowProps) {
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
            {words.closed(unit.status)}
          </span>
        )}
      </div>
      {segmentsIn(segments, columns).map((segment, n) => {
        // The nights not drawn yet keep their width, so the first cell drawn sits under its day's column.
        const lead = n === 0 ? segment.index * CELL_PX : 0;
        if (segment.kind === 'free') {
          return <FreeNight key={segment.date} unit={unit} bookable={bookable} date={segment.date} index={segment.index} lead={lead} night={nights.get(segment.date)} words={words} onFree={onFree} />;
        }
        return <StayBar key={segment.stay.id} unitNumber={unit.unitNumber} segment={segment} lead={lead} words={words} onStay={onStay} />;
      })}
    </div>
  );
});

interface FreeNightProps {
  unit: CalendarUnit;
  bookable: boolean;
  date: string;
  index: number;
  lead: number;
  night: { classes: string; label: string } | undefined;
  words: GridWords;
  onFree(unitId: string, date: string): void;
}

/** A night with no stay: a button to book it, or hatched on a unit that takes none. Drawn once, kept as the month fills in. */
const FreeNight = memo(function FreeNight({ unit, bookable, date, index, lead, night, words, onFree }: FreeNightProps) {
  const style = lead ? { marginLeft: lead } : undefined;
  if (!bookable) return <div role="cell" aria-colindex={index + 2} className={`rcal-cell rcal-cell--closed${night?.classes ?? ''}`} style={style} />;
  return (
    <div role="cell" aria-colindex={index + 2} className={`rcal-cell${night?.classes ?? ''}`} style={style}>
      <button
        type="button"
        className="rcal-free"
        aria-label={words.free({ unit: unit.unitNumber, day: night?.label ?? date })}
        onClick={() => onFree(unit.id, date)}
        data-testid={`reservation-calendar-free-${unit.unitNumber}-${date}`}
      />
    </div>
  );
});

interface StayBarProps {
  unitNumber: string;
  segment: Extract<RowSegment, { kind: 'stay' }>;
  lead: number;
  words: GridWords;
  onStay(id: string): void;
}

/** A stay's bar over its nights, square at an end where it goes on before or after the month. */
const StayBar = memo(function StayBar({ unitNumber, segment, lead, words, onStay }: StayBarProps) {
  const { stay } = segment;
  const { text, label } = words.bar(unitNumber, stay);
  const classes = `rcal-bar rcal-bar--${stay.status} rcal-bar--kind-${stay.kind}${segment.clippedStart ? ' rcal-bar--before' : ''}${segment.clippedEnd ? ' rcal-bar--after' : ''}`;
  return (
    <div role="cell" aria-colindex={segment.index + 2} aria-colspan={segment.span} className="rcal-cell rcal-cell--stay" style={lead ? { marginLeft: lead, width: segment.span * CELL_PX } : { width: segment.span * CELL_PX }}>
      <button
        type="button"
        className={classes}
        aria-label={label}
        onClick={() => onStay(stay.id)}
        data-testid={`reservation-calendar-stay-${stay.code}`}
        data-start={segment.index}
        data-span={segment.span}
      >
        <span className="rcal-bar__text">{text}</span>
      </button>
    </div>
  );
});
