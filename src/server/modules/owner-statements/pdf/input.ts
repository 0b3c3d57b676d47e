import type { StatementLineKind } from '@shared/contracts/plain/owner-statements';
import type { PdfLanguage } from '../pdf-words';
import { SECTION_OF_KIND, STATEMENT_SECTIONS, type StatementSection } from '../sections';

/**
 * What the statement PDFs print, and the checks made before anything is drawn: the renderer refuses figures that do
 * not reconcile (each section's lines to its subtotal, the subtotals to the net payout) — a programming error of the
 * caller, never something a client sends.
 */
/** The company that manages the units and pays the owner: its letterhead. */
export interface PdfCompany {
  name: string;
  /** Companies Commission of Malaysia registration, e.g. `202001012345 (1234567-A)`. */
  ssmNumber: string;
  /** Sales and Service Tax registration, or null when the company is not registered (then the PDF says so). */
  sstNumber: string | null;
  /** Address lines as printed. */
  address: readonly string[];
  /** A PNG (or JPEG) logo, printed at most 48 pt square in the top left corner. */
  logo?: Buffer | null;
}

/** The owner the statement is for. */
export interface PdfOwner {
  /** The name as the owner writes it: `林美玲`, `Siti Nur Aishah binti Zulkiflī`, `Muthusamy a/l Ramasamy`. */
  name: string;
  /** A romanised spelling printed under a name in another script, e.g. `Lim Mei Ling`. */
  romanisedName?: string | null;
  address?: readonly string[] | null;
}

/** The account the payout goes to. The number is printed masked except its last four digits. */
export interface PdfBankAccount {
  bankName: string;
  accountHolder: string;
  accountNumber: string;
}

/** A line is of one of the statement's own kinds, each of which belongs to one section (../sections.ts). */
export { SECTION_OF_KIND, STATEMENT_SECTIONS, type StatementLineKind, type StatementSection };

/** One line of the statement, as frozen on approval. */
export interface StatementPdfLine {
  kind: StatementLineKind;
  /** Already in the owner's language (the run words it): `Management fee 20% of RM 8,000.00`, `Aircond service`. Wrapped when long. */
  description: string;
  unitNumber?: string | null;
  /** The stay a revenue, commission, fee or cleaning line comes from: its code, its dates and its nights in this month. */
  stay?: { code: string; checkIn: string; checkOut: string; nightsInMonth: number } | null;
  /** A date for lines without a stay (an expense's date, an adjustment's), `YYYY-MM-DD`. */
  date?: string | null;
  /** Signed sen: positive to the owner (revenue), negative from the owner (commission, fees, expenses, installments). */
  amountSen: number;
}

/** One month's statement as printed. */
export interface StatementPdf {
  /** The words of the labels, in the owner's language. The lines' descriptions come already worded. */
  language: PdfLanguage;
  company: PdfCompany;
  owner: PdfOwner;
  /** `YYYY-MM`. */
  month: string;
  /** 1 for the first approved statement of the month; a revision has the next number. */
  revision: number;
  /** When this is a revision: the revision it replaces and what changed, in the owner's language. */
  supersedes?: { revision: number; reason: string } | null;
  /** Approval (code 47): when (ISO timestamp) and by whom; null for a draft, which is printed as one. */
  approved: { at: string; byName: string } | null;
  /** When the draft was generated (ISO timestamp); the document's date when not approved. */
  generatedAt: string;
  lines: readonly StatementPdfLine[];
  /** Each section's lines summed, signed sen. Every section is given, 0 when it has no lines. */
  subtotalsSen: Readonly<Record<StatementSection, number>>;
  /** The sum of the subtotals. Negative: nothing is paid, the amount is carried to next month. */
  netPayoutSen: number;
  /** Where the payout goes; null when the owner has no account on file. */
  bank: PdfBankAccount | null;
}

/** One month of the year summary: that month's latest approved statement, or null when the owner had none. */
export interface YearSummaryMonth {
  revision: number;
  subtotalsSen: Readonly<Record<StatementSection, number>>;
  netPayoutSen: number;
}

/** The owner's year for tax: 12 months in one PDF. */
export interface YearSummaryPdf {
  language: PdfLanguage;
  company: PdfCompany;
  owner: PdfOwner;
  year: number;
  /** Keyed by month `YYYY-MM` of `year`; a month left out had no approved statement. */
  months: Readonly<Record<string, YearSummaryMonth | undefined>>;
  /** The document's date (ISO timestamp): the latest approval among the months, so the same year gives the same bytes. */
  asOf: string;
}

/** Figures that do not add up, or an input the renderer cannot print. A programming error of the caller. */
export class StatementPdfInputError extends Error {
  override name = 'StatementPdfInputError';
}

export const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export function parseInstant(iso: string, what: string): Date {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new StatementPdfInputError(`${what} is not a timestamp: ${iso}`);
  return date;
}

export function sumSubtotals(subtotals: Readonly<Record<StatementSection, number>>): number {
  return STATEMENT_SECTIONS.reduce((sum, section) => sum + subtotals[section], 0);
}

export function checkSen(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new StatementPdfInputError(`${what} is not whole sen: ${value}`);
}

export function checkStatement(input: StatementPdf): Date {
  if (!MONTH_RE.test(input.month)) throw new StatementPdfInputError(`month is not YYYY-MM: ${input.month}`);
  if (!Number.isInteger(input.revision) || input.revision < 1) throw new StatementPdfInputError(`revision is not 1 or more: ${input.revision}`);
  const bySection = Object.fromEntries(STATEMENT_SECTIONS.map((s) => [s, 0])) as Record<StatementSection, number>;
  input.lines.forEach((line, i) => {
    checkSen(line.amountSen, `line ${i + 1}`);
    if (line.date != null && !DATE_RE.test(line.date)) throw new StatementPdfInputError(`line ${i + 1} date is not YYYY-MM-DD: ${line.date}`);
    if (line.stay && (!DATE_RE.test(line.stay.checkIn) || !DATE_RE.test(line.stay.checkOut))) {
      throw new StatementPdfInputError(`line ${i + 1} stay dates are not YYYY-MM-DD`);
    }
    bySection[SECTION_OF_KIND[line.kind]] += line.amountSen;
  });
  for (const section of STATEMENT_SECTIONS) {
    checkSen(input.subtotalsSen[section], `subtotal ${section}`);
    if (bySection[section] !== input.subtotalsSen[section]) {
      throw new StatementPdfInputError(`the ${section} lines sum to ${bySection[section]} sen, the subtotal says ${input.subtotalsSen[section]}`);
    }
  }
  checkSen(input.netPayoutSen, 'net payout');
  const total = sumSubtotals(input.subtotalsSen);
  if (total !== input.netPayoutSen) throw new StatementPdfInputError(`the subtotals sum to ${total} sen, the net payout says ${input.netPayoutSen}`);
  return input.approved ? parseInstant(input.approved.at, 'approved.at') : parseInstant(input.generatedAt, 'generatedAt');
}
