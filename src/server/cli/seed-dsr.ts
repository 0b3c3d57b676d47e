import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DsrPettyCashLine, DsrStatus } from '@shared/contracts/dsr';
import { addDays, toApiDate } from '@shared/dates';
import type { Db, Tx } from '../db/client';
import { auditLog, dsrReportPhotos, dsrReports, properties } from '../db/schema';
import { findAccountByEmail } from '../core/accounts/account-store';
import { saveFile } from '../core/files/storage';
import { dayFigures } from '../modules/dsr/figures';
import { encodePng } from './png';

/** The demo admins who write the reports (DSR) and check them (DSR Checking): never the same person. */
const SUBMITTER_EMAIL = 'weiming.finance@stayops.my';
const CHECKER_EMAIL = 'rajesh.checker@stayops.my';
const DAYS = 30;
const PETTY_CASH: readonly DsrPettyCashLine[][] = [
  [{ description: 'Detergent and bin bags', amountSen: 2_390 }],
  [{ description: 'Parking for the plumber', amountSen: 600 }, { description: 'Light bulbs (4)', amountSen: 1_880 }],
  [{ description: 'Drinking water for the lobby', amountSen: 1_250 }],
];
const SHORTFALLS = [
  { sen: 1_000, remark: 'RM 10 change given to a walk-in guest from the float' },
  { sen: -500, remark: 'Guest paid RM 5 more for a late check-out, receipt to follow' },
  { sen: 2_000, remark: 'Counted twice; RM 20 short, reported to the ops manager' },
];
const RETURN_REMARKS = ['Bank-in slip missing, please attach it', 'Petty cash receipt for the detergent is not attached', 'Cash counted does not match the bank-in slip'];

export interface DsrSeedReport {
  reports: number;
  photos: number;
}

/**
 * What the report of `offset` days ago is: the last two days wait for the checker (a few were sent back), the day
 * before that is still a draft here and there, and every older one was verified.
 */
function statusOf(propertyIndex: number, offset: number): DsrStatus {
  if (offset === 1) return propertyIndex % 4 === 3 ? 'draft' : 'submitted';
  if (offset === 2) return propertyIndex % 3 === 1 ? 'returned' : 'submitted';
  if (offset === 9 && propertyIndex % 5 === 2) return 'returned';
  return 'verified';
}

/** A bank-in slip: a pale paper with a bank's band, ruled lines and a stamp, different for every report. */
function bankInSlip(seed: number): Buffer {
  const hue = (seed * 53) % 200;
  return encodePng(360, 220, (x, y) => {
    if (y < 34) return [20 + (hue % 60), 60, 120 + (hue % 100)];
    if (x > 260 && x < 340 && y > 140 && y < 200 && (x - 300) ** 2 + (y - 170) ** 2 < 900) return [170, 40, 50];
    if (y > 50 && y < 190 && y % 24 < 2 && x > 20 && x < 330) return [120, 120, 120];
    return [248, 246 - (hue % 12), 238];
  });
}

/** The moment of a business date's evening (Kuala Lumpur), plus `hours`. */
/** `hours` after 21:30 of a day in Kuala Lumpur, never later than a minute ago (a report is not checked in the future). */
const evening = (date: string, hours = 0) => new Date(Math.min(Date.parse(`${date}T21:30:00+08:00`) + hours * 3_600_000, Date.now() - 60_000));

interface PlannedReport {
  date: string;
  status: DsrStatus;
  n: number;
}

/**
 * One property's missing reports, written together: the reports in one statement, their slips, their photo rows in one
 * statement, the verification in one, and their audit entries in one (in each report's order: create, submit, the
 * decision). A report already there (same property and date) is left as it is.
 */
async function seedProperty(tx: Tx, propertyId: string, planned: PlannedReport[], people: { submitter: string; checker: string }): Promise<DsrSeedReport> {
  const { submitter, checker } = people;
  const rows: (typeof dsrReports.$inferInsert)[] = [];
  for (const { date, status, n } of planned) {
    const figures = await dayFigures(tx, propertyId, date);
    const pettyCash = n % 3 === 0 ? PETTY_CASH[n % PETTY_CASH.length] : [];
    const pettyCashSen = pettyCash.reduce((sum, line) => sum + line.amountSen, 0);
    // A few days the cash did not match, always explained; otherwise counted = expected less what petty cash paid.
    const short = n % 11 === 4 ? SHORTFALLS[n % SHORTFALLS.length] : null;
    const countedCashSen = Math.max(0, figures.expectedCashSen - pettyCashSen - (short?.sen ?? 0));
    const varianceSen = figures.expectedCashSen - countedCashSen - pettyCashSen;
    const sent = status !== 'draft';
    const decided = status === 'verified' || status === 'returned';
    rows.push({
      propertyId,
      businessDate: date,
      // Written submitted at most: photos join before it is verified (the table keeps a verified report's as they are).
      status: status === 'verified' ? 'submitted' : status,
      figures,
      figuresAt: evening(date),
      countedCashSen,
      pettyCash,
      pettyCashSen,
      varianceRemark: varianceSen === 0 ? null : (short?.remark ?? 'Difference from the petty cash float'),
      notes: n % 7 === 0 ? 'Lift B out of service in the afternoon; guests used lift A' : null,
      createdBy: submitter,
      submittedBy: sent ? submitter : null,
      submittedAt: sent ? evening(date, 0.5) : null,
      checkedBy: status === 'returned' ? checker : null,
      checkedAt: status === 'returned' ? evening(date, 13) : null,
      checkRemark: status === 'returned' ? RETURN_REMARKS[n % RETURN_REMARKS.length] : null,
      createdAt: evening(date),
      updatedAt: evening(date, decided ? 13 : 0.5),
    });
  }
  if (!rows.length) return { reports: 0, photos: 0 };
  const made = await tx.insert(dsrReports).values(rows).onConflictDoNothing().returning({ id: dsrReports.id, date: dsrReports.businessDate });
  const idOf = new Map(made.map((r) => [r.date, r.id]));
  const written = planned.flatMap((plan) => {
    const id = idOf.get(plan.date);
    return id ? [{ ...plan, id }] : [];
  });
  // The slips repeat once the hue comes round again: each picture is drawn once.
  const slips = new Map<number, Buffer>();
  const photos: (typeof dsrReportPhotos.$inferInsert)[] = [];
  for (const { id, date, n } of written) {
    if (n % 3 === 1) continue;
    const hue = (n * 53) % 200;
    const content = slips.get(hue) ?? bankInSlip(n);
    slips.set(hue, content);
    const slip = await saveFile(tx, { accountId: null, kind: 'dsr_photo', mimeType: 'image/png', content, uploadedBy: submitter });
    photos.push({ reportId: id, kind: 'bank-in', fileId: slip.id, createdBy: submitter, createdAt: evening(date, 0.25) });
  }
  if (photos.length) await tx.insert(dsrReportPhotos).values(photos);
  // Verified at the checker's morning after: the evening the report was written, 13 hours on.
  const verified = written.filter((r) => r.status === 'verified').map((r) => r.id);
  if (verified.length) {
    await tx
      .update(dsrReports)
      .set({ status: 'verified', checkedBy: checker, checkedAt: sql`${dsrReports.createdAt} + interval '13 hours'`, version: 2 })
      .where(inArray(dsrReports.id, verified));
  }
  const audits: (typeof auditLog.$inferInsert)[] = written.flatMap(({ id, date, status }) => {
    const after = { status, businessDate: date, source: 'demo data' };
    const entry = (actorId: string, action: string, state: object) => ({ actorId, viaOutbox: false, action, entity: 'dsr.report', entityId: id, after: state });
    return [
      entry(submitter, 'dsr.create', { ...after, status: 'draft' }),
      ...(status !== 'draft' ? [entry(submitter, 'dsr.submit', { ...after, status: 'submitted' })] : []),
      ...(status === 'verified' || status === 'returned' ? [entry(checker, status === 'verified' ? 'dsr.verify' : 'dsr.return', after)] : []),
    ];
  });
  if (audits.length) await tx.insert(auditLog).values(audits);
  return { reports: written.length, photos: photos.length };
}

/**
 * A daily sales report for every property for each of the last 30 days (today is left for the staff to write): most
 * verified by the checker, the latest submitted or sent back, a few with a variance and its remark, a bank-in slip on
 * most. A report already there (same property and date) is left as it is, so running it twice adds nothing.
 */
export async function seedDemoDsr(db: Db): Promise<DsrSeedReport> {
  const report: DsrSeedReport = { reports: 0, photos: 0 };
  const submitter = await findAccountByEmail(db, SUBMITTER_EMAIL);
  const checker = await findAccountByEmail(db, CHECKER_EMAIL);
  if (!submitter || !checker) return report;
  const today = toApiDate(new Date());
  const all = await db.select({ id: properties.id }).from(properties).orderBy(asc(properties.name));
  let n = 0;
  for (const [index, property] of all.entries()) {
    const written = new Set(
      (await db.select({ date: dsrReports.businessDate }).from(dsrReports).where(eq(dsrReports.propertyId, property.id))).map((r) => r.date),
    );
    const planned: PlannedReport[] = [];
    for (let offset = DAYS; offset >= 1; offset--) {
      n++;
      const date = addDays(today, -offset);
      if (!written.has(date)) planned.push({ date, status: statusOf(index, offset), n });
    }
    const made = await db.transaction((tx) => seedProperty(tx, property.id, planned, { submitter: submitter.id, checker: checker.id }));
    report.reports += made.reports;
    report.photos += made.photos;
  }
  return report;
}
