import { IonIcon, IonSpinner } from '@ionic/react';
import { alertCircleOutline, checkmarkCircleOutline, cloudOfflineOutline, warningOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { FreeStayCheck } from '@shared/contracts/free-stay';
import { formatCalendarDate } from '@shared/dates';
import { QuotaNights } from '../QuotaNights';
import type { CheckState } from './use-check';

function Line({ tone, children, testId }: { tone: 'good' | 'warn' | 'bad'; children: string; testId: string }) {
  const icon = tone === 'good' ? checkmarkCircleOutline : tone === 'warn' ? warningOutline : alertCircleOutline;
  return (
    <p className={`free-stay-check__line free-stay-check__line--${tone}`} data-testid={testId}>
      <IonIcon icon={icon} aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

/** Is the unit (or any unit of the room type) free, and is any night over its quota or the request over the rules. */
function Findings({ check }: { check: FreeStayCheck }) {
  const { t, i18n } = useTranslation('free-stay');
  const date = (d: string) => formatCalendarDate(d, i18n.language);
  const stay = check.stayInTheWay;
  return (
    <>
      {stay ? (
        <Line tone="bad" testId="free-stay-check-taken">
          {t('check.taken', { code: stay.code, from: date(stay.checkIn), to: date(stay.checkOut) })}
        </Line>
      ) : check.freeUnits === null ? (
        <Line tone="good" testId="free-stay-check-available">
          {t('check.unitFree')}
        </Line>
      ) : check.freeUnits > 0 ? (
        <Line tone="good" testId="free-stay-check-available">
          {t('check.freeUnits', { count: check.freeUnits })}
        </Line>
      ) : (
        <Line tone="bad" testId="free-stay-check-taken">
          {t('check.noFreeUnit')}
        </Line>
      )}
      {check.fullNight ? (
        <Line tone="bad" testId="free-stay-check-full">
          {t('check.full', { date: date(check.fullNight) })}
        </Line>
      ) : null}
      {check.tooLong ? (
        <Line tone="warn" testId="free-stay-check-too-long">
          {t('check.tooLong', { count: check.maxNights })}
        </Line>
      ) : null}
      {check.tooSoon ? (
        <Line tone="warn" testId="free-stay-check-too-soon">
          {t('check.tooSoon')}
        </Line>
      ) : null}
    </>
  );
}

/** What the request would meet, shown before it is sent; it waits quietly for a place and the dates. */
export function CheckPanel({ state }: { state: CheckState }) {
  const { t } = useTranslation('free-stay');
  if (state.status === 'idle') return <p className="free-stay-check free-stay-check--idle" data-testid="free-stay-check-idle">{t('check.idle')}</p>;
  if (state.status === 'offline') {
    return (
      <p className="free-stay-check free-stay-check--idle" data-testid="free-stay-check-offline">
        <IonIcon icon={cloudOfflineOutline} aria-hidden="true" /> {t('check.offline')}
      </p>
    );
  }
  if (state.status === 'error') return <p className="free-stay-check free-stay-check--idle" role="alert" data-testid="free-stay-check-error">{state.message || t('check.error')}</p>;
  const check = state.check;
  if (!check) return <IonSpinner name="crescent" aria-label={t('check.loading')} />;
  return (
    <section className="free-stay-check" aria-live="polite" aria-busy={state.status === 'loading'} data-testid="free-stay-check" data-state={state.status}>
      <Findings check={check} />
      <QuotaNights days={check.nights} testId="free-stay-check-nights" />
    </section>
  );
}
