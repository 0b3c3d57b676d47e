import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { newCompany, type Company, type CompanyPatch, type NewCompany } from '@shared/contracts/companies';
import type { MalaysianState } from '@shared/reference/states';
import { defineForm, textValuesOf, type FormState } from '@app/kit/form/define-form';
import type { FieldErrors } from '@app/kit/form/use-form';

/** Every field as the form holds it: text, `''` for nothing chosen or typed. */
export type CompanyFormValues = Record<CompanyField, string>;
export type CompanyField = (typeof COMPANY_FIELDS)[number];
const COMPANY_FIELDS = [
  'name', 'registrationNumber', 'sstNumber', 'tourismTaxNumber', 'addressLine1', 'addressLine2', 'postcode', 'city', 'state',
  'phone', 'email', 'bankName', 'bankAccountNumber',
] as const;

export const EMPTY_COMPANY_FORM = Object.fromEntries(COMPANY_FIELDS.map((field) => [field, ''])) as CompanyFormValues;

export const companyFormValues = (company: Company): CompanyFormValues => textValuesOf(EMPTY_COMPANY_FORM, company);

/** `+60321234567` for a number libphonenumber accepts (read as Malaysian without a country code); `''` when empty; null when invalid. */
export function normaliseCompanyPhone(raw: string): string | null {
  const value = raw.trim();
  if (!value) return '';
  const parsed = parsePhoneNumberFromString(value, 'MY');
  return parsed?.isValid() ? parsed.number : null;
}

const shape = newCompany.shape;
const optional = (value: string) => (value.trim() ? value.trim() : null);

/** The rules past the contract's own, as translation keys of the companies namespace. */
function companyRules(values: CompanyFormValues): FieldErrors<CompanyField> {
  const errors: FieldErrors<CompanyField> = { state: values.state ? undefined : 'form.stateRequired' };
  if (normaliseCompanyPhone(values.phone) === null) errors.phone = 'form.phoneInvalid';
  if (values.email.trim() && !shape.email.safeParse(values.email).success) errors.email = 'form.emailInvalid';
  if (values.bankAccountNumber.trim() && !shape.bankAccountNumber.safeParse(values.bankAccountNumber.trim()).success) errors.bankAccountNumber = 'form.bankAccountInvalid';
  if (values.bankAccountNumber.trim() && !values.bankName) errors.bankName = 'form.bankRequired';
  return errors;
}

/** The body of a create: empty optional fields are none. Call only once the form is valid. */
export function companyBody(values: CompanyFormValues): NewCompany {
  return {
    name: values.name.trim(),
    registrationNumber: values.registrationNumber.trim(),
    sstNumber: optional(values.sstNumber),
    tourismTaxNumber: optional(values.tourismTaxNumber),
    addressLine1: values.addressLine1.trim(),
    addressLine2: optional(values.addressLine2),
    postcode: values.postcode.trim(),
    city: values.city.trim(),
    state: values.state as MalaysianState,
    phone: normaliseCompanyPhone(values.phone) || null,
    email: optional(values.email),
    bankName: (values.bankName || null) as NewCompany['bankName'],
    bankAccountNumber: optional(values.bankAccountNumber),
  };
}

/** An edit sends every field with the version it was made on: the server writes only what changed, and a newer version is a 409. */
export function companyPatchBody(values: CompanyFormValues, version: number): CompanyPatch {
  return { ...companyBody(values), version };
}

/** Create and edit; a taken SSM number (409) lands on its field. */
export const companyForm = defineForm({
  namespace: 'companies',
  fields: COMPANY_FIELDS,
  checked: {
    name: shape.name, registrationNumber: shape.registrationNumber, sstNumber: shape.sstNumber, tourismTaxNumber: shape.tourismTaxNumber,
    addressLine1: shape.addressLine1, addressLine2: shape.addressLine2, postcode: shape.postcode, city: shape.city,
  },
  rules: companyRules,
  conflictFields: ['registrationNumber'],
  conflictWords: { registrationNumber: 'SSM' },
  empty: EMPTY_COMPANY_FORM,
  fromRecord: companyFormValues,
  toBody: companyBody,
  toPatch: (values, company: Company) => companyPatchBody(values, company.version),
});

export const validateCompanyForm = companyForm.validate;
export type CompanyFormState = FormState<CompanyFormValues, CompanyField>;
