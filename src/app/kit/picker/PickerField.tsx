import { useId, type ReactNode } from 'react';
import { IonIcon } from '@ionic/react';
import { IonNote } from '@app/ionic/ion-note';
import { chevronDownOutline } from 'ionicons/icons';
import './picker-field.css';

export interface PickerFieldProps {
  label: string;
  /** The chosen option's label, or null to show the placeholder. */
  shown: string | null;
  placeholder: string;
  /** The chosen value, as the button's data-value (tests read it). */
  value: string;
  error?: string;
  helper?: string;
  testId: string;
  /** The error's own test id, where tests look for it. */
  errorTestId?: string;
  onOpen(): void;
  /** The picker it opens. */
  children: ReactNode;
}

/** A field that opens a picker, drawn like an outlined ion-input so it sits in a form among them (a bank, an owner…). */
export function PickerField({ label, shown, placeholder, value, error, helper, testId, errorTestId, onOpen, children }: PickerFieldProps) {
  const id = useId();
  return (
    <div className={`kit-picker-field${error ? ' kit-picker-field--invalid' : ''}`}>
      <span className="kit-picker-field__label" id={`${id}-label`}>
        {label}
      </span>
      <button type="button" className="kit-picker-field__button" onClick={onOpen} aria-labelledby={`${id}-label ${id}-value`} data-testid={testId} data-value={value}>
        <span id={`${id}-value`} className={shown ? '' : 'kit-picker-field__placeholder'}>
          {shown || placeholder}
        </span>
        <IonIcon icon={chevronDownOutline} aria-hidden="true" />
      </button>
      {error ? (
        <IonNote color="danger" role="alert" className="kit-picker-field__note" data-testid={errorTestId}>
          {error}
        </IonNote>
      ) : helper ? (
        <IonNote className="kit-picker-field__note">{helper}</IonNote>
      ) : null}
      {children}
    </div>
  );
}
