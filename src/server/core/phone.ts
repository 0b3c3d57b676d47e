import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** One spelling per number (E.164), so uniqueness checks and searches see it; the contract already checked it is valid. */
export function e164(phone: string): string;
export function e164(phone: string | null | undefined): string | null | undefined;
export function e164(phone: string | null | undefined): string | null | undefined {
  if (!phone) return phone;
  return parsePhoneNumberFromString(phone)?.number ?? phone;
}
