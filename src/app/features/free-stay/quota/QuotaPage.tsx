import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { IonContent } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import type { QuotaDay } from '@shared/contracts/free-stay';
import { formatDayWithDate, formatYearMonth, toApiDate } from '@shared/dates';
import type { CalendarHoliday } from '@shared/contracts/holidays';
import { holidayNameIn, stateLabel } from '@shared/holiday-names';
import type { TFunction } from 'i18next';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { showToast } from '@app/lib/toast-bus';
import { MonthStep } from '@app/kit/month/MonthStep';
import { RecordState } from '@app/kit/record/RecordState';
import { PageHeader } from '@app/shell/PageHeader';
import { StaleNotice } from '@app/shell/StaleNotice';
import { stepMonth, withDay } from './month-grid';
import { QuotaCalendar } from './QuotaCalendar';
import { useQuotaMonth, useSetQuota } from './use-quotas';
import '../free-stay.css';

// Neither is needed for the month's first paint: the sheet opens on a tap, the refresher on a pull (issue 25).
const QuotaDaySheet = lazy(() => import('./QuotaDaySheet'));
const QuotaRefresher = lazy(() => import('./QuotaRefresher'));

/** Each holiday in words: its name, where it is kept, tentative, and the free stays it allows in its states. */
function holidayLines(list: readonly CalendarHoliday[], language: string, t: TFunction): { date: string; state: string | null; text: string }[] {
  return list.map((h) => {
    const parts = [holidayNameIn(h, language), h.state ? stateLabel(h.state) : t('quota.holidays.federal')];
    if (h.status === 'tentative') parts.push(t('quota.holidays.tentative'));
    else if (h.freeStayQuota !== null) parts.push(h.freeStayQuota === 0 ? t('quota.holidays.none') : t('quota.holidays.quota', { count: h.freeStayQuota }));
    return { date: h.date, state: h.state, text: parts.join(' · ') };
  });
}

/** The daily free-stay quota, a month at a time: used / quota per day; tap a day to change it. */
export default function QuotaPage() {
  const { t, i18n } = useTranslation('free-stay');
  const { profile } = useSession();
  const today = toApiDate(new Date());
  const [month, setMonth] = useState(today.slice(0, 7));
  const [open, setOpen] = useState<QuotaDay | null>(null);
  // The sheet is fetched on the first tap and then kept, so it can close with its animation.
  const [sheetWanted, setSheetWanted] = useState(false);
  const { data, status, error, reload, replace, source, fetchedAt, stale } = useQuotaMonth(month);
  const { save, saving } = useSetQuota();
  const label = formatYearMonth(month, i18n.language);
  const holidays = useMemo(() => holidayLines(data && data.month === month ? (data.holidays ?? []) : [], i18n.language, t), [data, month, i18n.language, t]);
  const holidayByDate = useMemo(() => {
    const byDate = new Map<string, string>();
    for (const h of holidays) byDate.set(h.date, byDate.has(h.date) ? `${byDate.get(h.date)}; ${h.text}` : h.text);
    return byDate;
  }, [holidays]);

  const onOpen = useCallback((day: QuotaDay) => {
    setSheetWanted(true);
    setOpen(day);
  }, []);
  const closeSheet = useCallback(() => setOpen(null), []);

  async function onSave(date: string, quota: number | null) {
    const outcome = await save(date, quota);
    if (outcome.ok) {
      if (data && data.month === month) replace(withDay(data, outcome.day));
      showToast(t('quota.sheet.saved', { count: outcome.day.quota }), 'success');
    }
    return outcome;
  }

  return (
    <>
      <PageHeader title={t('quota.title')} />
      <IonContent className="page-content">
        {status === 'loading' ? null : (
          <Suspense fallback={null}>
            <QuotaRefresher onRefresh={reload} />
          </Suspense>
        )}
        <div className="narrow-column ion-padding free-stay-page">
          <div className="free-stay-month" role="group" aria-label={t('quota.monthSwitcher')}>
            <MonthStep back label={t('quota.previous')} onStep={() => setMonth(stepMonth(month, -1))} testId="free-stay-month-previous" />
            <h2 className="free-stay-month__label" aria-live="polite" data-testid="free-stay-month">
              {label}
            </h2>
            <MonthStep back={false} label={t('quota.next')} onStep={() => setMonth(stepMonth(month, 1))} testId="free-stay-month-next" />
          </div>
          {data && data.month === month && status === 'ready' ? (
            <>
              <StaleNotice source={source} fetchedAt={fetchedAt} stale={stale} onRetry={() => void reload()} />
              <p className="free-stay-muted" data-testid="free-stay-default-quota">
                {t('quota.defaultIs', { count: data.defaultQuota })}
              </p>
              <QuotaCalendar month={month} days={data.days} today={today} holidays={holidayByDate} onOpen={onOpen} />
              <ul className="free-stay-legend" aria-label={t('quota.legend')}>
                <li className="free-stay-legend__item free-stay-legend__item--open">{t('quota.legendOpen')}</li>
                <li className="free-stay-legend__item free-stay-legend__item--tight">{t('quota.legendTight')}</li>
                <li className="free-stay-legend__item free-stay-legend__item--full">{t('quota.legendFull')}</li>
                <li className="free-stay-legend__item free-stay-legend__item--own">{t('quota.legendOwn')}</li>
                <li className="free-stay-legend__pending">{t('quota.legendPending')}</li>
              </ul>
              {holidays.length ? (
                <ul className="free-stay-holidays" aria-label={t('quota.holidays.label')} data-testid="free-stay-holidays">
                  {holidays.map((h) => (
                    <li key={`${h.date}/${h.state ?? ''}`} data-testid={`free-stay-holiday-${h.date}`}>
                      <span className="free-stay-holidays__mark" aria-hidden="true">
                        ★
                      </span>
                      {formatDayWithDate(h.date, i18n.language)}: {h.text}
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : (
            <RecordState status={status === 'ready' ? 'loading' : status} error={error} onRetry={() => void reload()} namespace="free-stay" keyPrefix="quota" testIdPrefix="free-stay-quota" />
          )}
        </div>
        {sheetWanted ? (
          <Suspense fallback={null}>
            <QuotaDaySheet day={open} defaultQuota={data?.defaultQuota ?? 0} mayEdit={can(profile, P.freeStay.edit)} saving={saving} onSave={onSave} onClose={closeSheet} />
          </Suspense>
        ) : null}
      </IonContent>
    </>
  );
}
