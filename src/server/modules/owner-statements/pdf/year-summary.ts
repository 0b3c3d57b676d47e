import { pdfWords } from '../pdf-words';
import { dateFormat, instantDate, pdfMoney, plainSpaces, utcDate } from './format';
import { checkSen, parseInstant, STATEMENT_SECTIONS, StatementPdfInputError, sumSubtotals, type YearSummaryMonth, type YearSummaryPdf } from './input';
import { BEIGE, CELL_PAD, CONTENT_W, finish, footers, GREY, letterhead, MARGIN, measure, newDocument, ownerBlock, put, rule, SIZE, TEAL } from './layout';

/** The summary's columns of one month, signed sen; they add up to the payout. */
export interface YearRow {
  revenue: number;
  fees: number;
  expenses: number;
  installments: number;
  other: number;
  payout: number;
}

/** Fees are commission, management fee and cleaning; other is adjustments and the amounts carried from earlier months. */
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
