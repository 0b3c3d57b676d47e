import type { CountryCode } from 'libphonenumber-js';
import { LANGUAGES, type Language } from '@shared/constants';
import { ID_TYPES, IC_PATTERN, newOwner, type IdType, type NewOwner, type Owner, type OwnerPatch } from '@shared/contracts/owners';
import type { MalaysianState } from '@shared/reference/states';
import { DEFAULT_COUNTRY, isCountryCode, splitE164, toE164 } from '@app/kit/form/countries';
import { defineForm, textValuesOf } from '@app/kit/form/define-form';
import { addressFields, bankFields, defineFields, textBody } from '@app/kit/form/fields';
import { LANGUAGE_NAMES } from '@app/lib/language-names';
import type { FieldErrors } from '@app/kit/form/use-form';

/** Every field as the form holds it: text, `''` for nothing chosen or typed. */
export interface OwnerFormValues {
  name: string;
  email: string;
  /** The phone's country, picked beside the number. */
  country: CountryCode;
  /** As typed, in the chosen country's format. */
  phone: string;
  idType: IdType;
  idNumber: string;
  addressLine1: string;
  addressLine2: string;
  postcode: string;
  city: string;
  state: string;
  bankName: string;
  bankAccountNumber: string;
  preferredLanguage: Language;
}

export type OwnerField = keyof OwnerFormValues;
export const OWNER_FIELDS: readonly OwnerField[] = [
  'name', 'email', 'country', 'phone', 'idType', 'idNumber', 'addressLine1', 'addressLine2', 'postcode', 'city', 'state',
  'bankName', 'bankAccountNumber', 'preferredLanguage',
];

export const EMPTY_OWNER_FORM: OwnerFormValues = {
  name: '', email: '', country: DEFAULT_COUNTRY, phone: '', idType: 'ic', idNumber: '', addressLine1: '', addressLine2: '', postcode: '', city: '',
  state: '', bankName: '', bankAccountNumber: '', preferredLanguage: 'en-US',
};

export function ownerFormValues(owner: Owner): OwnerFormValues {
  const { country, national } = splitE164(owner.phone, isCountryCode(owner.country) ? owner.country : DEFAULT_COUNTRY);
  return { ...textValuesOf(EMPTY_OWNER_FORM, owner), country, phone: national };
}

const shape = newOwner.shape;
const PASSPORT = /^[A-Z0-9]{5,20}$/;

/** An IC as the admin typed it, or a passport in capitals as the server keeps it. */
export function normaliseIdNumber(idType: IdType, raw: string): string {
  return idType === 'passport' ? raw.trim().toUpperCase() : raw.trim();
}

/** The rules past the contract's own, as translation keys of the owners namespace. */
function ownerRules(values: OwnerFormValues): FieldErrors<OwnerField> {
  const errors: FieldErrors<OwnerField> = {};
  if (values.email.trim() && !shape.email.safeParse(values.email).success) errors.email = 'form.emailInvalid';
  if (!values.phone.trim()) errors.phone = 'form.phoneRequired';
  else if (!toE164(values.phone, values.country)) errors.phone = 'form.phoneInvalid';
  const idNumber = normaliseIdNumber(values.idType, values.idNumber);
  if (!idNumber) errors.idNumber = 'form.idNumberRequired';
  else if (values.idType === 'ic' ? !IC_PATTERN.test(idNumber) : !PASSPORT.test(idNumber)) {
    errors.idNumber = values.idType === 'ic' ? 'form.icInvalid' : 'form.passportInvalid';
  }
  const account = values.bankAccountNumber.trim();
  if (account && !shape.bankAccountNumber.safeParse(account).success) errors.bankAccountNumber = 'form.bankAccountInvalid';
  if (account && !values.bankName) errors.bankName = 'form.bankRequired';
  return errors;
}

/** The body of a create: empty optional fields are none. Call only once the form is valid. */
export function ownerBody(values: OwnerFormValues): NewOwner {
  return {
    ...textBody(values, ['email', 'addressLine1', 'addressLine2', 'postcode', 'city', 'bankAccountNumber']),
    phone: toE164(values.phone, values.country) ?? values.phone.trim(),
    idNumber: normaliseIdNumber(values.idType, values.idNumber),
    state: (values.state || null) as MalaysianState | null,
    bankName: (values.bankName || null) as NewOwner['bankName'],
  };
}

/**
 * An edit sends every field with the version it was made on: the server writes only what changed, and a newer version is a 409.
 * Never the payout account: that changes through a bank-change request another admin approves.
 */
export function ownerPatchBody(values: OwnerFormValues, version: number): OwnerPatch {
  const { bankName: _bankName, bankAccountNumber: _bankAccountNumber, ...rest } = ownerBody(values);
  return { ...rest, version };
}

/** Create and edit; an email or phone another account holds (409) lands on its field. */
export const ownerForm = defineForm({
  namespace: 'owners',
  fields: OWNER_FIELDS,
  checked: { name: shape.name, addressLine1: shape.addressLine1, addressLine2: shape.addressLine2, postcode: shape.postcode, city: shape.city },
  rules: ownerRules,
  // The number is read in its country, and an id number by its type: a new choice re-judges them.
  clears: { country: ['phone'], idType: ['idNumber'] },
  conflictFields: ['email', 'phone'],
  empty: EMPTY_OWNER_FORM,
  fromRecord: ownerFormValues,
  toBody: ownerBody,
  toPatch: (values, owner: Owner) => ownerPatchBody(values, owner.version),
});

export const validateOwnerForm = ownerForm.validate;

const ic = (values: OwnerFormValues) => values.idType === 'ic';

/** The fields, grouped as the record page shows them. */
export const ownerFields = defineFields<OwnerFormValues>({
  namespace: 'owners',
  testIdPrefix: 'owner-form',
  schemas: shape,
  sections: [
    {
      title: 'detail.contact',
      fields: [
        { name: 'name', autocomplete: 'off' },
        { name: 'phone', kind: 'phone' },
        { name: 'email', kind: 'email', autocomplete: 'off', hint: 'fields.emailHint' },
        { name: 'preferredLanguage', kind: 'select', options: LANGUAGES, optionWords: (language) => LANGUAGE_NAMES[language as (typeof LANGUAGES)[number]] },
      ],
    },
    {
      title: 'detail.identity',
      fields: [
        { name: 'idType', kind: 'select', options: ID_TYPES, optionWords: 'idTypes.' },
        {
          name: 'idNumber',
          label: (values) => `idTypes.${values.idType}`,
          hint: (values) => (ic(values) ? 'fields.icHint' : 'fields.passportHint'),
          inputmode: (values) => (ic(values) ? 'numeric' : 'text'),
          autocapitalize: 'characters',
        },
      ],
    },
    {
      title: 'detail.address',
      fields: addressFields<OwnerFormValues>({ optional: true }),
    },
    {
      title: 'detail.bank',
      fields: bankFields<OwnerFormValues>(),
    },
  ],
});
