import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { toApiDate } from '@shared/dates';
import { reconcileIdentity } from '@shared/identity';
import type { Db, Tx } from '../db/client';
import { auditLog, accounts, contactChangeSubmissions, riderAttendance } from '../db/schema';
import { findAccountByEmail, nextAccountNumber } from '../core/accounts/account-store';
import { saveFile } from '../core/files/storage';
import { writeAudit } from '../core/audit/audit-log';
import { DEMO_USERS, type DemoUser } from './demo-users';
import { generatedHolders } from './demo-holders';
import { demoIdentityCard } from './png';

const DAY = 86_400_000;
const MYT_OFFSET_MS = 8 * 3_600_000;

/** A Kuala Lumpur wall-clock time on `date` as an instant. */
function klTime(date: string, minutes: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000 - MYT_OFFSET_MS);
}

/** 90 days of clock-ins: mostly on time, some late, the odd absence, Sundays off. Deterministic per rider. */
async function seedAttendance(tx: Tx, accountId: string, seed: number, now: number): Promise<void> {
  const rows: (typeof riderAttendance.$inferInsert)[] = [];
  for (let back = 90; back >= 1; back--) {
    const date = toApiDate(new Date(now - back * DAY));
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) continue;
    const roll = (back * 31 + seed * 17) % 20;
    if (roll === 0) continue;
    const inMinutes = roll < 3 ? 9 * 60 + 5 + roll * 12 : 8 * 60 + 30 + (roll % 25);
    rows.push({ accountId, workDate: date, clockIn: klTime(date, inMinutes), clockOut: klTime(date, 18 * 60 + (roll % 40)) });
  }
  if (rows.length) await tx.insert(riderAttendance).values(rows).onConflictDoNothing();
}

/** A demo rider's identity as registration keeps it: the MyKad normalised, the date of birth taken from it. */
function demoIdentity(u: DemoUser): { idNumber: string | null; dateOfBirth: string | null } {
  const identity = reconcileIdentity({ idNumber: u.idNumber ?? null, dateOfBirth: u.dateOfBirth ?? null });
  if (!identity.ok) throw new Error(`Demo identity of ${u.email}: ${identity.problem}`);
  return { idNumber: identity.idNumber, dateOfBirth: identity.dateOfBirth };
}

/** The account row of a demo user; `accountNumber` is a value or the sequence's next one. */
function accountValues(u: DemoUser, now: number, accountNumber: string | SQL): PgInsertValue<typeof accounts> {
  return {
    accountNumber,
    kind: u.role === 'owner' ? 'owner' : 'user',
    role: u.role,
    name: u.name,
    email: u.email,
    phone: u.phone,
    country: u.country,
    approvalStatus: u.approvalStatus,
    approvalRemark: u.approvalRemark ?? null,
    banned: !!u.banned,
    banRemark: u.banned ?? null,
    isVip: !!u.vip,
    agentType: u.agentType ?? null,
    commissionRate: u.commissionRate ?? null,
    bankName: u.bankName ?? null,
    bankAccountNumber: u.bankAccountNumber ?? null,
    verificationStatus: u.verificationStatus ?? null,
    ...demoIdentity(u),
    lastLoginAt: u.lastLoginDaysAgo === undefined ? null : new Date(now - u.lastLoginDaysAgo * DAY),
    createdAt: new Date(now - u.createdDaysAgo * DAY),
  };
}

async function seedOne(tx: Tx, u: DemoUser, index: number, now: number): Promise<void> {
  const [row] = await tx
    .insert(accounts)
    .values(accountValues(u, now, await nextAccountNumber(tx)))
    .returning();
  if (u.role === 'rider') {
    for (const [kind, back] of [['identity_front', false], ['identity_back', true]] as const) {
      await saveFile(tx, { accountId: row.id, kind, mimeType: 'image/png', content: demoIdentityCard(index, back), uploadedBy: null });
    }
    await seedAttendance(tx, row.id, index, now);
  }
  if (u.contactChange) {
    await tx.insert(contactChangeSubmissions).values({ accountId: row.id, field: u.contactChange.field, newValue: u.contactChange.newValue });
  }
  await writeAudit(tx, { actorId: null, viaOutbox: false }, {
    action: 'user.register',
    entity: 'users.account',
    entityId: row.id,
    after: { accountNumber: row.accountNumber, role: row.role, source: 'demo data' },
  });
}

/**
 * The users made only to hold credit (demo-holders.ts), in one batch: plain accounts with nothing
 * attached, so one insert does what a call per user would take seconds for.
 */
async function seedGeneratedUsers(db: Db, now: number, report: { created: number; alreadyThere: number }): Promise<void> {
  const all = generatedHolders();
  for (const u of all) if (!isValidPhoneNumber(u.phone)) throw new Error(`Demo phone ${u.phone} is not a valid number`);
  await db.transaction(async (tx) => {
    const there = new Set((await tx.select({ email: accounts.email }).from(accounts).where(inArray(accounts.email, all.map((u) => u.email)))).map((a) => a.email));
    const missing = all.filter((u) => !there.has(u.email));
    report.alreadyThere += there.size;
    if (missing.length === 0) return;
    // The sequence per row, in list order, as the one-by-one path would number them.
    const rows = await tx
      .insert(accounts)
      .values(missing.map((u) => accountValues(u, now, sql`nextval('account_number_seq')::text`)))
      .returning({ id: accounts.id, accountNumber: accounts.accountNumber, role: accounts.role });
    await tx.insert(auditLog).values(
      rows.map((row) => ({ actorId: null, viaOutbox: false, action: 'user.register', entity: 'users.account', entityId: row.id, after: { accountNumber: row.accountNumber, role: row.role, source: 'demo data' } })),
    );
    report.created += rows.length;
  });
}

/** Adds the demo users (matched by email: what is there stays as it is). */
export async function seedDemoUsers(db: Db, now = Date.now()): Promise<{ created: number; alreadyThere: number }> {
  const report = { created: 0, alreadyThere: 0 };
  for (const [index, u] of DEMO_USERS.entries()) {
    if (!isValidPhoneNumber(u.phone)) throw new Error(`Demo phone ${u.phone} is not a valid number`);
    await db.transaction(async (tx) => {
      if (await findAccountByEmail(tx, u.email)) {
        report.alreadyThere++;
        return;
      }
      await seedOne(tx, u, index, now);
      report.created++;
    });
  }
  await seedGeneratedUsers(db, now, report);
  return report;
}
