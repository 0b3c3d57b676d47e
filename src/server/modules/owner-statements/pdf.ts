import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatMyr } from '@shared/money';
import { pdfWords, type PdfLanguage, type PdfWords } from './pdf-words';

/**
 * The owner statement PDF (DESIGN.md §6 "Owner statements"; issue 28 "PDF", "Owner portal"): a month's statement and
 * the year's summary for tax, made on the server with pdfkit and Noto Sans SC embedded (a font with Latin, its accented
 * letters and the Chinese an owner's name is often written in), so every name is real, searchable text.
 *
 * Pure: the statements run gathers the frozen figures and hands them here; nothing is read from the database. The
 * renderer only checks that what it prints adds up — each section's lines to its subtotal, the subtotals to the net
 * payout — and refuses to print figures that do not reconcile.
 *
 * **The same input gives the same bytes.** An approved statement's PDF is stored once and served byte-identical, and
 * a render can be checked against the stored one: the document's dates are the input's (the approval time, or the
 * draft's generation time), pdfkit's file /ID is an MD5 of those document properties, font subset tags come from the
 * font's order in the document, images and text are compressed by deflate, which is deterministic, and nothing else
 * reads the clock or a random source.
 *
 * **Money** is printed as the app prints it (`formatMyr`): `RM 1,234.56`, right-aligned, and a negative amount with a
 * leading minus, `-RM 12.00`, not in brackets. Owners are not accountants: a minus reads the same in all three
 * languages and on a phone, survives copying into a spreadsheet or a search, and matches every money figure the
 * owner sees in the app; brackets are easy to miss at 9 pt and mean nothing to many readers.
 */

// ---------------------------------------------------------------------------------------------------------------
// Input

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

/** The sections of a statement, in the order printed. */
export type StatementSection = 'revenue' | 'commission' | 'fees' | 'cleaning' | 'expenses' | 'installments' | 'adjustments' | 'carried';
export const STATEMENT_SECTIONS: readonly StatementSection[] = ['revenue', 'commission', 'fees', 'cleaning', 'expenses', 'installments', 'adjustments', 'carried'];

/** What a statement line is; each kind belongs to one section (expenses and their markup share one). */
export type StatementLineKind =
  | 'stay'
  | 'commission'
  | 'management_fee'
  | 'cleaning'
  | 'expense'
  | 'expense_markup'
  | 'installment'
  | 'adjustment'
  | 'carried_forward';

export const SECTION_OF_KIND: Readonly<Record<StatementLineKind, StatementSection>> = {
  stay: 'revenue',
  commission: 'commission',
  management_fee: 'fees',
  cleaning: 'cleaning',
  expense: 'expenses',
  expense_markup: 'expenses',
  installment: 'installments',
  adjustment: 'adjustments',
  carried_forward: 'carried',
};

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

// ---------------------------------------------------------------------------------------------------------------
// Fonts: read once per process (10 MB each); pdfkit subsets them per document.

const require = createRequire(import.meta.url);
let fontCache: { regular: Buffer; bold: Buffer } | null = null;
function fonts(): { regular: Buffer; bold: Buffer } {
  fontCache ??= {
    regular: readFileSync(require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf')),
    bold: readFileSync(require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf')),
  };
  return fontCache;
}

// ---------------------------------------------------------------------------------------------------------------
// Formatting

const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Intl separates with no-break and thin spaces; the font has no glyph for some of them, and a plain space reads and
 * searches alike everywhere.
 */
function plainSpaces(text: string): string {
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
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(language: PdfLanguage, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}\u0000${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    dateFormats.set(key, format);
  }
  return format;
}

function utcDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

function monthTitle(month: string, language: PdfLanguage): string {
  return plainSpaces(dateFormat(language, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(utcDate(`${month}-01`)));
}

function instantDate(iso: string, language: PdfLanguage): string {
  return plainSpaces(dateFormat(language, { dateStyle: 'medium', timeZone: 'Asia/Kuala_Lumpur' }).format(new Date(iso)));
}

function dayDate(isoDate: string, language: PdfLanguage): string {
  return plainSpaces(dateFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(utcDate(isoDate)));
}

function stayDates(checkIn: string, checkOut: string, language: PdfLanguage): string {
  return plainSpaces(dateFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).formatRange(utcDate(checkIn), utcDate(checkOut)));
}

function parseInstant(iso: string, what: string): Date {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new StatementPdfInputError(`${what} is not a timestamp: ${iso}`);
  return date;
}

function sumSubtotals(subtotals: Readonly<Record<StatementSection, number>>): number {
  return STATEMENT_SECTIONS.reduce((sum, section) => sum + subtotals[section], 0);
}

function checkSen(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new StatementPdfInputError(`${what} is not whole sen: ${value}`);
}

function checkStatement(input: StatementPdf): Date {
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

// ---------------------------------------------------------------------------------------------------------------
// Layout

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const CONTENT_W = PAGE.width - 2 * MARGIN;
/** Where the body stops: the footer sits below. */
const BODY_BOTTOM = PAGE.height - MARGIN - 18;
const FOOTER_Y = PAGE.height - MARGIN - 8;
const TEAL = '#073937';
const GOLD = '#b39060';
const BEIGE = '#f6f1e7';
const GREY = '#555555';
const RED = '#a61b1b';
const RULE = '#d8d2c4';
const SIZE = { small: 9, body: 10, name: 14, title: 16 };
const CELL_PAD = 4;

type Doc = PDFKit.PDFDocument;

function newDocument(language: PdfLanguage, date: Date, title: string, company: PdfCompany): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: language,
    displayTitle: true,
    info: { Title: title, Author: company.name, Creator: company.name, Producer: 'PDFKit', CreationDate: date, ModDate: date },
  });
  const { regular, bold } = fonts();
  doc.registerFont('R', regular);
  doc.registerFont('B', bold);
  doc.font('R').fontSize(SIZE.body).fillColor('black');
  return doc;
}

function finish(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Text at a fixed place, returning where it ends. */
function put(doc: Doc, text: string, x: number, y: number, opts: { width: number; font?: 'R' | 'B'; size?: number; color?: string; align?: 'left' | 'right' | 'center' }): number {
  doc.font(opts.font ?? 'R').fontSize(opts.size ?? SIZE.body).fillColor(opts.color ?? 'black');
  const options = { width: opts.width, align: opts.align ?? 'left' } as const;
  const height = doc.heightOfString(text, options);
  doc.text(text, x, y, options);
  return y + height;
}

function measure(doc: Doc, text: string, width: number, font: 'R' | 'B', size: number): number {
  doc.font(font).fontSize(size);
  return doc.heightOfString(text, { width });
}

function rule(doc: Doc, y: number, color = RULE, x = MARGIN, width = CONTENT_W): void {
  doc.moveTo(x, y).lineTo(x + width, y).lineWidth(0.75).strokeColor(color).stroke();
}

/** The letterhead on the left, the document's title block on the right; returns the y below both. */
function letterhead(doc: Doc, company: PdfCompany, words: PdfWords, right: { text: string; font?: 'R' | 'B'; size?: number; color?: string }[]): number {
  let x = MARGIN;
  if (company.logo) {
    doc.image(company.logo, MARGIN, MARGIN, { fit: [48, 48] });
    x += 56;
  }
  const rightW = 250;
  const leftW = CONTENT_W - rightW - (x - MARGIN) - 12;
  let y = put(doc, company.name, x, MARGIN, { width: leftW, font: 'B', size: SIZE.name, color: TEAL });
  y = put(doc, `${words.ssm} ${company.ssmNumber}`, x, y + 2, { width: leftW, size: SIZE.small });
  y = put(doc, company.sstNumber ? `${words.sst} ${company.sstNumber}` : words.sstNone, x, y, { width: leftW, size: SIZE.small });
  for (const line of company.address) y = put(doc, line, x, y, { width: leftW, size: SIZE.small, color: GREY });
  let ry = MARGIN;
  for (const item of right) {
    ry = put(doc, item.text, MARGIN + CONTENT_W - rightW, ry, { width: rightW, align: 'right', font: item.font, size: item.size, color: item.color });
  }
  const bottom = Math.max(y, ry, company.logo ? MARGIN + 48 : 0) + 10;
  rule(doc, bottom, GOLD);
  return bottom + 12;
}

function ownerBlock(doc: Doc, owner: PdfOwner, words: PdfWords, x: number, y: number, width: number): number {
  let end = put(doc, words.statementFor, x, y, { width, size: SIZE.small, color: GREY });
  end = put(doc, owner.name, x, end, { width, font: 'B', size: SIZE.name });
  if (owner.romanisedName) end = put(doc, owner.romanisedName, x, end, { width });
  for (const line of owner.address ?? []) end = put(doc, line, x, end, { width, size: SIZE.small, color: GREY });
  return end;
}

/** Paints the footer ("page x of y") on every page once the page count is known. */
function footers(doc: Doc, words: PdfWords, left: string): void {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // Writing below the bottom margin would start a new page: lift it while the footer is written.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    rule(doc, FOOTER_Y - 5);
    const pageText = words.page(i + 1, range.count);
    put(doc, left, MARGIN, FOOTER_Y, { width: CONTENT_W - 150, size: SIZE.small, color: GREY });
    put(doc, pageText, MARGIN + CONTENT_W - 150, FOOTER_Y, { width: 150, size: SIZE.small, color: GREY, align: 'right' });
    doc.page.margins.bottom = bottom;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// A month's statement

/** The details table's columns: unit, stay or date, description (takes the rest), amount. */
const COLS = (() => {
  const unit = 56;
  const stay = 132;
  const amount = 96;
  const description = CONTENT_W - unit - stay - amount;
  return {
    unit: { x: MARGIN, w: unit },
    stay: { x: MARGIN + unit, w: stay },
    description: { x: MARGIN + unit + stay, w: description },
    amount: { x: MARGIN + unit + stay + description, w: amount },
  };
})();

function tableHeader(doc: Doc, words: PdfWords, y: number): number {
  const labels: [keyof typeof COLS, string][] = [
    ['unit', words.colUnit],
    ['stay', words.colStay],
    ['description', words.colDescription],
    ['amount', words.colAmount],
  ];
  const height = Math.max(...labels.map(([col, label]) => measure(doc, label, COLS[col].w - 2 * CELL_PAD, 'B', SIZE.small))) + 2 * CELL_PAD;
  doc.rect(MARGIN, y, CONTENT_W, height).fill(TEAL);
  for (const [col, label] of labels) {
    put(doc, label, COLS[col].x + CELL_PAD, y + CELL_PAD, { width: COLS[col].w - 2 * CELL_PAD, font: 'B', size: SIZE.small, color: 'white', align: col === 'amount' ? 'right' : 'left' });
  }
  return y + height;
}

interface Cells {
  unit: string;
  stay: string;
  description: string;
  amount: string;
}

function lineCells(line: StatementPdfLine, input: StatementPdf, words: PdfWords): Cells {
  let stay = '';
  if (line.stay) {
    stay = `${line.stay.code}\n${stayDates(line.stay.checkIn, line.stay.checkOut, input.language)}, ${words.nights(line.stay.nightsInMonth)}`;
  } else if (line.date) {
    stay = dayDate(line.date, input.language);
  }
  return { unit: line.unitNumber ?? '', stay, description: line.description, amount: pdfMoney(line.amountSen, input.language) };
}

function rowHeight(doc: Doc, cells: Cells, font: 'R' | 'B'): number {
  const heights = (Object.keys(COLS) as (keyof typeof COLS)[]).map((col) => (cells[col] ? measure(doc, cells[col], COLS[col].w - 2 * CELL_PAD, font, SIZE.body) : 0));
  return Math.max(...heights) + 2 * CELL_PAD;
}

function drawRow(doc: Doc, cells: Cells, y: number, font: 'R' | 'B', height: number): void {
  for (const col of Object.keys(COLS) as (keyof typeof COLS)[]) {
    if (!cells[col]) continue;
    put(doc, cells[col], COLS[col].x + CELL_PAD, y + CELL_PAD, { width: COLS[col].w - 2 * CELL_PAD, font, align: col === 'amount' ? 'right' : 'left' });
  }
  rule(doc, y + height);
}

/** A table that starts a new page, with its header repeated, when the next block does not fit. */
class Table {
  constructor(
    private readonly doc: Doc,
    private readonly words: PdfWords,
    public y: number,
  ) {}

  /** Makes room for `height` (plus `keepWith` for what must follow on the same page). */
  room(height: number, keepWith = 0): void {
    if (this.y + height + keepWith <= BODY_BOTTOM) return;
    this.doc.addPage();
    this.y = tableHeader(this.doc, this.words, MARGIN);
  }
}

function summaryBox(doc: Doc, input: StatementPdf, words: PdfWords, y: number): number {
  const x = MARGIN;
  const w = CONTENT_W;
  const rowH = 15;
  const labelW = w - 2 * 10 - 120;
  const titleH = 18;
  const payoutH = 24;
  let noteH = 0;
  const note = input.netPayoutSen < 0 ? words.carriedToNextMonth(pdfMoney(input.netPayoutSen, input.language)) : '';
  if (note) noteH = measure(doc, note, w - 20, 'R', SIZE.small) + 4;
  const height = 8 + titleH + STATEMENT_SECTIONS.length * rowH + 6 + payoutH + noteH + 6;
  doc.rect(x, y, w, height).fill(BEIGE);
  let cy = y + 8;
  put(doc, words.summary, x + 10, cy, { width: labelW, font: 'B', size: SIZE.body, color: TEAL });
  cy += titleH;
  for (const section of STATEMENT_SECTIONS) {
    put(doc, words.section[section], x + 10, cy, { width: labelW, size: SIZE.body });
    put(doc, pdfMoney(input.subtotalsSen[section], input.language), x + w - 10 - 120, cy, { width: 120, align: 'right' });
    cy += rowH;
  }
  rule(doc, cy + 2, GOLD, x + 10, w - 20);
  cy += 6;
  put(doc, words.netPayout, x + 10, cy, { width: labelW, font: 'B', size: 13, color: TEAL });
  put(doc, pdfMoney(input.netPayoutSen, input.language), x + w - 10 - 160, cy, { width: 160, font: 'B', size: 13, color: TEAL, align: 'right' });
  cy += payoutH;
  if (note) put(doc, note, x + 10, cy, { width: w - 20, size: SIZE.small, color: RED });
  return y + height;
}

function bankBlock(doc: Doc, bank: PdfBankAccount | null, words: PdfWords, x: number, y: number, width: number): number {
  let end = put(doc, words.paidTo, x, y, { width, size: SIZE.small, color: GREY, align: 'right' });
  if (!bank) return put(doc, words.noBank, x, end, { width, align: 'right' });
  end = put(doc, bank.bankName, x, end, { width, font: 'B', align: 'right' });
  end = put(doc, words.labelled(words.accountHolder, bank.accountHolder), x, end, { width, align: 'right' });
  return put(doc, words.labelled(words.accountNumber, maskAccountNumber(bank.accountNumber)), x, end, { width, align: 'right' });
}

/** The month's statement as an A4 PDF; the same input always gives the same bytes. */
export async function renderStatementPdf(input: StatementPdf): Promise<Buffer> {
  const date = checkStatement(input);
  const words = pdfWords(input.language);
  const month = monthTitle(input.month, input.language);
  const title = `${words.statementTitle} ${month}: ${input.owner.name}`;
  const doc = newDocument(input.language, date, title, input.company);

  const right: { text: string; font?: 'R' | 'B'; size?: number; color?: string }[] = [
    { text: words.statementTitle, font: 'B', size: SIZE.title, color: TEAL },
    { text: month, font: 'B', size: 12 },
    { text: words.revision(input.revision), size: SIZE.small },
  ];
  if (input.supersedes) right.push({ text: words.supersedes(input.supersedes.revision, input.supersedes.reason), size: SIZE.small });
  if (input.approved) right.push({ text: words.approvedOn(instantDate(input.approved.at, input.language), input.approved.byName), size: SIZE.small });
  else right.push({ text: words.draft, font: 'B', size: SIZE.small, color: RED });
  let y = letterhead(doc, input.company, words, right);

  const half = (CONTENT_W - 20) / 2;
  const ownerEnd = ownerBlock(doc, input.owner, words, MARGIN, y, half);
  const bankEnd = bankBlock(doc, input.bank, words, MARGIN + half + 20, y, half);
  y = Math.max(ownerEnd, bankEnd) + 12;
  y = summaryBox(doc, input, words, y) + 16;

  y = put(doc, words.details, MARGIN, y, { width: CONTENT_W, font: 'B', size: 12, color: TEAL }) + 4;
  const table = new Table(doc, words, y);
  table.room(60);
  table.y = tableHeader(doc, words, table.y);
  if (input.lines.length === 0) {
    table.y = put(doc, words.noLines, MARGIN + CELL_PAD, table.y + CELL_PAD, { width: CONTENT_W, color: GREY });
  }
  for (const section of STATEMENT_SECTIONS) {
    const lines = input.lines.filter((line) => SECTION_OF_KIND[line.kind] === section);
    if (lines.length === 0) continue;
    const cells = lines.map((line) => lineCells(line, input, words));
    const heights = cells.map((c) => rowHeight(doc, c, 'R'));
    const headingH = measure(doc, words.section[section], CONTENT_W - 2 * CELL_PAD, 'B', SIZE.body) + 2 * CELL_PAD;
    // A section's heading never ends a page alone: it goes with its first line.
    table.room(headingH, heights[0]);
    doc.rect(MARGIN, table.y, CONTENT_W, headingH).fill(BEIGE);
    put(doc, words.section[section], MARGIN + CELL_PAD, table.y + CELL_PAD, { width: CONTENT_W - 2 * CELL_PAD, font: 'B', color: TEAL });
    table.y += headingH;
    cells.forEach((c, i) => {
      table.room(heights[i]);
      drawRow(doc, c, table.y, 'R', heights[i]);
      table.y += heights[i];
    });
    const subtotal: Cells = { unit: '', stay: '', description: words.labelled(words.subtotal, words.section[section]), amount: pdfMoney(input.subtotalsSen[section], input.language) };
    const subH = rowHeight(doc, subtotal, 'B');
    table.room(subH);
    drawRow(doc, subtotal, table.y, 'B', subH);
    table.y += subH + 6;
  }
  const netRow: Cells = { unit: '', stay: '', description: words.netPayout, amount: pdfMoney(input.netPayoutSen, input.language) };
  const netH = rowHeight(doc, netRow, 'B');
  table.room(netH);
  rule(doc, table.y, TEAL);
  drawRow(doc, netRow, table.y, 'B', netH);

  footers(doc, words, `${input.company.name} | ${words.statementTitle} ${month} | ${words.revision(input.revision)}`);
  return finish(doc);
}

// ---------------------------------------------------------------------------------------------------------------
// The year's summary

/** The summary's columns of one month, signed sen; they add up to the payout. */
export interface YearRow {
  revenue: number;
  fees: number;
  expenses: number;
  installments: number;
  other: number;
  payout: number;
}

/** Fees are commission, management fee and cleaning; other is adjustments and the amount carried from the month before. */
export function yearRow(month: YearSummaryMonth): YearRow {
  const s = month.subtotalsSen;
  return {
    revenue: s.revenue,
    fees: s.commission + s.fees + s.cleaning,
    expenses: s.expenses,
    installments: s.installments,
    other: s.adjustments + s.carried,
    payout: month.netPayoutSen,
  };
}

const YEAR_FIELDS: readonly (keyof YearRow)[] = ['revenue', 'fees', 'expenses', 'installments', 'other', 'payout'];

/** The owner's 12 months in one A4 PDF for tax: one row per month and the year's totals; the same input gives the same bytes. */
export async function renderYearSummaryPdf(input: YearSummaryPdf): Promise<Buffer> {
  if (!Number.isInteger(input.year) || input.year < 2000 || input.year > 9999) throw new StatementPdfInputError(`year is out of range: ${input.year}`);
  const date = parseInstant(input.asOf, 'asOf');
  const monthKeys = Array.from({ length: 12 }, (_, i) => `${input.year}-${String(i + 1).padStart(2, '0')}`);
  for (const key of Object.keys(input.months)) {
    if (!monthKeys.includes(key)) throw new StatementPdfInputError(`month ${key} is not in ${input.year}`);
  }
  const rows = monthKeys.map((key) => {
    const month = input.months[key];
    if (!month) return { key, row: null };
    for (const section of STATEMENT_SECTIONS) checkSen(month.subtotalsSen[section], `${key} ${section}`);
    checkSen(month.netPayoutSen, `${key} net payout`);
    const total = sumSubtotals(month.subtotalsSen);
    if (total !== month.netPayoutSen) throw new StatementPdfInputError(`${key}: the subtotals sum to ${total} sen, the net payout says ${month.netPayoutSen}`);
    return { key, row: yearRow(month) };
  });
  const totals: YearRow = { revenue: 0, fees: 0, expenses: 0, installments: 0, other: 0, payout: 0 };
  for (const { row } of rows) if (row) for (const field of YEAR_FIELDS) totals[field] += row[field];

  const words = pdfWords(input.language);
  const title = `${words.yearSummaryTitle} ${input.year}: ${input.owner.name}`;
  const doc = newDocument(input.language, date, title, input.company);
  let y = letterhead(doc, input.company, words, [
    { text: words.yearSummaryTitle, font: 'B', size: SIZE.title, color: TEAL },
    { text: `${words.year} ${input.year}`, font: 'B', size: 12 },
    { text: words.asOf(instantDate(input.asOf, input.language)), size: SIZE.small },
  ]);
  y = ownerBlock(doc, input.owner, words, MARGIN, y, CONTENT_W) + 16;

  // Amounts up to RM 9,999,999.99 fit their column on one line at 9 pt (the totals' amounts are not bold for that).
  const monthW = 56;
  const colW = (CONTENT_W - monthW) / YEAR_FIELDS.length;
  const colX = (i: number) => MARGIN + monthW + i * colW;
  const headerH = Math.max(...YEAR_FIELDS.map((f) => measure(doc, words.yearCols[f], colW - 2 * CELL_PAD, 'B', SIZE.small)), measure(doc, words.yearCols.month, monthW - 2 * CELL_PAD, 'B', SIZE.small)) + 2 * CELL_PAD;
  doc.rect(MARGIN, y, CONTENT_W, headerH).fill(TEAL);
  put(doc, words.yearCols.month, MARGIN + CELL_PAD, y + CELL_PAD, { width: monthW - 2 * CELL_PAD, font: 'B', size: SIZE.small, color: 'white' });
  YEAR_FIELDS.forEach((field, i) => put(doc, words.yearCols[field], colX(i) + CELL_PAD, y + CELL_PAD, { width: colW - 2 * CELL_PAD, font: 'B', size: SIZE.small, color: 'white', align: 'right' }));
  y += headerH;

  const monthName = dateFormat(input.language, { month: 'long', timeZone: 'UTC' });
  const monthLabel = (key: string) => plainSpaces(monthName.format(utcDate(`${key}-01`)));
  const printRow = (label: string, row: YearRow | null, font: 'R' | 'B', fill?: string) => {
    const amounts = row ? YEAR_FIELDS.map((field) => pdfMoney(row[field], input.language)) : [];
    // A row grows rather than overlap when a label or a figure wraps.
    const rowH = Math.max(measure(doc, label, monthW - 2 * CELL_PAD, font, SIZE.small), ...amounts.map((a) => measure(doc, a, colW - CELL_PAD, 'R', SIZE.small))) + 8;
    if (fill) doc.rect(MARGIN, y + 1, CONTENT_W, rowH - 1).fill(fill);
    put(doc, label, MARGIN + CELL_PAD, y + 4, { width: monthW - 2 * CELL_PAD, font, size: SIZE.small, color: font === 'B' ? TEAL : 'black' });
    if (row) amounts.forEach((amount, i) => put(doc, amount, colX(i), y + 4, { width: colW - CELL_PAD, size: SIZE.small, align: 'right', color: font === 'B' ? TEAL : 'black' }));
    else put(doc, words.noStatement, colX(0), y + 4, { width: colW * YEAR_FIELDS.length - CELL_PAD, size: SIZE.small, color: GREY, align: 'right' });
    rule(doc, y + rowH);
    y += rowH;
  };
  for (const { key, row } of rows) printRow(monthLabel(key), row, 'R');
  rule(doc, y, TEAL);
  printRow(words.yearTotal, totals, 'B', BEIGE);
  y += 12;
  put(doc, words.yearNotes, MARGIN, y, { width: CONTENT_W, size: SIZE.small, color: GREY });

  footers(doc, words, `${input.company.name} | ${words.yearSummaryTitle} ${input.year}`);
  return finish(doc);
}
