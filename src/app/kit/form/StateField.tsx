import { MALAYSIAN_STATES } from '@shared/reference/states';
import { IonSelect } from '@app/ionic/ion-select';
import { IonSelectOption } from '@app/ionic/ion-select-option';
import { invalidClass } from '@app/lib/forms';

export interface StateFieldProps {
  label: string;
  /** `''` while none is chosen. */
  value: string;
  onValue(code: string): void;
  /** Already translated; the field is marked invalid while there is one. */
  error?: string;
  /** Shown while none is chosen, when one must be. */
  placeholder?: string;
  /** The words of a first "none" option, when the state may be left out. */
  noneLabel?: string;
  /** A state's name as the area shows it (the reference's own name unless said). */
  nameOf?(state: (typeof MALAYSIAN_STATES)[number]): string;
  testId: string;
}

/** An address's Malaysian state: a popover select of the sixteen states and territories. */
export function StateField({ label, value, onValue, error, placeholder, noneLabel, nameOf = (state) => state.name, testId }: StateFieldProps) {
  return (
    <IonSelect
      label={label}
      labelPlacement="stacked"
      fill="outline"
      interface="popover"
      placeholder={placeholder}
      value={noneLabel === undefined ? value || undefined : value}
      onIonChange={(e) => onValue(String(e.detail.value ?? ''))}
      errorText={error}
      className={invalidClass(error)}
      data-testid={testId}
    >
      {noneLabel === undefined ? null : <IonSelectOption value="">{noneLabel}</IonSelectOption>}
      {MALAYSIAN_STATES.map((state) => (
        <IonSelectOption key={state.code} value={state.code}>
          {nameOf(state)}
        </IonSelectOption>
      ))}
    </IonSelect>
  );
}
