import { asc, eq, inArray } from 'drizzle-orm';
import type { ExpenseCategory } from '@shared/contracts/expenses';
import { addDays, toApiDate } from '@shared/dates';
import type { Db } from '../db/client';
import { accounts, auditLog, expensesTable, properties, units } from '../db/schema';
import { saveFile } from '../core/files/storage';
import { between, pickFrom, seededRandom } from './demo-random';
import { encodePng } from './png';

/** How many demo expenses, over the last DAYS days. */
const COUNT = 300;
const DAYS = 90;
/** The finance admin approves (Expenses, 32–35); the others record what they paid in the field. */
const APPROVER_EMAIL = 'weiming.finance@stayops.my';
const RECORDER_EMAILS = ['aisyah.ops@stayops.my', 'hafiz.field@stayops.my', 'sitihajar.frontdesk@stayops.my'];
/**
 * Fixed ids, the index in the last digits: a second run inserts nothing (ON CONFLICT DO NOTHING), whatever else the
 * database holds, and "demo expense 17" is the same record on every machine.
 */
const demoId = (index: number) => `e0e0e0e0-0000-4000-8000-${String(index).padStart(12, '0')}`;

type Where = 'unit' | 'property' | 'company';
interface Kind {
  category: ExpenseCategory;
  payees: readonly string[];
  /** Amount range in sen, and the SST rate in basis points (0: none charged). */
  minSen: number;
  maxSen: number;
  sstBp: number;
  where: readonly Where[];
  /** Charged to the unit's owner (only ever when it names a place). */
  billableShare: number;
  describe: (place: string, month: string) => string;
}

const KINDS: readonly Kind[] = [
  {
    category: 'utilities', payees: ['Tenaga Nasional Berhad (TNB)', 'Air Selangor (Syabas)', 'Indah Water Konsortium', 'Ranhill SAJ', 'PBAPP Penang Water'],
    minSen: 4_500, maxSen: 38_000, sstBp: 800, where: ['unit', 'unit', 'property'], billableShare: 0.7, describe: (p, m) => `Bill for ${m}, ${p}`,
  },
  {
    category: 'internet', payees: ['Unifi (TM)', 'Maxis Fibre', 'TIME dotCom', 'CelcomDigi Home Fibre'],
    minSen: 9_900, maxSen: 22_900, sstBp: 800, where: ['unit', 'property'], billableShare: 0.4, describe: (p, m) => `Fibre broadband ${m}, ${p}`,
  },
  {
    category: 'cleaning', payees: ['Kilat Bersih Cleaning Services', 'Sparkle Maid Sdn. Bhd.', 'CleanPro Hospitality', 'Puan Rosnah (freelance cleaner)'],
    minSen: 6_000, maxSen: 35_000, sstBp: 0, where: ['unit', 'unit', 'property'], billableShare: 0.2, describe: (p) => `Deep clean after checkout, ${p}`,
  },
  {
    category: 'laundry', payees: ['Dobi Wangi Laundry', 'Laundry Bar KL', 'Cuci Express Laundromat', 'Linen Pro Services'],
    minSen: 3_500, maxSen: 28_000, sstBp: 0, where: ['property', 'unit'], billableShare: 0, describe: (p) => `Linen and towels, ${p}`,
  },
  {
    category: 'repairs', payees: ['Ah Seng Plumbing & Renovation', 'Daikin Service Centre', 'Kedai Elektrik Muthu', 'Lock & Key Jalan Pasar', 'Bina Jaya Contractor'],
    minSen: 8_000, maxSen: 180_000, sstBp: 800, where: ['unit'], billableShare: 0.85, describe: (p) => `Repair work, ${p}`,
  },
  {
    category: 'supplies', payees: ['MR DIY', '99 Speedmart', 'Lotus\'s', 'NSK Trade City', 'Eco-Shop', 'Giant Hypermarket'],
    minSen: 1_500, maxSen: 45_000, sstBp: 0, where: ['property', 'unit', 'company'], billableShare: 0.1, describe: (p) => `Toiletries, coffee and cleaning supplies, ${p}`,
  },
  {
    category: 'furnishing', payees: ['IKEA Damansara', 'Harvey Norman', 'Courts Malaysia', 'Fella Design', 'SenQ Electrical'],
    minSen: 15_000, maxSen: 450_000, sstBp: 0, where: ['unit'], billableShare: 0.9, describe: (p) => `New furniture and fittings, ${p}`,
  },
  {
    category: 'commission', payees: ['Airbnb', 'Booking.com', 'Agoda', 'Traveloka'],
    minSen: 20_000, maxSen: 320_000, sstBp: 800, where: ['company', 'property'], billableShare: 0, describe: (_p, m) => `Channel commission, ${m}`,
  },
  {
    category: 'marketing', payees: ['Meta Platforms (Facebook Ads)', 'Google Ads', 'PhotoPro Studio KL', 'Xiaohongshu promotion'],
    minSen: 10_000, maxSen: 150_000, sstBp: 800, where: ['company', 'property'], billableShare: 0, describe: (p) => `Listing photos and ads, ${p}`,
  },
  {
    category: 'other', payees: ['DBKL assessment', 'Pos Malaysia', 'Grab for Business', 'Majlis Bandaraya Pulau Pinang'],
    minSen: 1_000, maxSen: 90_000, sstBp: 0, where: ['company', 'property'], billableShare: 0, describe: (p) => `Sundry, ${p}`,
  },
];
/** How often each kind comes up: bills and cleaning every month, furniture now and then. */
const WEIGHTS = [14, 7, 16, 12, 12, 12, 4, 8, 6, 5];
const VOID_REASONS = [
  'Entered twice: the same TNB bill is recorded on the 3rd',
  'Wrong unit: re-recorded on the right one',
  'Supplier refunded the full amount',
  'Paid by the owner directly, not by us',
  'Amount typed wrongly: recorded again with the receipt',
];

function pickKind(random: () => number): Kind {
  let roll = random() * WEIGHTS.reduce((a, b) => a + b, 0);
  for (let i = 0; i < KINDS.length; i++) {
    roll -= WEIGHTS[i];
    if (roll < 0) return KINDS[i];
  }
  return KINDS[0];
}

/** A receipt-shaped picture (paper, a header band, lines of print and a total), distinct per seed; a few kilobytes. */
function demoReceipt(seed: number): Buffer {
  const ink = [[30, 30, 30], [20, 40, 110], [110, 30, 30]][seed % 3] as [number, number, number];
  return encodePng(120, 200, (x, y) => {
    if (y > 12 && y < 30 && x > 15 && x < 105) return ink;
    if (y > 40 && y < 160 && y % 12 < 3 && x > 12 && x < 108 - ((y * (seed + 3)) % 40)) return [90, 90, 90];
    if (y > 170 && y < 180 && x > 60 && x < 108) return ink;
    return [252, 250, 243 - (seed % 10)];
  });
}

export interface ExpenseSeedReport {
  created: number;
}

/**
 * About 300 expenses over the last three months (issue 27), on the demo portfolio: most approved by the finance
 * admin, some still recorded (waiting in the approvals inbox), a few void with their reason, most with a receipt.
 * Run after the demo admins and portfolio; a second run adds nothing. Every expense gets the audit entries its
 * calls would have written, in one statement.
 */
export async function seedDemoExpenses(db: Db, options: { now?: Date } = {}): Promise<ExpenseSeedReport> {
  const now = options.now ?? new Date();
  const admins = await db.select({ id: accounts.id, email: accounts.email }).from(accounts).where(inArray(accounts.email, [APPROVER_EMAIL, ...RECORDER_EMAILS]));
  const approver = admins.find((a) => a.email === APPROVER_EMAIL)?.id;
  const recorders = RECORDER_EMAILS.map((email) => admins.find((a) => a.email === email)?.id).filter((id): id is string => Boolean(id));
  const places = await db.select({ id: properties.id, name: properties.name }).from(properties).orderBy(asc(properties.name));
  if (!approver || !recorders.length || !places.length) return { created: 0 };
  const unitRows = await db
    .select({ id: units.id, propertyId: units.propertyId, unitNumber: units.unitNumber })
    .from(units)
    .where(eq(units.status, 'active'))
    .orderBy(asc(units.propertyId), asc(units.unitNumber))
    .limit(600);
  const propertyName = new Map(places.map((p) => [p.id, p.name]));

  return db.transaction(async (tx) => {
    const already = await tx.select({ id: expensesTable.id }).from(expensesTable).where(eq(expensesTable.id, demoId(0)));
    if (already.length) return { created: 0 };
    // Six receipt pictures, stored once and shared: keeps the seed fast and the database small.
    const receipts: string[] = [];
    for (let i = 0; i < 6; i++) {
      receipts.push((await saveFile(tx, { accountId: null, kind: 'expense_receipt', mimeType: 'image/png', content: demoReceipt(i), uploadedBy: recorders[i % recorders.length] })).id);
    }
    const random = seededRandom(27);
    const today = toApiDate(now);
    const rows: (typeof expensesTable.$inferInsert)[] = [];
    const audits: (typeof auditLog.$inferInsert)[] = [];
    for (let i = 0; i < COUNT; i++) {
      const kind = pickKind(random);
      const where = pickFrom(random, kind.where);
      const unit = where === 'unit' && unitRows.length ? pickFrom(random, unitRows) : null;
      const propertyId = unit?.propertyId ?? (where === 'company' ? null : pickFrom(random, places).id);
      const placeName = unit ? `${propertyName.get(unit.propertyId) ?? ''} ${unit.unitNumber}` : propertyId ? (propertyName.get(propertyId) ?? '') : 'head office';
      const daysAgo = between(random, 0, DAYS - 1);
      const expenseDate = addDays(today, -daysAgo);
      const amountSen = Math.round(between(random, kind.minSen, kind.maxSen) / 10) * 10;
      const sstSen = kind.sstBp && random() < 0.8 ? Math.round((amountSen * kind.sstBp) / 10_000) : 0;
      const recordedBy = i % 29 === 5 ? approver : pickFrom(random, recorders);
      // Office hours of its day, never later than a minute ago: seeded after midnight in Kuala Lumpur, today's hours
      // are still to come, and an expense recorded in the future sat above everything the inbox had newly received.
      const createdAt = new Date(Math.min(Date.parse(`${expenseDate}T10:00:00+08:00`) + between(random, 0, 8 * 60) * 60_000, now.getTime() - 60_000));
      // Fresh ones wait for approval; older ones were approved within a couple of days, a few voided.
      const roll = random();
      const status = daysAgo < 6 || recordedBy === approver || roll < 0.06 ? 'recorded' : roll < 0.1 ? 'void' : 'approved';
      const decidedAt = new Date(Math.min(createdAt.getTime() + between(random, 2, 50) * 3_600_000, now.getTime()));
      const approvedBefore = status === 'void' && random() < 0.5;
      const row: typeof expensesTable.$inferInsert = {
        id: demoId(i),
        expenseDate,
        category: kind.category,
        propertyId,
        unitId: unit?.id ?? null,
        payee: pickFrom(random, kind.payees),
        description: random() < 0.85 ? kind.describe(placeName, expenseDate.slice(0, 7)) : null,
        amountSen,
        sstSen,
        billable: propertyId !== null && random() < kind.billableShare,
        status,
        receiptFileId: random() < 0.75 ? pickFrom(random, receipts) : null,
        recordedBy,
        ...(status === 'approved' || approvedBefore ? { approvedBy: approver, approvedAt: decidedAt } : {}),
        ...(status === 'void'
          ? { voidedBy: approver, voidedAt: new Date(Math.min(decidedAt.getTime() + 86_400_000, now.getTime())), voidReason: pickFrom(random, VOID_REASONS) }
          : {}),
        version: status === 'recorded' ? 1 : approvedBefore ? 3 : 2,
        createdAt,
        updatedAt: status === 'recorded' ? createdAt : decidedAt,
      };
      rows.push(row);
      const entity = { entity: 'expenses.expense', entityId: row.id, viaOutbox: false };
      audits.push({ ...entity, at: createdAt, actorId: recordedBy, action: 'expenses.create', after: { status: 'recorded', amountSen, sstSen, source: 'demo data' } });
      if (row.approvedAt) audits.push({ ...entity, at: row.approvedAt, actorId: approver, action: 'expenses.approve', before: { status: 'recorded' }, after: { status: 'approved' } });
      if (row.voidedAt) {
        audits.push({
          ...entity, at: row.voidedAt, actorId: approver, action: 'expenses.void',
          before: { status: approvedBefore ? 'approved' : 'recorded' }, after: { status: 'void', voidReason: row.voidReason },
        });
      }
    }
    const made = await tx.insert(expensesTable).values(rows).onConflictDoNothing().returning({ id: expensesTable.id });
    const madeIds = new Set(made.map((m) => m.id));
    const audited = audits.filter((a) => a.entityId && madeIds.has(a.entityId));
    if (audited.length) await tx.insert(auditLog).values(audited);
    return { created: made.length };
  });
}
