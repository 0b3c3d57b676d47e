import { useId, useMemo, useState } from 'react';
import { IonIcon, IonInput } from '@ionic/react';
import { IonNote } from '@app/ionic/ion-note';
import { chevronDownOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { CountryCode } from 'libphonenumber-js';
import { eventValue } from '@app/lib/forms';
import { PickerModal } from '../picker/PickerModal';
import { KIT_WORDS } from '../words';
import { buildCountryList, filterCountries, nationalPlaceholder, type CountryOption } from './countries';
import './phone-field.css';

type CountryPickerOption = CountryOption & { value: string; label: string; badge: string; detail: string };

export interface PhoneFieldProps {
  country: CountryCode;
  phone: string;
  /** Already translated. */
  error?: string;
  onCountry(country: CountryCode): void;
  onPhone(phone: string): void;
  /** The area's name for the number (a mobile, a contact number). */
  label: string;
  /** `<prefix>-country` is the country button, `<prefix>-phone` the number; the picker is `country-picker`, each option `country-option-<ISO>`. */
  testIdPrefix: string;
}

/** A country picker (about 240 dial codes, names in the admin's language) beside the national number. */
export function PhoneField({ country, phone, error, onCountry, onPhone, label, testIdPrefix }: PhoneFieldProps) {
  const { t, i18n } = useTranslation(KIT_WORDS);
  const [open, setOpen] = useState(false);
  const id = useId();
  const options = useMemo<CountryPickerOption[]>(
    () => buildCountryList(i18n.language).map((c) => ({ ...c, value: c.iso, label: c.name, badge: c.iso, detail: `+${c.dialCode}` })),
    [i18n.language],
  );
  const current = options.find((o) => o.value === country);

  return (
    <div className={`kit-phone-field${error ? ' kit-phone-field--invalid' : ''}`}>
      <span className="kit-phone-field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="kit-phone-field__row">
        <button
          type="button"
          className="kit-phone-field__country"
          onClick={() => setOpen(true)}
          data-testid={`${testIdPrefix}-country`}
          data-value={country}
        >
          {/* The name starts with what the button shows (speech users say what they see), then says what it does. */}
          <span className="picker-badge">{country}</span>
          <span>+{current?.dialCode}</span>
          <span className="visually-hidden">{t('phone.countryPicker', { country: current?.label ?? country })}</span>
          <IonIcon icon={chevronDownOutline} aria-hidden="true" />
        </button>
        <IonInput
          type="tel"
          inputmode="tel"
          autocomplete="tel-national"
          fill="outline"
          aria-labelledby={`${id}-label`}
          placeholder={nationalPlaceholder(country)}
          value={phone}
          onIonInput={(e) => onPhone(eventValue(e))}
          className={`kit-phone-field__input${error ? ' ion-invalid ion-touched' : ''}`}
          data-testid={`${testIdPrefix}-phone`}
        />
      </div>
      {error ? (
        <IonNote color="danger" className="kit-phone-field__error" role="alert">
          {error}
        </IonNote>
      ) : (
        <IonNote className="kit-phone-field__hint">{t('phone.hint', { country: current?.label ?? country })}</IonNote>
      )}
      <PickerModal
        isOpen={open}
        title={t('phone.country')}
        searchPlaceholder={t('phone.searchCountry')}
        options={options}
        value={country}
        filter={filterCountries}
        onSelect={(option) => {
          onCountry(option.iso);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
        optionTestId={(o) => `country-option-${o.iso}`}
        testId="country-picker"
      />
    </div>
  );
}
