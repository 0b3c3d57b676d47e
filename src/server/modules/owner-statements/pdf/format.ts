import { formatMyr } from '@shared/money';
import type { PdfLanguage } from '../pdf-words';

/**
 * Money is printed as the app prints it (`formatMyr`): `RM 1,234.56`, right-aligned, and a negative amount with a
 * leading minus, `-RM 12.00`, not in brackets. Owners are not accountants: a minus reads the same in all three
 * languages and on a phone, survives copying into a spreadsheet or a search, and matches every money figure the
 * owner sees in the app; brackets are easy to miss at 9 pt and mean nothing to many readers.
 */

/**
 * Intl separates with no-break and thin spaces; the font has no glyph for some of them, and a plain space reads and
 * searches alike everywhere.
 */
export function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u2009\u202f]/g, ' ');
}

/** `RM 1,234.56` / `-RM 12.00`. */
export function pdfMoney(sen: number, language: PdfLanguage): string {
  return plainSpaces(formatMyr(sen, language));
}

/**
 * `**** 7890`: only the last four digits of an account number are printed. Asterisks, not bullets: the font's bullet
 * is a wide CJK one.
 */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/[^0-9A-Za-z]/g, '');
  return digits.length <= 4 ? '****' : `**** ${digits.slice(-4)}`;
}

/** One Intl.DateTimeFormat per language and style: making one costs far more than formatting with one. */
export const dateFormats = new Map<string, Intl.DateTimeFormat>();
export function dateFormat(language: PdfLanguage, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}\u0000${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    dateFormats.set(key, format);
  }
  return format;
}

export function utcDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

export function monthTitle(month: string, language: PdfLanguage): string {
  return plainSpaces(dateFormat(language, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(utcDate(`${month}-01`)));
}

export function instantDate(iso: string, language: PdfLanguage): string {
  return plainSpaces(dateFormat(language, { dateStyle: 'medium', timeZone: 'Asia/Kuala_Lumpur' }).format(new Date(iso)));
}

export function dayDate(isoDate: string, language: PdfLanguage): string {
  return plainSpaces(dateFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(utcDate(isoDate)));
}

export function stayDates(checkIn: string, checkOut: string, language: PdfLanguage): string {
  return plainSpaces(dateFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).formatRange(utcDate(checkIn), utcDate(checkOut)));
}
