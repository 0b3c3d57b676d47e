import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';

/** Excel reads a file as UTF-8 only when it starts with this mark; without it, Chinese and Malay names turn to mojibake. */
export const UTF8_BOM = '\uFEFF';

/**
 * Cells a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) get a leading
 * apostrophe, as papaparse's `escapeFormulae: true` does — except a plain signed amount such as `-12.50`, which
 * is a number to every spreadsheet and cannot hold a formula; escaping it would turn every deduction into text.
 */
const FORMULA_START = /^(?!-\d+(\.\d+)?$)[=+\-@\t\r]/;

/** A CSV file that spreadsheets open safely: UTF-8 with a BOM, CRLF lines, every formula neutralised. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | null)[])[]): string {
  const csv = Papa.unparse(
    { fields: [...header], data: rows.map((row) => row.map((cell) => cell ?? '')) },
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
  return `${UTF8_BOM}${csv}\r\n`;
}

/** Sen to signed ringgit with two decimals, exactly (no floating point): -1234 → "-12.34". */
export function ringgit(sen: number): string {
  const abs = Math.abs(sen);
  return `${sen < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Sends a CSV file as a download named `name`, never cached and never sniffed as anything else. */
export function sendCsv(reply: FastifyReply, name: string, csv: string): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(name))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(csv);
}

/** `Content-Disposition` of a download named `name` (ASCII only: callers build it from dates and words). */
export function attachmentDisposition(name: string): string {
  return `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`;
}
