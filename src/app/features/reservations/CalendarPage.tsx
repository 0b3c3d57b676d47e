import { useCallback, useEffect, useMemo, useState } from 'react';
import { IonContent, useIonRouter } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import { addMonths, formatYearMonth, toApiDate } from '@shared/dates';
import { RecordState } from '@app/kit/record/RecordState';
import { useViewReturn } from '@app/lib/use-view-return';
import { PageHeader } from '@app/shell/PageHeader';
import { StaleNotice } from '@app/shell/StaleNotice';
import { CalendarGrid } from './CalendarGrid';
import { CalendarHolidays, CalendarLegend } from './CalendarLegend';
import { holidayNameIn } from '@shared/holiday-names';
import { CalendarToolbar } from './CalendarToolbar';
import { rememberProperty, rememberedProperty, useCalendar, useCalendarProperties } from './calendar-data';
import { monthDays, newStayPath, stayPath } from './calendar-grid';
import { CALENDAR_KEYS, CALENDAR_WORDS } from './calendar-words';
import './calendar.css';


const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `?month=2026-12` opens that month (a link, a test); otherwise this month in Kuala Lumpur, today in view. */
function initialMonth(): string {
  const asked = new URLSearchParams(window.location.search).get('month');
  return asked && MONTH.test(asked) ? asked : toApiDate(new Date()).slice(0, 7);
}

/** `?property=<id>` (from a unit or the listing summary) opens that property; otherwise the one last opened here. */
function initialProperty(): string | null {
  return new URLSearchParams(window.location.search).get('property') || rememberedProperty();
}

/** A property's units by night, a month at a time: who is in, what is free, and a tap to book or open a stay. */
export default function CalendarPage() {
  const { t, i18n } = useTranslation(CALENDAR_WORDS, { keyPrefix: CALENDAR_KEYS });
  const router = useIonRouter();
  const today = toApiDate(new Date());
  const [month, setMonth] = useState(initialMonth);
  const [focusRequest, setFocusRequest] = useState(0);
  const [chosen, setChosen] = useState<string | null>(initialProperty);
  const properties = useCalendarProperties();
  const list = properties.data;
  // The remembered property when it is still there, else the first: the desk lands on a calendar, not a question.
  const propertyId = list ? (list.find((p) => p.id === chosen)?.id ?? list[0]?.id ?? null) : chosen;
  const property = list?.find((p) => p.id === propertyId) ?? null;
  const range = useMemo(() => monthDays(month), [month]);
  const calendar = useCalendar(propertyId, range.from, range.to);
  useViewReturn(() => void calendar.reload());

  useEffect(() => {
    if (propertyId) rememberProperty(propertyId);
  }, [propertyId]);

  const onFree = useCallback((unitId: string, date: string) => router.push(newStayPath(unitId, date)), [router]);
  const onStay = useCallback((id: string) => router.push(stayPath(id)), [router]);
  const monthName = formatYearMonth(month, i18n.language);
  // The copy on screen is for this property and month; the hook keeps the last one while the next loads.
  const shown = calendar.data && calendar.data.propertyId === propertyId && calendar.data.from === range.from ? calendar.data : null;
  // A copy cached before the calendar carried holidays has none.
  const shownHolidays = shown?.holidays;
  const holidays = useMemo(
    () =>
      new Map(
        (shownHolidays ?? []).map((h) => {
          const name = holidayNameIn(h, i18n.language);
          return [h.date, h.status === 'tentative' ? t('holidays.tentative', { name }) : name] as const;
        }),
      ),
    [shownHolidays, i18n.language, t],
  );

  let body;
  if (properties.status !== 'ready' || !list) {
    body = <RecordState status={properties.status} error={properties.error} onRetry={() => void properties.reload()} namespace={CALENDAR_WORDS} keyPrefix={`${CALENDAR_KEYS}.properties`} testIdPrefix="reservation-calendar-properties" />;
  } else if (!list.length) {
    body = (
      <p className="rcal-empty" data-testid="reservation-calendar-no-properties">
        {t('property.none')}
      </p>
    );
  } else if (!shown) {
    body = <RecordState status={calendar.error ? 'error' : 'loading'} error={calendar.error} onRetry={() => void calendar.reload()} namespace={CALENDAR_WORDS} keyPrefix={CALENDAR_KEYS} testIdPrefix="reservation-calendar" />;
  } else if (!shown.units.length) {
    body = (
      <p className="rcal-empty" data-testid="reservation-calendar-empty">
        {t('empty', { property: property?.name ?? '' })}
      </p>
    );
  } else {
    body = (
      <CalendarGrid
        calendar={shown}
        days={range.days}
        today={today}
        holidays={holidays}
        label={t('grid.label', { property: property?.name ?? '', month: monthName })}
        focusRequest={focusRequest}
        onFree={onFree}
        onStay={onStay}
      />
    );
  }

  return (
    <>
      <PageHeader title={t('title')} />
      <IonContent className="page-content" scrollY={false}>
        <div className="rcal" data-testid="reservation-calendar">
          {list?.length ? (
            <CalendarToolbar
              properties={list}
              propertyId={propertyId}
              onProperty={setChosen}
              month={month}
              onMonth={(step) => setMonth((m) => addMonths(m, step))}
              onToday={() => {
                // On another month, back to this one (it opens at today); on this one, today back into view.
                setMonth(today.slice(0, 7));
                setFocusRequest((n) => n + 1);
              }}
            />
          ) : null}
          {shown ? (
            <div className="rcal-notes">
              <StaleNotice source={calendar.source} fetchedAt={calendar.fetchedAt} stale={calendar.stale} onRetry={() => void calendar.reload()} />
              {shown.units.length ? <CalendarLegend /> : null}
              {holidays.size ? <CalendarHolidays holidays={holidays} /> : null}
            </div>
          ) : null}
          {body}
        </div>
      </IonContent>
    </>
  );
}
