import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  renderStatementPdf,
  renderYearSummaryPdf,
  SECTION_OF_KIND,
  STATEMENT_SECTIONS,
  StatementPdfInputError,
  type StatementPdf,
  type StatementPdfLine,
  type StatementSection,
  type YearSummaryMonth,
} from '@server/modules/owner-statements/pdf';
import type { PdfLanguage } from '@server/modules/owner-statements/pdf-words';

/**
 * The owner statement PDF (issue 28 "PDF", "Tests and figures"): read back with poppler (pdftotext, pdftoppm) as an
 * owner's viewer would, so the names, the letterhead and the payout are real text, the pages are numbered, and the
 * same statement always gives the same bytes.
 */

const dir = mkdtempSync(join(tmpdir(), 'owner-statement-pdf-'));

function tool(name: string, args: string[]): string {
  return execFileSync(name, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

beforeAll(() => {
  for (const name of ['pdftotext', 'pdftoppm', 'pdfinfo']) {
    try {
      execFileSync(name, ['-v'], { stdio: 'ignore' });
    } catch {
      throw new Error(`${name} is missing: install poppler-utils (apt-get install poppler-utils) to run the statement PDF tests`);
    }
  }
});

let fileNo = 0;
function save(pdf: Buffer): string {
  const path = join(dir, `statement-${++fileNo}.pdf`);
  writeFileSync(path, pdf);
  return path;
}

/** The PDF's text as pdftotext reads it, whitespace runs folded to one space. */
function text(pdf: Buffer, layout = false): string {
  return tool('pdftotext', ['-enc', 'UTF-8', ...(layout ? ['-layout'] : []), save(pdf), '-']).replace(/\s+/g, ' ');
}

function pageCount(pdf: Buffer): number {
  const match = /Pages:\s+(\d+)/.exec(tool('pdfinfo', [save(pdf)]));
  return Number(match?.[1]);
}

const COMPANY = {
  name: 'Seri Pantai Stays Sdn. Bhd.',
  ssmNumber: '202001012345 (1234567-A)',
  sstNumber: 'W10-1808-32000123',
  address: ['Level 8, Menara Seri Pantai', 'Jalan Tun Razak, 50400 Kuala Lumpur'],
};

/** A statement with `stays` stays (each with revenue, commission, fee and cleaning lines) and a few other lines. */
function statement(stays: number, language: PdfLanguage = 'en-US', overrides: Partial<StatementPdf> = {}): StatementPdf {
  const lines: StatementPdfLine[] = [];
  for (let i = 0; i < stays; i++) {
    const unitNumber = `A-${10 + (i % 7)}-0${1 + (i % 3)}`;
    const day = 1 + (i % 26);
    const checkIn = `2026-10-${String(day).padStart(2, '0')}`;
    const checkOut = `2026-10-${String(day + 3).padStart(2, '0')}`;
    const stay = { code: `SP${String(4100 + i)}`, checkIn, checkOut, nightsInMonth: 3 };
    const revenue = 45_000 + ((i * 7919) % 30_000);
    lines.push({ kind: 'stay', description: `Booking.com stay, guest ${i % 2 ? 'Tan Wei Jie' : 'Nurul Izzah'}`, unitNumber, stay, amountSen: revenue });
  }
  for (let i = 0; i < stays; i++) {
    lines.push({ kind: 'commission', description: 'Booking.com commission 15%', unitNumber: `A-${10 + (i % 7)}-0${1 + (i % 3)}`, stay: { code: `SP${4100 + i}`, checkIn: '2026-10-01', checkOut: '2026-10-04', nightsInMonth: 3 }, amountSen: -6_750 });
  }
  lines.push(
    { kind: 'management_fee', description: 'Management fee, 20% of RM 10,000.00 (net of commission) = RM 2,000.00', unitNumber: 'A-10-01', amountSen: -200_000 },
    { kind: 'management_fee', description: 'Management fee, 15% of RM 2,345.60 above RM 10,000.00 = RM 351.84', unitNumber: 'A-10-01', amountSen: -35_184 },
    { kind: 'cleaning', description: 'Cleaning after checkout, passed through to the cleaner', unitNumber: 'A-10-01', date: '2026-10-04', amountSen: -8_000 },
    {
      kind: 'expense',
      description:
        'Aircond service and gas top-up in the master bedroom and the living room, two units, parts and labour as quoted by Syarikat Penyaman Udara Jaya (invoice INV-2026-1043), receipt attached in the portal',
      unitNumber: 'A-10-01',
      date: '2026-10-12',
      amountSen: -38_000,
    },
    { kind: 'expense_markup', description: 'Expense markup 10%', unitNumber: 'A-10-01', date: '2026-10-12', amountSen: -3_800 },
    { kind: 'installment', description: 'Furnishing package, month 4 of 12', amountSen: -41_667 },
    { kind: 'adjustment', description: 'SP4003 checked out a night early (after the September statement was approved)', unitNumber: 'A-11-02', date: '2026-09-29', amountSen: -15_000 },
  );
  const subtotalsSen = Object.fromEntries(STATEMENT_SECTIONS.map((s) => [s, 0])) as Record<StatementSection, number>;
  for (const line of lines) subtotalsSen[SECTION_OF_KIND[line.kind]] += line.amountSen;
  const netPayoutSen = STATEMENT_SECTIONS.reduce((sum, s) => sum + subtotalsSen[s], 0);
  return {
    language,
    company: COMPANY,
    owner: { name: '林美玲', romanisedName: 'Lim Mei Ling', address: ['12, Jalan SS2/24', '47300 Petaling Jaya, Selangor'] },
    month: '2026-10',
    revision: 1,
    supersedes: null,
    approved: { at: '2026-11-03T02:15:00Z', byName: 'Aminah binti Yusof' },
    generatedAt: '2026-11-01T01:00:00Z',
    lines,
    subtotalsSen,
    netPayoutSen,
    bank: { bankName: 'Maybank', accountHolder: 'LIM MEI LING', accountNumber: '5140 1234 7890' },
    ...overrides,
  };
}

/** `RM 1,234.56` from sen, independent of the code under test. */
function rm(sen: number): string {
  const abs = Math.abs(sen);
  const ringgit = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sen < 0 ? '-' : ''}RM ${ringgit}.${String(abs % 100).padStart(2, '0')}`;
}

// Each case renders with two 10 MB fonts and runs poppler's tools: seconds on a busy machine, never a budget (the
// 60-line case below prints its own figure; the bench holds the budget).
const SLOW = { timeout: 60_000 };

describe('owner statement PDF', SLOW, () => {
  it('holds the owner’s Chinese name, the letterhead, the payout and the masked bank account as text', async () => {
    const input = statement(12);
    const words = text(await renderStatementPdf(input));
    expect(words).toContain('林美玲');
    expect(words).toContain('Lim Mei Ling');
    expect(words).toContain('Seri Pantai Stays Sdn. Bhd.');
    expect(words).toContain('202001012345 (1234567-A)');
    expect(words).toContain('W10-1808-32000123');
    expect(input.netPayoutSen).toBeGreaterThan(100_000);
    expect(words).toContain(`Net payout ${rm(input.netPayoutSen)}`);
    expect(words).toContain(rm(-35_184));
    expect(words).toContain('Maybank');
    expect(words).toContain('**** 7890');
    expect(words).not.toContain('5140');
    expect(words).toContain('Approved on Nov 3, 2026 by Aminah binti Yusof');
    // The long expense description is wrapped, not cut.
    expect(words).toContain('receipt attached in the portal');
  });

  it('speaks Malay when the owner reads ms-MY, and prints Malay and Tamil-origin names with their accents', async () => {
    const malay = text(await renderStatementPdf(statement(3, 'ms-MY', { owner: { name: 'Siti Nur Aishah binti Zulkiflī' } })));
    expect(malay).toContain('Bayaran bersih');
    expect(malay).toContain('Penyata pemilik');
    expect(malay).toContain('Oktober 2026');
    expect(malay).toContain('Siti Nur Aishah binti Zulkiflī');
    expect(malay).toContain('No. pendaftaran SSM 202001012345 (1234567-A)');
    const tamil = text(await renderStatementPdf(statement(3, 'en-US', { owner: { name: 'Muthusāmy a/l Rāmasāmy' } })));
    expect(tamil).toContain('Muthusāmy a/l Rāmasāmy');
    const chinese = text(await renderStatementPdf(statement(3, 'zh-CN')));
    expect(chinese).toContain('应付净额');
    expect(chinese).toContain('2026年10月');
  });

  it('renders page 1 to a sensible PNG', async () => {
    const pdf = save(await renderStatementPdf(statement(20)));
    const prefix = join(dir, 'page');
    tool('pdftoppm', ['-png', '-r', '100', '-f', '1', '-l', '1', '-singlefile', pdf, prefix]);
    const png = readFileSync(`${prefix}.png`);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // A4 at 100 dpi is 827 × 1170 pixels.
    expect(png.readUInt32BE(16)).toBe(827);
    expect(png.readUInt32BE(20)).toBe(1170);
    expect(png.length).toBeGreaterThan(30_000);

    // The company's logo goes on the letterhead, and keeps the bytes the same from one render to the next.
    const withLogo = statement(2, 'en-US', { company: { ...COMPANY, logo: png } });
    const logoPdf = await renderStatementPdf(withLogo);
    expect(logoPdf.equals(await renderStatementPdf(withLogo))).toBe(true);
    expect(tool('pdfimages', ['-list', save(logoPdf)]).trim().split('\n')).toHaveLength(3); // two header lines, one image
  });

  it('gives the same bytes for the same statement, and other bytes for another revision', async () => {
    const input = statement(30, 'zh-CN');
    const [a, b] = [await renderStatementPdf(input), await renderStatementPdf(statement(30, 'zh-CN'))];
    expect(a.equals(b)).toBe(true);
    const revised = await renderStatementPdf({ ...input, revision: 2, supersedes: { revision: 1, reason: '更正了 SP4003 的退房日期' }, approved: { at: '2026-11-20T03:00:00Z', byName: 'Aminah binti Yusof' } });
    expect(revised.equals(a)).toBe(false);
    expect(text(revised)).toContain('取代第 1 版：更正了 SP4003 的退房日期');
  });

  it('paginates a long statement with its table header on every page and "page x of y"', async () => {
    const input = statement(100);
    expect(input.lines.length).toBeGreaterThanOrEqual(200);
    const pdf = await renderStatementPdf(input);
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(4);
    const words = text(pdf);
    expect(words).toContain(`Page 1 of ${pages}`);
    expect(words).toContain(`Page ${pages} of ${pages}`);
    expect(words.match(/Stay \/ date/g)).toHaveLength(pages);
    expect(words).toContain('SP4199');
  });

  it('renders a 60-line statement in well under a second', async () => {
    const input = statement(27);
    expect(input.lines.length).toBeGreaterThanOrEqual(60);
    await renderStatementPdf(input); // the fonts are read once per process
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      size = (await renderStatementPdf(input)).length;
      times.push(performance.now() - start);
    }
    times.sort((x, y) => x - y);
    console.log(`60-line statement PDF: median ${times[2].toFixed(0)} ms, slowest ${times[4].toFixed(0)} ms, ${size} bytes`);
    expect(times[2]).toBeLessThan(3_000);
  });

  it('says a negative payout is carried to next month, and prints no bank line as paid', async () => {
    const input = statement(0, 'en-US', { bank: null });
    expect(input.netPayoutSen).toBeLessThan(0);
    const words = text(await renderStatementPdf(input));
    expect(words).toContain(`Net payout ${rm(input.netPayoutSen)}`);
    expect(words).toContain(`Nothing is paid this month: ${rm(input.netPayoutSen)} is carried to next month's statement.`);
    expect(words).toContain('No bank account on file');
  });

  it('marks a draft as one', async () => {
    const words = text(await renderStatementPdf(statement(2, 'en-US', { approved: null })));
    expect(words).toContain('DRAFT: not approved');
  });

  it('refuses figures that do not add up', async () => {
    const input = statement(2);
    await expect(renderStatementPdf({ ...input, subtotalsSen: { ...input.subtotalsSen, revenue: input.subtotalsSen.revenue + 1 } })).rejects.toThrow(StatementPdfInputError);
    await expect(renderStatementPdf({ ...input, netPayoutSen: input.netPayoutSen - 1 })).rejects.toThrow(/net payout/);
    await expect(renderStatementPdf({ ...input, month: '2026-13' })).rejects.toThrow(/YYYY-MM/);
  });
});

describe('year summary PDF', SLOW, () => {
  function month(revenue: number, payoutDelta = 0): YearSummaryMonth {
    const subtotalsSen = { revenue, commission: -Math.round(revenue * 0.15), fees: -Math.round(revenue * 0.2), cleaning: -8_000, expenses: -12_500, installments: -41_667, adjustments: payoutDelta, carried: 0 };
    return { revision: 1, subtotalsSen, netPayoutSen: STATEMENT_SECTIONS.reduce((sum, s) => sum + subtotalsSen[s], 0) };
  }
  const months: Record<string, YearSummaryMonth> = {};
  for (let m = 1; m <= 11; m++) months[`2026-${String(m).padStart(2, '0')}`] = month(800_000 + m * 12_345, m === 5 ? -15_000 : 0);
  const input = { language: 'en-US' as const, company: COMPANY, owner: { name: '林美玲', romanisedName: 'Lim Mei Ling' }, year: 2026, months, asOf: '2026-12-03T02:00:00Z' };

  it('lists the twelve months and the year’s totals, with the owner’s name, the same bytes each time', async () => {
    const pdf = await renderYearSummaryPdf(input);
    expect(pdf.equals(await renderYearSummaryPdf(input))).toBe(true);
    const words = text(pdf, true);
    expect(words).toContain('林美玲');
    expect(words).toContain('202001012345 (1234567-A)');
    expect(words).toContain('As of Dec 3, 2026');
    expect(words).toContain('January');
    expect(words).toContain('December No statement');
    const revenue = Object.values(months).reduce((sum, m) => sum + m.subtotalsSen.revenue, 0);
    const payout = Object.values(months).reduce((sum, m) => sum + m.netPayoutSen, 0);
    expect(words).toContain(`Year total ${rm(revenue)}`);
    expect(words).toContain(rm(payout));
    expect(pageCount(pdf)).toBe(1);
    // A large portfolio's year in the millions still fits one page, in Malay too.
    const big = Object.fromEntries(Object.entries(months).map(([key, m]) => [key, { ...m, subtotalsSen: { ...m.subtotalsSen, revenue: m.subtotalsSen.revenue + 12_000_000 }, netPayoutSen: m.netPayoutSen + 12_000_000 }]));
    const malayPdf = await renderYearSummaryPdf({ ...input, language: 'ms-MY', months: big });
    expect(pageCount(malayPdf)).toBe(1);
    const malay = text(malayPdf, true);
    expect(malay).toContain('Ringkasan tahunan pemilik');
    expect(malay).toContain('Januari');
    expect(malay).toContain('Jumlah');
    expect(malay).toContain(`${rm(revenue + 11 * 12_000_000)} -RM 34,531.71`);
  });

  it('refuses a month outside the year', async () => {
    await expect(renderYearSummaryPdf({ ...input, months: { ...months, '2025-12': month(1) } })).rejects.toThrow(/not in 2026/);
  });
});
