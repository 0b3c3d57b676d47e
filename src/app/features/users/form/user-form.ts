import type { CountryCode } from 'libphonenumber-js';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from '@shared/contracts/files';
import { AGENT_TYPES, userProfileFields, type AgentType, type DocumentKind, type User, type UserRole } from '@shared/contracts/users';
import { DOCUMENT_KINDS } from '@shared/contracts/plain/users';
import { MALAYSIAN_BANKS } from '@shared/reference/banks';
import { reconcileIdentity } from '@shared/identity';
import { textValuesOf } from '@app/kit/form/define-form';
import { problemKey } from '@app/kit/form/schema';
import { matchFieldErrors } from '@app/kit/form/use-form';
import { looksLikeEmail } from '@app/lib/forms';
import { DEFAULT_COUNTRY, splitE164, toE164 } from '@app/kit/form/countries';

export const MAX_FILE_BYTES = MAX_UPLOAD_BYTES;
export const ACCEPTED_FILE_TYPES = UPLOAD_TYPES;
export const FILE_ACCEPT = ACCEPTED_FILE_TYPES.join(',');

export interface UserFormValues {
  name: string;
  email: string;
  role: UserRole;
  country: CountryCode;
  /** As typed, in the chosen country's format. */
  phone: string;
  url: string;
  agentType: AgentType | '';
  commissionRate: string;
  bankName: string;
  bankAccountNumber: string;
  /** Riders: a MyKad or passport number, as typed. */
  idNumber: string;
  /** Riders: `YYYY-MM-DD`, or empty (a MyKad gives it). */
  dateOfBirth: string;
}

export type TextField = keyof UserFormValues;
export type FormField = TextField | DocumentKind;
/** Translation keys (users namespace) or the server's own words, per field. */
export type FormErrors = Partial<Record<FormField, string>>;
export type FormFiles = Partial<Record<DocumentKind, File>>;

export const EMPTY_FORM: UserFormValues = {
  name: '', email: '', role: 'guest', country: DEFAULT_COUNTRY, phone: '', url: '', agentType: '', commissionRate: '', bankName: '', bankAccountNumber: '',
  idNumber: '', dateOfBirth: '',
};

export function formFromUser(user: User): UserFormValues {
  const { country, national } = splitE164(user.phone, (user.country as CountryCode | null) ?? DEFAULT_COUNTRY);
  // A list row (saved offline under the same id) holds the number masked and no date of birth: never typed back.
  const idNumber = user.idNumber && !user.idNumber.includes('•') ? user.idNumber : '';
  return { ...textValuesOf(EMPTY_FORM, user), country, phone: national, idNumber };
}

/** `undefined` when empty, `null` when not a rate from 0 to 100 with at most two decimals. */
export function parseCommission(raw: string): number | null | undefined {
  const value = raw.trim().replace(',', '.');
  if (!value) return undefined;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(value)) return null;
  const rate = Number(value);
  return rate >= 0 && rate <= 100 ? rate : null;
}

export function isHttpUrl(raw: string): boolean {
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Why a chosen file cannot be sent, before it is uploaded (the server checks its content too). */
export function fileProblem(file: Pick<File, 'size' | 'type'>): 'form.fileTooLarge' | 'form.fileType' | null {
  if (file.size > MAX_FILE_BYTES) return 'form.fileTooLarge';
  if (file.type && !(ACCEPTED_FILE_TYPES as readonly string[]).includes(file.type)) return 'form.fileType';
  return null;
}

export function validateUserForm(values: UserFormValues, files: FormFiles = {}): FormErrors {
  const errors: FormErrors = {};
  errors.name = problemKey('form.name', userProfileFields.shape.name, values.name);
  if (values.email.trim() && !looksLikeEmail(values.email)) errors.email = 'form.emailInvalid';
  if (!values.phone.trim()) errors.phone = 'form.phoneRequired';
  else if (!toE164(values.phone, values.country)) errors.phone = 'form.phoneInvalid';
  if (values.url.trim() && !isHttpUrl(values.url)) errors.url = 'form.urlInvalid';
  if (values.role === 'agent') {
    if (values.agentType && !(AGENT_TYPES as readonly string[]).includes(values.agentType)) errors.agentType = 'form.agentTypeInvalid';
    if (parseCommission(values.commissionRate) === null) errors.commissionRate = 'form.commissionInvalid';
    if (values.bankName && !(MALAYSIAN_BANKS as readonly string[]).includes(values.bankName)) errors.bankName = 'form.bankInvalid';
    if (values.bankAccountNumber.trim() && !userProfileFields.shape.bankAccountNumber.safeParse(values.bankAccountNumber).success) errors.bankAccountNumber = 'form.bankAccountInvalid';
  }
  if (values.role === 'rider') {
    const identity = reconcileIdentity({ idNumber: values.idNumber.trim() || null, dateOfBirth: values.dateOfBirth.trim() || null });
    if (!identity.ok) errors[identity.field] = `form.${identity.problem}`;
  }
  for (const kind of documentKindsFor(values.role)) {
    const file = files[kind];
    const problem = file ? fileProblem(file) : null;
    if (problem) errors[kind] = problem;
  }
  return errors;
}

/** Which documents the form offers: the driving licence only for riders. */
export function documentKindsFor(role: UserRole): DocumentKind[] {
  const kinds: DocumentKind[] = ['avatar', 'identity_front', 'identity_back'];
  if (role === 'rider') kinds.push('driving_licence');
  kinds.push('selfie', 'other');
  return kinds;
}

export function hasErrors(errors: FormErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The text parts the server reads, trimmed and normalised; agent-only parts only for agents. */
export function formParts(values: UserFormValues): Record<string, string> {
  const parts: Record<string, string> = {
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    phone: toE164(values.phone, values.country) ?? values.phone.trim(),
    country: values.country,
    role: values.role,
    url: values.url.trim(),
  };
  if (values.role === 'agent') {
    const rate = parseCommission(values.commissionRate);
    Object.assign(parts, {
      agentType: values.agentType,
      commissionRate: rate === undefined || rate === null ? '' : String(rate),
      bankName: values.bankName,
      bankAccountNumber: values.bankAccountNumber.trim(),
    });
  }
  if (values.role === 'rider') {
    // A MyKad goes as `YYMMDD-PB-###G`, so an unchanged one typed without dashes is not sent again.
    const identity = reconcileIdentity({ idNumber: values.idNumber.trim() || null });
    Object.assign(parts, {
      idNumber: identity.ok && identity.idNumber ? identity.idNumber : values.idNumber.trim(),
      dateOfBirth: values.dateOfBirth.trim(),
    });
  }
  return parts;
}

/**
 * The multipart body: for a registration every filled part; for an edit only what changed
 * (the server reads an empty part as "not given").
 */
export function buildFormData(values: UserFormValues, files: FormFiles, initial?: UserFormValues): { form: FormData; parts: Record<string, string> } {
  const parts = formParts(values);
  const before = initial ? formParts(initial) : null;
  const form = new FormData();
  const sent: Record<string, string> = {};
  for (const [name, value] of Object.entries(parts)) {
    if (!value || (before && before[name] === value)) continue;
    form.append(name, value);
    sent[name] = value;
  }
  // A file chosen under another role (a rider's licence, then the role changed) is not sent.
  for (const kind of documentKindsFor(values.role)) {
    const file = files[kind];
    if (file) {
      form.append(kind, file, file.name);
      sent[kind] = `${file.name}:${file.size}:${file.lastModified}`;
    }
  }
  return { form, parts: sent };
}

export const FORM_FIELDS: readonly FormField[] = [...(Object.keys(EMPTY_FORM) as TextField[]), ...DOCUMENT_KINDS];

/** A 400's `errors` read into the fields they name; an upload too large (`file`) lands on every chosen file. */
export function serverFieldErrors(errors: { field: string; message: string }[], files: FormFiles): FormErrors {
  const out = matchFieldErrors(errors, FORM_FIELDS);
  for (const { field, message } of errors) {
    if (field === 'file') for (const kind of DOCUMENT_KINDS) if (files[kind]) out[kind] = message;
  }
  return out;
}
