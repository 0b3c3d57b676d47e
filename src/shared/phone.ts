import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** `+60123456789` shown as `+60 12 345 6789`; anything unparseable is shown as stored. */
export function formatPhone(e164: string | null | undefined): string {
  if (!e164) return '';
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
