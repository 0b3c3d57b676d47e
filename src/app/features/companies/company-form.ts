import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { newCompany, type Company, type CompanyPatch, type NewCompany } from '@shared/contracts/companies';
import type { MalaysianState } from '@shared/reference/states';
import { problemKey } from '@app/kit/form/schema';

/** Every field as the form holds it: text, `''` for nothing chosen or typed. */
export interface CompanyFormValues {
  name: string;
  registrationNumber: string;
  sstNumber: string;
  tourismTaxNumber: string;
  addressLine1: string;
  addressLine2: string;
  postcode: string;
  city: string;
  state: string;
  phone: string;
  email: string;
  bankName: string;
  bankAccountNumber: string;
}

export type CompanyField = keyof CompanyFormValues;
export const COMPANY_FIELDS: readonly CompanyField[] = [
  'name', 'registrationNumber', 'sstNumber', 'tourismTaxNumber', 'addressLine1', 'addressLine2', 'postcode', 'city', 'state',
  'phone', 'email', 'bankName', 'bankAccountNumber',
];

export const EMPTY_COMPANY_FORM: CompanyFormValues = {
  name: '', registrationNumber: '', sstNumber: '', tourismTaxNumber: '', addressLine1: '', addressLine2: '', postcode: '', city: '', state: '',
  phone: '', email: '', bankName: '', bankAccountNumber: '',
};

export function companyFormValues(company: Company): CompanyFormValues {
  return {
    name: company.name,
    registrationNumber: company.registrationNumber,
    sstNumber: company.sstNumber ?? '',
    tourismTaxNumber: company.tourismTaxNumber ?? '',
    addressLine1: company.addressLine1,
    addressLine2: company.addressLine2 ?? '',
    postcode: company.postcode,
    city: company.city,
    state: company.state,
    phone: company.phone ?? '',
    email: company.email ?? '',
    bankName: company.bankName ?? '',
    bankAccountNumber: company.bankAccountNumber ?? '',
  };
}

/** `+60321234567` for a number libphonenumber accepts (read as Malaysian without a country code); `''` when empty; null when invalid. */
export function normaliseCompanyPhone(raw: string): string | null {
  const value = raw.trim();
  if (!value) return '';
  const parsed = parsePhoneNumberFromString(value, 'MY');
  return parsed?.isValid() ? parsed.number : null;
}

const shape = newCompany.shape;
const optional = (value: string) => (value.trim() ? value.trim() : null);

/** The local rules, as translation keys of the companies namespace; the server's schema is the same. */
export function validateCompanyForm(values: CompanyFormValues): Partial<Record<CompanyField, string>> {
  const errors: Partial<Record<CompanyField, string>> = {
    name: problemKey('form.name', shape.name, values.name),
    registrationNumber: problemKey('form.registrationNumber', shape.registrationNumber, values.registrationNumber),
    sstNumber: problemKey('form.sstNumber', shape.sstNumber, values.sstNumber),
    tourismTaxNumber: problemKey('form.tourismTaxNumber', shape.tourismTaxNumber, values.tourismTaxNumber),
    addressLine1: problemKey('form.addressLine1', shape.addressLine1, values.addressLine1),
    addressLine2: problemKey('form.addressLine2', shape.addressLine2, values.addressLine2),
    postcode: problemKey('form.postcode', shape.postcode, values.postcode.trim()),
    city: problemKey('form.city', shape.city, values.city),
    state: values.state ? undefined : 'form.stateRequired',
  };
  if (normaliseCompanyPhone(values.phone) === null) errors.phone = 'form.phoneInvalid';
  if (values.email.trim() && !shape.email.safeParse(values.email).success) errors.email = 'form.emailInvalid';
  if (values.bankAccountNumber.trim() && !shape.bankAccountNumber.safeParse(values.bankAccountNumber.trim()).success) errors.bankAccountNumber = 'form.bankAccountInvalid';
  if (values.bankAccountNumber.trim() && !values.bankName) errors.bankName = 'form.bankRequired';
  return errors;
}

export function hasCompanyErrors(errors: Partial<Record<CompanyField, string>>): boolean {
  return Object.values(errors).some(Boolean);
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
