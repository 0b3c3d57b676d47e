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
 * The parts: `input` (what is printed, and the checks), `format` (money, dates), `fonts` (parsed once per process),
 * `layout` (primitives), and one file per document (`statement`, `year-summary`).
 */
export * from './input';
export { maskAccountNumber, pdfMoney } from './format';
export { renderStatementPdf } from './statement';
export { renderYearSummaryPdf, yearRow, type YearRow } from './year-summary';
