import { newServicePackage } from '@shared/contracts/service-packages';
import type { FieldError } from '@app/lib/api-errors';
import { problemKey } from '@app/kit/form/schema';
import { matchFieldErrors, type FieldErrors } from '@app/kit/form/use-form';
import { SERVER_TERMS_FIELDS, TERMS_FIELDS, validateTerms, type TermsField, type TermsFormValues } from './terms-form';

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
export const PACKAGE_FIELDS: readonly PackageField[] = ['name', 'description', 'effectiveMonth', 'active', ...TERMS_FIELDS];

const shape = newServicePackage.shape;

export function validatePackageForm(values: PackageFormValues): Partial<Record<PackageField, string>> {
  return {
    name: problemKey('form.name', shape.name, values.name),
    description: problemKey('form.description', shape.description, values.description),
    ...validateTerms(values),
  };
}

export function hasPackageErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.values(errors).some(Boolean);
}

/** The server's field errors on the form's fields: `rateBp` is typed as a percent in `ratePercent`. */
export function readPackageFieldErrors(errors: FieldError[]): FieldErrors<PackageField> {
  const renamed = errors.map(({ field, message }) => {
    const last = field.split('.').pop() ?? field;
    return { field: SERVER_TERMS_FIELDS[last] ?? last, message };
  });
  return matchFieldErrors(renamed, PACKAGE_FIELDS);
}
