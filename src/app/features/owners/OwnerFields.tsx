import { IonSelect } from '@app/ionic/ion-select';
import { IonSelectOption } from '@app/ionic/ion-select-option';
import { useTranslation } from '@app/lib/use-translation';
import { LANGUAGES } from '@shared/constants';
import { ID_TYPES, newOwner, type IdType } from '@shared/contracts/owners';
import { BankField } from '@app/kit/form/BankField';
import { PhoneField } from '@app/kit/form/PhoneField';
import { StateField } from '@app/kit/form/StateField';
import { TextField } from '@app/kit/form/TextField';
import { LANGUAGE_NAMES } from '@app/lib/language-names';
import type { OwnerField, OwnerFormState } from './owner-form';

const shape = newOwner.shape;
type TextName = Extract<OwnerField, 'name' | 'email' | 'idNumber' | 'addressLine1' | 'addressLine2' | 'postcode' | 'city' | 'bankAccountNumber'>;

/** The fields of an owner, grouped as the record page shows them; on an edit the payout account is not among them. */
export function OwnerFields({ form, bank = true }: { form: OwnerFormState; bank?: boolean }) {
  const { t } = useTranslation('owners');
  const errors = form.visibleErrors();
  const field = (name: TextName) => ({
    label: t(`fields.${name}`),
    value: form.values[name],
    onValue: (value: string) => form.setField(name, value),
    error: errors[name],
    schema: shape[name],
    testId: `owner-form-${name}`,
  });
  return (
    <>
      <h2 className="section-title">{t('detail.contact')}</h2>
      <div className="stack-form">
        <TextField autocomplete="off" {...field('name')} />
        <PhoneField
          country={form.values.country}
          phone={form.values.phone}
          error={errors.phone ?? errors.country}
          onCountry={(country) => form.setField('country', country)}
          onPhone={(phone) => form.setField('phone', phone)}
          label={t('fields.phone')}
          testIdPrefix="owner-form"
        />
        <TextField type="email" inputmode="email" autocomplete="off" helper={t('fields.emailHint')} {...field('email')} />
        <IonSelect
          label={t('fields.preferredLanguage')}
          labelPlacement="stacked"
          fill="outline"
          interface="popover"
          value={form.values.preferredLanguage}
          onIonChange={(e) => form.setField('preferredLanguage', e.detail.value as (typeof LANGUAGES)[number])}
          data-testid="owner-form-preferredLanguage"
        >
          {LANGUAGES.map((language) => (
            <IonSelectOption key={language} value={language}>
              {LANGUAGE_NAMES[language]}
            </IonSelectOption>
          ))}
        </IonSelect>
      </div>
      <h2 className="section-title">{t('detail.identity')}</h2>
      <div className="stack-form">
        <IonSelect
          label={t('fields.idType')}
          labelPlacement="stacked"
          fill="outline"
          interface="popover"
          value={form.values.idType}
          onIonChange={(e) => form.setField('idType', e.detail.value as IdType)}
          data-testid="owner-form-idType"
        >
          {ID_TYPES.map((type) => (
            <IonSelectOption key={type} value={type}>
              {t(`idTypes.${type}`)}
            </IonSelectOption>
          ))}
        </IonSelect>
        <TextField
          {...field('idNumber')}
          label={t(`idTypes.${form.values.idType}`)}
          helper={form.values.idType === 'ic' ? t('fields.icHint') : t('fields.passportHint')}
          inputmode={form.values.idType === 'ic' ? 'numeric' : 'text'}
          autocapitalize="characters"
        />
      </div>
      <h2 className="section-title">{t('detail.address')}</h2>
      <div className="stack-form">
        <TextField autocomplete="address-line1" helper={t('fields.optional')} {...field('addressLine1')} />
        <TextField autocomplete="address-line2" helper={t('fields.optional')} {...field('addressLine2')} />
        <TextField inputmode="numeric" autocomplete="postal-code" helper={t('fields.optional')} {...field('postcode')} />
        <TextField autocomplete="address-level2" helper={t('fields.optional')} {...field('city')} />
        <StateField
          label={t('fields.state')}
          noneLabel={t('fields.stateNone')}
          value={form.values.state}
          onValue={(code) => form.setField('state', code)}
          error={errors.state}
          testId="owner-form-state"
        />
      </div>
      <h2 className="section-title">{t('detail.bank')}</h2>
      {bank ? null : (
        <p className="owners-note" data-testid="owner-form-bank-elsewhere">
          {t('bankChange.editNote')}
        </p>
      )}
      <div className="stack-form" hidden={!bank}>
        <BankField
          value={form.values.bankName}
          error={errors.bankName}
          onChange={(bank) => form.setField('bankName', bank)}
          label={t('fields.bankName')}
          placeholder={t('fields.bankChoose')}
          searchPlaceholder={t('fields.bankSearch')}
          noneLabel={t('fields.bankNone')}
          testId="owner-form-bank"
        />
        <TextField inputmode="numeric" helper={t('fields.bankAccountHint')} {...field('bankAccountNumber')} />
      </div>
    </>
  );
}
