import { FEE_BASES } from '@shared/contracts/service-packages';
import { defineFields } from '@app/kit/form/fields';
import { FormFields } from '@app/kit/form/FormFields';
import { TiersField } from './TiersField';
import { switchTiers, type TermsField, type TermsFormValues } from './terms-form';

export interface TermsFieldsProps {
  values: TermsFormValues;
  /** Already translated. */
  errors: Partial<Record<TermsField, string>>;
  onChange<K extends TermsField>(field: K, value: TermsFormValues[K]): void;
  testIdPrefix: string;
}

/** The terms a fee is computed from: percents typed as percents, the minimum fee in ringgit, bands when tiered. */
const termsFields = (testIdPrefix: string) =>
  defineFields<TermsFormValues>({
    namespace: 'service-packages',
    testIdPrefix,
    sections: [
      {
        fields: [
          { name: 'feeBasis', kind: 'select', options: FEE_BASES, optionWords: 'feeBasis.', hint: (values) => `feeBasisHint.${values.feeBasis}` },
          { name: 'tiered', kind: 'toggle', label: 'fields.tieredLong', className: 'service-packages-toggle' },
          { name: 'ratePercent', kind: 'decimal', testId: 'rate', placeholder: '20', hint: 'fields.rateHint', when: (values) => !values.tiered },
          (form, errors) => (form.values.tiered ? <TiersField values={form.values} error={errors.tiers} onChange={(tiers) => form.setField('tiers', tiers)} testIdPrefix={testIdPrefix} /> : null),
          { name: 'minimumFee', kind: 'decimal', label: 'fields.minimumFeeRinggit', placeholder: '0.00', hint: 'fields.minimumFeeHint' },
          { name: 'expenseMarkupPercent', kind: 'decimal', testId: 'markup', placeholder: '0', hint: 'fields.expenseMarkupHint' },
          { name: 'cleaningPassThrough', kind: 'toggle', testId: 'cleaning', label: 'fields.cleaningPassThroughLong', className: 'service-packages-toggle' },
        ],
      },
    ],
  });

export function TermsFields({ values, errors, onChange, testIdPrefix }: TermsFieldsProps) {
  function setField<K extends TermsField>(field: K, value: TermsFormValues[K]) {
    if (field !== 'tiered') return onChange(field, value);
    // Bands on start from the flat rate typed so far; off, the first band's rate becomes the flat one.
    const next = switchTiers(values, Boolean(value));
    onChange('tiers', next.tiers);
    onChange('ratePercent', next.ratePercent);
    onChange('tiered', next.tiered);
  }
  const form = { values, setField, visibleErrors: () => errors, clearServerError: () => undefined };
  return <FormFields form={form} fields={termsFields(testIdPrefix)} />;
}
