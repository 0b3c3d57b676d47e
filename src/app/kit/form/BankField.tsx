import { useId, useMemo, useState } from 'react';
import { IonIcon } from '@ionic/react';
import { IonNote } from '@app/ionic/ion-note';
import { chevronDownOutline } from 'ionicons/icons';
import { MALAYSIAN_BANKS } from '@shared/reference/banks';
import { PickerModal, type PickerOption } from '../picker/PickerModal';
import './bank-field.css';

/** `Bank Simpanan Nasional (BSN)` → `bank-simpanan-nasional-bsn`, for test ids. */
export function bankSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export interface BankFieldProps {
  /** A name of `MALAYSIAN_BANKS`, or `''` for none yet. */
  value: string;
  /** Already translated. */
  error?: string;
  onChange(bank: string): void;
  /** The area's words: the field's label, what it shows before a choice, the search box's placeholder. */
  label: string;
  placeholder: string;
  searchPlaceholder: string;
  /** Offered first in the list when the bank may be left out: choosing it gives `''`. */
  noneLabel?: string;
  /** The button's test id; the picker is `bank-picker`, each option `bank-option-<slug>`. */
  testId: string;
}

/** One of the 33 Malaysian banks (src/shared/reference/banks.ts), chosen from a searchable list. */
export function BankField({ value, error, onChange, label, placeholder, searchPlaceholder, noneLabel, testId }: BankFieldProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const options = useMemo<PickerOption[]>(
    () => [...(noneLabel ? [{ value: '', label: noneLabel }] : []), ...MALAYSIAN_BANKS.map((name) => ({ value: name, label: name }))],
    [noneLabel],
  );
  return (
    <div className={`kit-bank-field${error ? ' kit-bank-field--invalid' : ''}`}>
      <span className="kit-bank-field__label" id={`${id}-label`}>
        {label}
      </span>
      <button type="button" className="kit-bank-field__button" onClick={() => setOpen(true)} aria-labelledby={`${id}-label ${id}-value`} data-testid={testId} data-value={value}>
        <span id={`${id}-value`} className={value ? '' : 'kit-bank-field__placeholder'}>
          {value || placeholder}
        </span>
        <IonIcon icon={chevronDownOutline} aria-hidden="true" />
      </button>
      {error ? (
        <IonNote color="danger" role="alert" className="kit-bank-field__error">
          {error}
        </IonNote>
      ) : null}
      <PickerModal
        isOpen={open}
        title={label}
        searchPlaceholder={searchPlaceholder}
        options={options}
        value={value}
        onSelect={(option) => {
          onChange(option.value);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
        optionTestId={(o) => `bank-option-${o.value ? bankSlug(o.value) : 'none'}`}
        testId="bank-picker"
      />
    </div>
  );
}
