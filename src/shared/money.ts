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

/** Sen as ringgit in the reader's language: `RM 1,234.50` (the narrow symbol, as Malaysians write it, in every language). */
export function formatMyr(sen: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'MYR', currencyDisplay: 'narrowSymbol' }).format(sen / 100);
}

/** A signed change: `+RM 50.00` for a top-up, `-RM 20.00` for a deduction. */
export function formatMyrChange(sen: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'MYR', currencyDisplay: 'narrowSymbol', signDisplay: 'exceptZero' }).format(sen / 100);
}

/** Sen as the plain ringgit a form field shows for editing: `1234.50`. */
export function senToRinggitInput(sen: number): string {
  return (sen / 100).toFixed(2);
}
