import { getCountries, getCountryCallingCode, getExampleNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';

/** Numbers are Malaysian unless the admin picks another country. */
export const DEFAULT_COUNTRY: CountryCode = 'MY';

export interface CountryOption {
  iso: CountryCode;
  name: string;
  /** Without the plus, e.g. `60`. */
  dialCode: string;
}

/** Where the company's people are: Malaysia and its neighbours open the picker, in this order. */
export const NEIGHBOUR_COUNTRIES: readonly CountryCode[] = ['MY', 'SG', 'BN', 'ID', 'TH', 'PH'];

/**
 * Every country libphonenumber knows (about 240), named in the reader's language: Malaysia and its
 * neighbours first, then the rest sorted by name.
 */
export function buildCountryList(language: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(language);
  return getCountries()
    .map((iso) => ({ iso, name: names?.of(iso) ?? iso, dialCode: getCountryCallingCode(iso) }))
    .sort((a, b) => rank(a.iso) - rank(b.iso) || collator.compare(a.name, b.name));
}

function rank(iso: CountryCode): number {
  const at = NEIGHBOUR_COUNTRIES.indexOf(iso);
  return at === -1 ? NEIGHBOUR_COUNTRIES.length : at;
}

/** Matches a country's name, ISO code or dial code (`60`, `+60`). */
export function filterCountries<C extends CountryOption>(list: C[], query: string): C[] {
  const q = query.trim().toLowerCase();
  if (!q) return list;
  const digits = q.replace(/^\+/, '');
  const isDial = /^\d+$/.test(digits);
  return list.filter((c) =>
    isDial ? c.dialCode.startsWith(digits) : c.name.toLowerCase().includes(q) || c.iso.toLowerCase() === q,
  );
}

export function isCountryCode(value: string | null | undefined): value is CountryCode {
  return !!value && (getCountries() as string[]).includes(value);
}

/**
 * The E.164 number (`+60123456789`) for what the admin typed in the chosen country's field, when
 * it is a real number there; `null` when it is not. A number typed with its own `+code` is read
 * as such and must still belong to the chosen country.
 */
export function toE164(input: string, country: CountryCode): string | null {
  const value = input.trim();
  if (!value) return null;
  const parsed = parsePhoneNumberFromString(value, country);
  if (!parsed || !parsed.isValid()) return null;
  if (parsed.country !== country && parsed.countryCallingCode !== getCountryCallingCode(country)) return null;
  return parsed.number;
}

/** A stored number split back into the picker's country and the national digits, for editing. */
export function splitE164(e164: string | null | undefined, fallback: CountryCode = DEFAULT_COUNTRY): { country: CountryCode; national: string } {
  const parsed = e164 ? parsePhoneNumberFromString(e164) : undefined;
  if (!parsed) return { country: fallback, national: '' };
  return { country: parsed.country ?? fallback, national: parsed.formatNational() };
}

/** A mobile number of the country as it is written there, as a hint: `012-345 6789` for Malaysia. */
export function nationalPlaceholder(country: CountryCode): string {
  return getExampleNumber(country, examples)?.formatNational() ?? '';
}

/**
 * A number typed in one box, as the server keeps it: `+60321234567` for a number libphonenumber accepts (read as
 * Malaysian without a country code), `''` when empty, null when it is no number.
 */
export function typedPhone(raw: string, country: CountryCode = DEFAULT_COUNTRY): string | null {
  const value = raw.trim();
  if (!value) return '';
  const parsed = parsePhoneNumberFromString(value, country);
  return parsed?.isValid() ? parsed.number : null;
}
