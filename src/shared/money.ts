/**
 * Money is MYR in integer sen (DESIGN.md §6). People type and read ringgit; these convert at the
 * edge so no float ever holds an amount that is stored or summed.
 */

/** `"1,234.5"` → 123450; `null` for anything that is not a non-negative amount with at most two decimals. */
export function parseRinggit(text: string): number | null {
  const plain = text.trim().replace(/^RM\s*/i, '').replace(/,/g, '');
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(plain);
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * One formatter per locale and style, made the first time it is asked for: building an
 * Intl.NumberFormat costs far more than formatting with one (a screen of money figures spent
 * ~77 ms of a slow phone's main thread making a new one per figure, issue 25).
 */
const formatters = new Map<string, Intl.NumberFormat>();
export function cachedNumberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

const MYR: Intl.NumberFormatOptions = { style: 'currency', currency: 'MYR', currencyDisplay: 'narrowSymbol' };
const MYR_CHANGE: Intl.NumberFormatOptions = { ...MYR, signDisplay: 'exceptZero' };
const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 2 };

/** Sen as ringgit in the reader's language: `RM 1,234.50` (the narrow symbol, as Malaysians write it, in every language). */
export function formatMyr(sen: number, locale: string): string {
  return cachedNumberFormat(locale, MYR).format(sen / 100);
}

/** A signed change: `+RM 50.00` for a top-up, `-RM 20.00` for a deduction. */
export function formatMyrChange(sen: number, locale: string): string {
  return cachedNumberFormat(locale, MYR_CHANGE).format(sen / 100);
}

/** Sen as the plain ringgit a form field shows for editing: `1234.50`. */
export function senToRinggitInput(sen: number): string {
  return (sen / 100).toFixed(2);
}

/**
 * Rates are integer basis points (DESIGN.md §6: 2000 = 20%). People type a percent with at most two
 * decimals, so every rate they can type is a whole number of basis points and none passes through a float.
 */

/** `"20"` → 2000, `"12.5%"` → 1250; `null` for anything that is not a percent from 0 to 100 with at most two decimals. */
export function parsePercentToBasisPoints(text: string): number | null {
  const plain = text.trim().replace(/\s*%$/, '');
  const match = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(plain);
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** Basis points as the plain percent a form field shows for editing: 1250 → `12.5`, 2000 → `20`. */
export function basisPointsToPercentInput(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const fraction = String(bp % 100).padStart(2, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** Basis points as a percent in the reader's language: 1250 → `12.5%`. */
export function formatBasisPoints(bp: number, locale: string): string {
  return cachedNumberFormat(locale, PERCENT).format(bp / 10_000);
}
