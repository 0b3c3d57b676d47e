import { newCompany, type Company, type CompanyPatch, type NewCompany } from '@shared/contracts/companies';
import type { MalaysianState } from '@shared/reference/states';
import { typedPhone } from '@app/kit/form/countries';
import { defineForm, textValuesOf } from '@app/kit/form/define-form';
import { addressFields, bankFields, defineFields, textBody } from '@app/kit/form/fields';
import type { FieldErrors } from '@app/kit/form/use-form';

/** Every field as the form holds it: text, `''` for nothing chosen or typed. */
export type CompanyFormValues = Record<CompanyField, string>;
export type CompanyField = (typeof COMPANY_FIELDS)[number];
/** In the order the record page shows them. */
export const COMPANY_FIELDS = [
  'name', 'registrationNumber', 'sstNumber', 'tourismTaxNumber', 'addressLine1', 'addressLine2', 'postcode', 'city', 'state',
  'phone', 'email', 'bankName', 'bankAccountNumber',
] as const;

export const EMPTY_COMPANY_FORM = Object.fromEntries(COMPANY_FIELDS.map((field) => [field, ''])) as CompanyFormValues;

export const companyFormValues = (company: Company): CompanyFormValues => textValuesOf(EMPTY_COMPANY_FORM, company);

const shape = newCompany.shape;

/** The rules past the contract's own, as translation keys of the companies namespace. */
function companyRules(values: CompanyFormValues): FieldErrors<CompanyField> {
  const errors: FieldErrors<CompanyField> = { state: values.state ? undefined : 'form.stateRequired' };
  if (typedPhone(values.phone) === null) errors.phone = 'form.phoneInvalid';
  if (values.email.trim() && !shape.email.safeParse(values.email).success) errors.email = 'form.emailInvalid';
  if (values.bankAccountNumber.trim() && !shape.bankAccountNumber.safeParse(values.bankAccountNumber.trim()).success) errors.bankAccountNumber = 'form.bankAccountInvalid';
  if (values.bankAccountNumber.trim() && !values.bankName) errors.bankName = 'form.bankRequired';
  return errors;
}

/** The body of a create: empty optional fields are none. Call only once the form is valid. */
export function companyBody(values: CompanyFormValues): NewCompany {
  return {
    ...textBody(values, ['sstNumber', 'tourismTaxNumber', 'addressLine2', 'email', 'bankAccountNumber']),
    state: values.state as MalaysianState,
    phone: typedPhone(values.phone) || null,
    bankName: (values.bankName || null) as NewCompany['bankName'],
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

/** The fields, grouped as the record page shows them. */
export const companyFields = defineFields<CompanyFormValues>({
  namespace: 'companies',
  testIdPrefix: 'company-form',
  schemas: shape,
  sections: [
    {
      title: 'detail.registration',
      fields: [
        { name: 'name', autocomplete: 'organization' },
        { name: 'registrationNumber', hint: 'fields.registrationHint' },
        { name: 'sstNumber', optional: true },
        { name: 'tourismTaxNumber', optional: true },
      ],
    },
    {
      title: 'detail.contact',
      fields: [
        ...addressFields<CompanyFormValues>(),
        { name: 'phone', kind: 'tel', autocomplete: 'tel', placeholder: '+60 3-2123 4567', optional: true },
        { name: 'email', kind: 'email', autocomplete: 'email', optional: true },
      ],
    },
    {
      title: 'detail.bank',
      fields: bankFields<CompanyFormValues>(),
    },
  ],
});

export const validateCompanyForm = companyForm.validate;
