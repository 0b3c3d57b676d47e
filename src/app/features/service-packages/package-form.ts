import { newServicePackage, type NewServicePackage, type PackageTerms } from '@shared/contracts/service-packages';
import type { FieldError } from '@app/lib/api-errors';
import { defineForm, type FormState } from '@app/kit/form/define-form';
import { matchFieldErrors, type FieldErrors } from '@app/kit/form/use-form';
import { EMPTY_TERMS, SERVER_TERMS_FIELDS, TERMS_FIELDS, termsFromForm, validateTerms, type TermsField, type TermsFormValues } from './terms-form';

/** A package as its create and edit pages hold it: its own fields beside the terms. */
export interface PackageFormValues extends TermsFormValues {
  name: string;
  description: string;
  /** Create only: the month the first version takes effect. */
  effectiveMonth: string;
  /** Edit only. */
  active: boolean;
}

export type PackageField = 'name' | 'description' | 'effectiveMonth' | 'active' | TermsField;
const PACKAGE_FIELDS: readonly PackageField[] = ['name', 'description', 'effectiveMonth', 'active', ...TERMS_FIELDS];

const shape = newServicePackage.shape;

/** The form's field for a name the server uses: `rateBp` is typed as a percent in `ratePercent`. */
function packageField(name: string): string {
  // A band's problem (`tiers.1.uptoSen`) is said under the bands.
  if (/^(body\.)?tiers(\.|$)/.test(name)) return 'tiers';
  const last = name.split('.').pop() ?? name;
  return SERVER_TERMS_FIELDS[last] ?? last;
}

/** The server's field errors on the form's fields. */
export function readPackageFieldErrors(errors: FieldError[]): FieldErrors<PackageField> {
  return matchFieldErrors(errors.map(({ field, message }) => ({ field: packageField(field), message })), PACKAGE_FIELDS);
}

/** The terms of a form whose rules passed. */
export function validTerms(values: PackageFormValues): PackageTerms {
  const terms = termsFromForm(values);
  if (!terms) throw new Error('validTerms needs terms the rules passed');
  return terms;
}

/** Create, edit and a new version; a taken name (409) lands on its field. */
export const packageForm = defineForm({
  namespace: 'service-packages',
  fields: PACKAGE_FIELDS,
  checked: { name: shape.name, description: shape.description },
  serverField: packageField,
  rules: (values: PackageFormValues): FieldErrors<PackageField> => validateTerms(values),
  conflictFields: ['name'],
  empty: { ...EMPTY_TERMS, name: '', description: '', effectiveMonth: '', active: true } satisfies PackageFormValues,
  toBody: (values: PackageFormValues): NewServicePackage => ({
    ...validTerms(values),
    name: values.name.trim(),
    description: values.description.trim() || null,
    effectiveMonth: values.effectiveMonth,
  }),
});

export const validatePackageForm = packageForm.validate;
export type PackageFormState = FormState<PackageFormValues, PackageField>;
