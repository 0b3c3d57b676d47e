import { pdfWords, type PdfWords } from '../pdf-words';
import { dayDate, instantDate, maskAccountNumber, monthTitle, pdfMoney, stayDates } from './format';
import { checkStatement, SECTION_OF_KIND, STATEMENT_SECTIONS, type PdfBankAccount, type StatementPdf, type StatementPdfLine } from './input';
import { BEIGE, BODY_BOTTOM, CELL_PAD, CONTENT_W, finish, footers, GOLD, GREY, letterhead, MARGIN, measure, newDocument, ownerBlock, put, RED, rule, SIZE, TEAL, type Doc } from './layout';


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
