import { useMemo, useState } from 'react';
import { IonIcon } from '@ionic/react';
import { IonNote } from '@app/ionic/ion-note';
import { chevronDownOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { MALAYSIAN_BANKS } from '@shared/reference/banks';
import { PickerModal, type PickerOption } from '@app/kit/picker/PickerModal';

/** `Bank Simpanan Nasional (BSN)` → `bank-simpanan-nasional-bsn`, for test ids. */
export function bankSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The 33 Malaysian banks an agent may be paid into, searchable. */
export function BankField({ value, error, onChange }: { value: string; error?: string; onChange(bank: string): void }) {
  const { t } = useTranslation('users');
  const [open, setOpen] = useState(false);
  const options = useMemo<PickerOption[]>(() => MALAYSIAN_BANKS.map((name) => ({ value: name, label: name })), []);
  return (
    <div className={`picker-field${error ? ' picker-field--invalid' : ''}`}>
      <span className="phone-field__label" id="reg-bank-label">
        {t('fields.bankName')}
      </span>
      <button type="button" className="picker-field__button" onClick={() => setOpen(true)} aria-labelledby="reg-bank-label reg-bank-value" data-testid="reg-bank" data-value={value}>
        <span id="reg-bank-value" className={value ? '' : 'picker-field__placeholder'}>{value || t('fields.bankChoose')}</span>
        <IonIcon icon={chevronDownOutline} aria-hidden="true" />
      </button>
      {error ? (
        <IonNote color="danger" role="alert" className="phone-field__error">
          {error}
        </IonNote>
      ) : null}
      <PickerModal
        isOpen={open}
        title={t('fields.bankName')}
        searchPlaceholder={t('picker.searchBank')}
        options={options}
        value={value || null}
        onSelect={(option) => {
          onChange(option.value);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
        optionTestId={(o) => `bank-option-${bankSlug(o.value)}`}
        testId="bank-picker"
      />
    </div>
  );
}
