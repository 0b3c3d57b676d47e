import { FEE_BASES } from '@shared/contracts/service-packages';
import { defineFields } from '@app/kit/form/fields';
import { FormFields } from '@app/kit/form/FormFields';
import type { TermsField, TermsFormValues } from './terms-form';

export interface TermsFieldsProps {
  values: TermsFormValues;
  /** Already translated. */
  errors: Partial<Record<TermsField, string>>;
  onChange<K extends TermsField>(field: K, value: TermsFormValues[K]): void;
  testIdPrefix: string;
}

/** The terms a fee is computed from: percents typed as percents, the minimum fee in ringgit. */
const termsFields = (testIdPrefix: string) =>
  defineFields<TermsFormValues>({
    namespace: 'service-packages',
    testIdPrefix,
    sections: [
      {
        fields: [
          { name: 'feeBasis', kind: 'select', options: FEE_BASES, optionWords: 'feeBasis.', hint: (values) => `feeBasisHint.${values.feeBasis}` },
          { name: 'ratePercent', kind: 'decimal', testId: 'rate', placeholder: '20', hint: 'fields.rateHint' },
          { name: 'minimumFee', kind: 'decimal', label: 'fields.minimumFeeRinggit', placeholder: '0.00', hint: 'fields.minimumFeeHint' },
          { name: 'expenseMarkupPercent', kind: 'decimal', testId: 'markup', placeholder: '0', hint: 'fields.expenseMarkupHint' },
          { name: 'cleaningPassThrough', kind: 'toggle', testId: 'cleaning', label: 'fields.cleaningPassThroughLong', className: 'service-packages-toggle' },
        ],
      },
    ],
  });

export function TermsFields({ values, errors, onChange, testIdPrefix }: TermsFieldsProps) {
  const form = { values, setField: onChange, visibleErrors: () => errors, clearServerError: () => undefined };
  return <FormFields form={form} fields={termsFields(testIdPrefix)} />;
}
