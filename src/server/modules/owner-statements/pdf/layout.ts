import PDFDocument from 'pdfkit';
import type { PdfLanguage, PdfWords } from '../pdf-words';
import { fonts } from './fonts';
import type { PdfCompany, PdfOwner } from './input';

/** Layout primitives both documents are drawn with: the page, the brand's colours, text at a place, the letterhead, the footers. */

export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = 40;
export const CONTENT_W = PAGE.width - 2 * MARGIN;
/** Where the body stops: the footer sits below. */
export const BODY_BOTTOM = PAGE.height - MARGIN - 18;
export const FOOTER_Y = PAGE.height - MARGIN - 8;
export const TEAL = '#073937';
export const GOLD = '#b39060';
export const BEIGE = '#f6f1e7';
export const GREY = '#555555';
export const RED = '#a61b1b';
export const RULE = '#d8d2c4';
export const SIZE = { small: 9, body: 10, name: 14, title: 16 };
export const CELL_PAD = 4;

export type Doc = PDFKit.PDFDocument;

export function newDocument(language: PdfLanguage, date: Date, title: string, company: PdfCompany): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: language,
    displayTitle: true,
    info: { Title: title, Author: company.name, Creator: company.name, Producer: 'PDFKit', CreationDate: date, ModDate: date },
  });
  const { regular, bold } = fonts();
  // A parsed font is not in pdfkit's typings, though pdfkit takes one (see fonts.ts).
  doc.registerFont('R', regular as Buffer);
  doc.registerFont('B', bold as Buffer);
  doc.font('R').fontSize(SIZE.body).fillColor('black');
  return doc;
}

export function finish(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Text at a fixed place, returning where it ends. */
export function put(doc: Doc, text: string, x: number, y: number, opts: { width: number; font?: 'R' | 'B'; size?: number; color?: string; align?: 'left' | 'right' | 'center' }): number {
  doc.font(opts.font ?? 'R').fontSize(opts.size ?? SIZE.body).fillColor(opts.color ?? 'black');
  const options = { width: opts.width, align: opts.align ?? 'left' } as const;
  const height = doc.heightOfString(text, options);
  doc.text(text, x, y, options);
  return y + height;
}

export function measure(doc: Doc, text: string, width: number, font: 'R' | 'B', size: number): number {
  doc.font(font).fontSize(size);
  return doc.heightOfString(text, { width });
}

export function rule(doc: Doc, y: number, color = RULE, x = MARGIN, width = CONTENT_W): void {
  doc.moveTo(x, y).lineTo(x + width, y).lineWidth(0.75).strokeColor(color).stroke();
}

/** The letterhead on the left, the document's title block on the right; returns the y below both. */
export function letterhead(doc: Doc, company: PdfCompany, words: PdfWords, right: { text: string; font?: 'R' | 'B'; size?: number; color?: string }[]): number {
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

export function ownerBlock(doc: Doc, owner: PdfOwner, words: PdfWords, x: number, y: number, width: number): number {
  let end = put(doc, words.statementFor, x, y, { width, size: SIZE.small, color: GREY });
  end = put(doc, owner.name, x, end, { width, font: 'B', size: SIZE.name });
  if (owner.romanisedName) end = put(doc, owner.romanisedName, x, end, { width });
  for (const line of owner.address ?? []) end = put(doc, line, x, end, { width, size: SIZE.small, color: GREY });
  return end;
}

/** Paints the footer ("page x of y") on every page once the page count is known. */
export function footers(doc: Doc, words: PdfWords, left: string): void {
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
