import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { createAdministrator } from '@shared/contracts/administrators';
import { problemKey } from '@app/kit/form/schema';
import { looksLikeEmail } from '@app/lib/forms';
import type { EmailAvailability } from './use-email-availability';

/** Numbers typed without a country code are read as Malaysian. */
export const DEFAULT_PHONE_COUNTRY = 'MY';

export interface AdminFormValues {
  name: string;
  email: string;
  phone: string;
  password: string;
}

export type AdminField = keyof AdminFormValues;

/** Translation keys (administrators namespace) per field. */
export type AdminFormErrors = Partial<Record<AdminField, string>>;

/** `+60123456789` for anything libphonenumber accepts as a valid number; `null` when invalid; `''` when empty. */
export function normalisePhone(raw: string): string | null {
  const value = raw.trim();
  if (!value) return '';
  const parsed = parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY);
  return parsed && parsed.isValid() ? parsed.number : null;
}

export function validateAdminForm(
  values: AdminFormValues,
  mode: 'create' | 'edit',
  availability: EmailAvailability = 'available',
): AdminFormErrors {
  const errors: AdminFormErrors = {};
  errors.name = problemKey('form.name', createAdministrator.shape.name, values.name);
  if (normalisePhone(values.phone) === null) errors.phone = 'form.phoneInvalid';
  if (mode === 'create') {
    if (!values.email.trim()) errors.email = 'form.emailRequired';
    else if (!looksLikeEmail(values.email) || availability === 'invalid') errors.email = 'form.emailInvalid';
    else if (availability === 'taken') errors.email = 'form.emailTaken';
    errors.password = problemKey('form.password', createAdministrator.shape.password, values.password);
  }
  return errors;
}
