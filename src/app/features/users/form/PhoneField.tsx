import { useMemo, useState } from 'react';
import { IonIcon, IonInput } from '@ionic/react';
import { IonNote } from '@app/ionic/ion-note';
import { chevronDownOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from 'libphonenumber-js';
import { eventValue } from '@app/lib/forms';
import { PickerModal } from '@app/kit/picker/PickerModal';
import { buildCountryList, filterCountries, nationalPlaceholder, type CountryOption } from './countries';

type CountryPickerOption = CountryOption & { value: string; label: string; badge: string; detail: string };

export interface PhoneFieldProps {
  country: CountryCode;
  phone: string;
  error?: string;
  onCountry(country: CountryCode): void;
  onPhone(phone: string): void;
}

/** A country picker (about 240 dial codes, names in the admin's language) beside the national number. */
export function PhoneField({ country, phone, error, onCountry, onPhone }: PhoneFieldProps) {
  const { t, i18n } = useTranslation('users');
  const [open, setOpen] = useState(false);
  const options = useMemo<CountryPickerOption[]>(
    () => buildCountryList(i18n.language).map((c) => ({ ...c, value: c.iso, label: c.name, badge: c.iso, detail: `+${c.dialCode}` })),
    [i18n.language],
  );
  const current = options.find((o) => o.value === country);

  return (
    <div className={`phone-field${error ? ' phone-field--invalid' : ''}`}>
      <span className="phone-field__label" id="reg-phone-label">
        {t('fields.phone')}
      </span>
      <div className="phone-field__row">
        <button
          type="button"
          className="phone-field__country"
          onClick={() => setOpen(true)}
          data-testid="reg-country"
          data-value={country}
        >
          {/* The name starts with what the button shows (speech users say what they see), then says what it does. */}
          <span className="picker-badge">{country}</span>
          <span>+{current?.dialCode}</span>
          <span className="visually-hidden">{t('fields.countryPicker', { country: current?.label ?? country })}</span>
          <IonIcon icon={chevronDownOutline} aria-hidden="true" />
        </button>
        <IonInput
          type="tel"
          inputmode="tel"
          autocomplete="tel-national"
          fill="outline"
          aria-labelledby="reg-phone-label"
          placeholder={nationalPlaceholder(country)}
          value={phone}
          onIonInput={(e) => onPhone(eventValue(e))}
          className={`phone-field__input${error ? ' ion-invalid ion-touched' : ''}`}
          data-testid="reg-phone"
        />
      </div>
      {error ? (
        <IonNote color="danger" className="phone-field__error" role="alert">
          {error}
        </IonNote>
      ) : (
        <IonNote className="phone-field__hint">{t('fields.phoneHint', { country: current?.label ?? country })}</IonNote>
      )}
      <PickerModal
        isOpen={open}
        title={t('fields.country')}
        searchPlaceholder={t('picker.searchCountry')}
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
