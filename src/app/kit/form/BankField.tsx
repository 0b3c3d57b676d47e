import { useMemo, useState } from 'react';
import { MALAYSIAN_BANKS } from '@shared/reference/banks';
import { PickerModal, type PickerOption } from '../picker/PickerModal';
import { PickerField } from '../picker/PickerField';

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
  const options = useMemo<PickerOption[]>(
    () => [...(noneLabel ? [{ value: '', label: noneLabel }] : []), ...MALAYSIAN_BANKS.map((name) => ({ value: name, label: name }))],
    [noneLabel],
  );
  return (
    <PickerField label={label} shown={value || null} placeholder={placeholder} value={value} error={error} testId={testId} onOpen={() => setOpen(true)}>
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
    </PickerField>
  );
}
