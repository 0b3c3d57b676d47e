import { IonButton, IonIcon } from '@ionic/react';
import { chevronBackOutline, chevronForwardOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { addMonths, formatYearMonth } from '@shared/dates';

/** The month the summary's figures are for: one step back or forward at a time. */
export function MonthStepper({ month, onChange }: { month: string; onChange(month: string): void }) {
  const { t, i18n } = useTranslation('listings');
  return (
    <div className="listings-month" role="group" aria-label={t('summary.month')}>
      <IonButton fill="clear" onClick={() => onChange(addMonths(month, -1))} aria-label={t('summary.previousMonth')} data-testid="listings-summary-previous-month">
        <IonIcon slot="icon-only" icon={chevronBackOutline} aria-hidden="true" />
      </IonButton>
      <span className="listings-month__label" aria-live="polite" data-testid="listings-summary-month">{formatYearMonth(month, i18n.language)}</span>
      <IonButton fill="clear" onClick={() => onChange(addMonths(month, 1))} aria-label={t('summary.nextMonth')} data-testid="listings-summary-next-month">
        <IonIcon slot="icon-only" icon={chevronForwardOutline} aria-hidden="true" />
      </IonButton>
    </div>
  );
}
