import { useCallback, useState } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { checkmarkDoneOutline, chevronBackOutline, chevronForwardOutline, cloudDownloadOutline } from 'ionicons/icons';
import type { ConfirmResult, PrefillResult } from '@shared/contracts/holidays';
import { HOLIDAY_YEAR_MAX, HOLIDAY_YEAR_MIN } from '@shared/contracts/plain/holidays';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { showToast } from '@app/lib/toast-bus';
import { useTranslation } from '@app/lib/use-translation';
import { useAction } from '@app/kit/action/use-action';
import { ActionRefusal } from '@app/kit/action/ActionRefusal';
import { confirmYearAction, prefillAction, yearView } from './holiday-actions';
import type { HolidaysQuery } from './use-holidays';

/** The year stepper, "Pre-fill {year}" and "Confirm all tentative", with what the last of them did. */
export function HolidayYearControls({ query, onChange, onChanged }: { query: HolidaysQuery; onChange(next: HolidaysQuery): void; onChanged(): void }) {
  const { t } = useTranslation('holidays');
  const { profile } = useSession();
  const [result, setResult] = useState<string | null>(null);
  const prefilled = useCallback(
    (answer: PrefillResult) => {
      const words = t('prefill.result', { added: answer.added, alreadyThere: answer.alreadyThere, year: answer.year });
      setResult(words);
      showToast(words, 'success');
      onChanged();
    },
    [onChanged, t],
  );
  const confirmed = useCallback(
    (answer: ConfirmResult) => {
      const words = t('confirmYear.result', { count: answer.confirmed, year: answer.year });
      setResult(words);
      showToast(words, 'success');
      onChanged();
    },
    [onChanged, t],
  );
  const prefill = useAction(prefillAction, prefilled);
  const confirmAll = useAction(confirmYearAction, confirmed);
  const step = (by: number) => {
    setResult(null);
    onChange({ ...query, year: Math.min(HOLIDAY_YEAR_MAX, Math.max(HOLIDAY_YEAR_MIN, query.year + by)) });
  };
  const view = yearView(query.year, query.state);
  return (
    <div className="holiday-year">
      <div className="holiday-year__stepper" role="group" aria-label={t('year.label')}>
        <IonButton fill="clear" onClick={() => step(-1)} disabled={query.year <= HOLIDAY_YEAR_MIN} aria-label={t('year.previous')} data-testid="holidays-year-previous">
          <IonIcon slot="icon-only" icon={chevronBackOutline} aria-hidden="true" />
        </IonButton>
        <output className="holiday-year__value" aria-live="polite" data-testid="holidays-year">
          {query.year}
        </output>
        <IonButton fill="clear" onClick={() => step(1)} disabled={query.year >= HOLIDAY_YEAR_MAX} aria-label={t('year.next')} data-testid="holidays-year-next">
          <IonIcon slot="icon-only" icon={chevronForwardOutline} aria-hidden="true" />
        </IonButton>
      </div>
      <div className="holiday-year__actions">
        {can(profile, P.holiday.create) ? (
          <IonButton fill="outline" disabled={prefill.busy} onClick={() => { setResult(null); prefill.start(view, undefined); }} data-testid="holidays-prefill">
            {prefill.busy ? <IonSpinner name="dots" slot="start" aria-hidden="true" /> : <IonIcon slot="start" icon={cloudDownloadOutline} aria-hidden="true" />}
            {prefill.busy ? t('prefill.busy', { year: query.year }) : t('prefill.button', { year: query.year })}
          </IonButton>
        ) : null}
        {can(profile, P.holiday.edit) ? (
          <IonButton fill="outline" disabled={confirmAll.busy} onClick={() => { setResult(null); confirmAll.start(view, undefined); }} data-testid="holidays-confirm-year">
            <IonIcon slot="start" icon={checkmarkDoneOutline} aria-hidden="true" />
            {t('confirmYear.button')}
          </IonButton>
        ) : null}
      </div>
      {result ? (
        <p className="holiday-year__result" role="status" data-testid="holidays-year-result">
          {result}
        </p>
      ) : null}
      <ActionRefusal refusal={prefill.refusal ?? confirmAll.refusal} testId="holidays-year-refusal" />
    </div>
  );
}
