import { AsYouType, parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * Every phone number shown anywhere: `+60123456789` as `+60 12 345 6789`.
 * libphonenumber leaves a number it has no pattern for ungrouped (`+60 112345009`); those are grouped
 * as the number is typed instead (`+60 11 2345 009`), so every number on screen reads the same way.
 * Anything that is not a number is shown as stored.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const known = formatted.get(value);
  if (known !== undefined) return known;
  const result = formatUncached(value);
  // A list page formats the same numbers at each render; parsing one costs a slow phone milliseconds.
  if (formatted.size >= FORMATTED_MAX) formatted.clear();
  formatted.set(value, result);
  return result;
}

const FORMATTED_MAX = 500;
const formatted = new Map<string, string>();

function formatUncached(value: string): string {
  const compact = value.replace(/[\s\-().]/g, '');
  const parsed = parsePhoneNumberFromString(compact);
  if (!parsed) return value;
  const international = parsed.formatInternational();
  const national = international.slice(`+${parsed.countryCallingCode}`.length).trim();
  if (/\s/.test(national) || national.length <= 4) return international;
  const typed = new AsYouType().input(parsed.number);
  return /^\+\d+ \S+ /.test(typed) ? typed : international;
}
