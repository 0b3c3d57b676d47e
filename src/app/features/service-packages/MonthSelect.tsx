import { IonSelect } from '@app/ionic/ion-select';
import { IonSelectOption } from '@app/ionic/ion-select-option';
import { useTranslation } from '@app/lib/use-translation';
import { formatYearMonth } from '@shared/dates';
import { invalidClass } from '@app/lib/forms';

export interface MonthSelectProps {
  label: string;
  value: string;
  /** `YYYY-MM`, the earliest first. */
  months: readonly string[];
  onChange(month: string): void;
  helper?: string;
  error?: string;
  testId: string;
}

/** A month chosen from those allowed, written in the reader's language. */
export function MonthSelect({ label, value, months, onChange, helper, error, testId }: MonthSelectProps) {
  const { i18n } = useTranslation();
  return (
    <IonSelect
      label={label}
      labelPlacement="stacked"
      fill="outline"
      interface="popover"
      value={value}
      onIonChange={(e) => onChange(String(e.detail.value))}
      helperText={helper}
      errorText={error}
      className={invalidClass(error)}
      data-testid={testId}
    >
      {months.map((month) => (
        <IonSelectOption key={month} value={month} data-testid={`${testId}-${month}`}>
          {formatYearMonth(month, i18n.language)}
        </IonSelectOption>
      ))}
    </IonSelect>
  );
}
