import { useTranslation } from '@app/lib/use-translation';
import { newCompany } from '@shared/contracts/companies';
import { BankField } from '@app/kit/form/BankField';
import { StateField } from '@app/kit/form/StateField';
import { TextField } from '@app/kit/form/TextField';
import type { CompanyField, CompanyFormState } from './company-form';

const shape = newCompany.shape;

/** The fields of a company, grouped as the record page shows them. */
export function CompanyFields({ form }: { form: CompanyFormState }) {
  const { t } = useTranslation('companies');
  const errors = form.visibleErrors();
  const field = (name: Exclude<CompanyField, 'state' | 'bankName'>) => ({
    label: t(`fields.${name}`),
    value: form.values[name],
    onValue: (value: string) => form.setField(name, value),
    error: errors[name],
    schema: shape[name],
    testId: `company-form-${name}`,
  });
  return (
    <>
      <h2 className="section-title">{t('detail.registration')}</h2>
      <div className="stack-form">
        <TextField autocomplete="organization" {...field('name')} />
        <TextField helper={t('fields.registrationHint')} {...field('registrationNumber')} />
        <TextField helper={t('fields.optional')} {...field('sstNumber')} />
        <TextField helper={t('fields.optional')} {...field('tourismTaxNumber')} />
      </div>
      <h2 className="section-title">{t('detail.contact')}</h2>
      <div className="stack-form">
        <TextField autocomplete="address-line1" {...field('addressLine1')} />
        <TextField autocomplete="address-line2" helper={t('fields.optional')} {...field('addressLine2')} />
        <TextField inputmode="numeric" autocomplete="postal-code" {...field('postcode')} />
        <TextField autocomplete="address-level2" {...field('city')} />
        <StateField
          label={t('fields.state')}
          placeholder={t('fields.stateChoose')}
          value={form.values.state}
          onValue={(code) => form.setField('state', code)}
          error={errors.state}
          testId="company-form-state"
        />
        <TextField type="tel" inputmode="tel" autocomplete="tel" placeholder="+60 3-2123 4567" helper={t('fields.optional')} {...field('phone')} />
        <TextField type="email" inputmode="email" autocomplete="email" helper={t('fields.optional')} {...field('email')} />
      </div>
      <h2 className="section-title">{t('detail.bank')}</h2>
      <div className="stack-form">
        <BankField
          value={form.values.bankName}
          error={errors.bankName}
          onChange={(bank) => form.setField('bankName', bank)}
          label={t('fields.bankName')}
          placeholder={t('fields.bankChoose')}
          searchPlaceholder={t('fields.bankSearch')}
          noneLabel={t('fields.bankNone')}
          testId="company-form-bank"
        />
        <TextField inputmode="numeric" helper={t('fields.bankAccountHint')} {...field('bankAccountNumber')} />
      </div>
    </>
  );
}
