import { createHash, randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { accounts, auditLog, contactChangeSubmissions, files, riderAttendance, sessions, settings } from '@server/db/schema';
import { nextAccountNumber } from '@server/core/accounts/account-store';
import { saveFile } from '@server/core/files/storage';
import { forgetGlobalSettings, type GlobalSettingKey } from '@server/core/global-settings';
import type { AgentType, ApprovalStatus, UserRole, VerificationStatus } from '@shared/contracts/users';

export type { ContactChangeList, ContactChangeSubmission, AttendanceReport, User, UserList } from '@shared/contracts/users';

const DAY_MS = 86_400_000;
export const daysAgo = (days: number, from = Date.now()) => new Date(from - days * DAY_MS);

export interface UserSeed {
  role?: UserRole;
  name?: string;
  email?: string | null;
  phone?: string | null;
  country?: string | null;
  approvalStatus?: ApprovalStatus;
  verificationStatus?: VerificationStatus | null;
  banned?: boolean;
  isVip?: boolean;
  agentType?: AgentType | null;
  commissionRate?: number | null;
  createdAt?: Date;
  lastLoginAt?: Date | null;
  deletedAt?: Date | null;
}

export interface SeededUser {
  id: string;
  accountNumber: string;
}

let seq = 0;
/** A unique tag to scope list assertions to one test's rows. */
export function tag(label = 'u'): string {
  seq += 1;
  return `${label}${seq}x${randomBytes(3).toString('hex')}`;
}

/** A valid Malaysian mobile number in E.164, different on every call. */
export function uniquePhone(): string {
  seq += 1;
  return `+6012${String(1_000_000 + seq)}`;
}

/** Platform users straight into the database, as the demo seed would: fast fixtures. Riders default to verification pending. */
export async function insertUsers(db: Db, seeds: UserSeed[]): Promise<SeededUser[]> {
  const out: SeededUser[] = [];
  for (const s of seeds) {
    const role = s.role ?? 'guest';
    const [row] = await db
      .insert(accounts)
      .values({
        accountNumber: await nextAccountNumber(db),
        kind: role === 'owner' ? 'owner' : 'user',
        role,
        name: s.name ?? `Seeded ${role} ${tag()}`,
        email: s.email === undefined ? null : s.email,
        phone: s.phone ?? null,
        country: s.country === undefined ? 'MY' : s.country,
        approvalStatus: s.approvalStatus ?? 'approved',
        verificationStatus: s.verificationStatus !== undefined ? s.verificationStatus : role === 'rider' ? 'pending' : null,
        banned: s.banned ?? false,
        isVip: s.isVip ?? false,
        agentType: s.agentType ?? (role === 'agent' ? 'freelance' : null),
        commissionRate: s.commissionRate ?? null,
        lastLoginAt: s.lastLoginAt ?? null,
        deletedAt: s.deletedAt ?? null,
        ...(s.createdAt ? { createdAt: s.createdAt } : {}),
      })
      .returning({ id: accounts.id, accountNumber: accounts.accountNumber });
    out.push(row);
  }
  return out;
}

export async function insertUser(db: Db, seed: UserSeed = {}): Promise<SeededUser> {
  return (await insertUsers(db, [seed]))[0];
}

/** A live session row for an account, as a sign-in would leave it; returns its token hash. */
export async function insertSession(db: Db, accountId: string): Promise<string> {
  const tokenHash = createHash('sha256').update(randomBytes(16)).digest('hex');
  await db.insert(sessions).values({ tokenHash, accountId, expiresAt: new Date(Date.now() + 7 * DAY_MS) });
  return tokenHash;
}

export async function sessionRow(db: Db, tokenHash: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
  return row;
}

/** One clock-in (and clock-out) on a Kuala Lumpur date, times given as local HH:MM. */
export async function insertAttendance(db: Db, accountId: string, days: { date: string; in: string; out?: string }[]): Promise<void> {
  for (const d of days) {
    await db.insert(riderAttendance).values({
      accountId,
      workDate: d.date,
      clockIn: new Date(`${d.date}T${d.in}:00+08:00`),
      clockOut: d.out ? new Date(`${d.date}T${d.out}:00+08:00`) : null,
    });
  }
}

export async function insertContactChange(
  db: Db,
  accountId: string,
  field: 'email' | 'phone',
  newValue: string,
  extra: { status?: ApprovalStatus; createdAt?: Date } = {},
): Promise<string> {
  const [row] = await db
    .insert(contactChangeSubmissions)
    .values({ accountId, field, newValue, status: extra.status ?? 'pending', ...(extra.createdAt ? { createdAt: extra.createdAt } : {}) })
    .returning({ id: contactChangeSubmissions.id });
  return row.id;
}

export async function insertFile(db: Db, accountId: string, kind = 'identity_front', content: Buffer = JPEG): Promise<string> {
  return (await saveFile(db, { accountId, kind, mimeType: 'image/jpeg', content, uploadedBy: null })).id;
}

export async function fileRow(db: Db, id: string) {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

export async function setSetting(db: Db, key: GlobalSettingKey, value: unknown): Promise<void> {
  await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  forgetGlobalSettings(db);
}

export async function clearSetting(db: Db, key: GlobalSettingKey): Promise<void> {
  await db.delete(settings).where(eq(settings.key, key));
  forgetGlobalSettings(db);
}

export async function countRows(db: Db, table: typeof accounts | typeof auditLog | typeof files): Promise<number> {
  return Number((await db.select({ n: count() }).from(table))[0].n);
}

// Small real file heads: enough for the server to recognise each by content.
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0 tiny jpeg body'), Buffer.from([0xff, 0xd9])]);
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('\0\0\0\rIHDR tiny png')]);
export const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 tiny webp')]);
export const PDF = Buffer.from('%PDF-1.4\n%tiny pdf\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const TEXT = Buffer.from('just some words, not an image at all\n');

export interface FilePart {
  field: string;
  filename: string;
  content: Buffer;
  /** What the browser claims; the server must not believe it. */
  type?: string;
}

/** A multipart/form-data body built by hand, for `inject`. */
export function multipart(fields: Record<string, string>, fileParts: FilePart[] = []): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----stayops-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of fileParts) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The text parts of a valid registration; override or drop (undefined) any of them. */
export function registration(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const base: Record<string, string | undefined> = {
    name: `Registered ${tag('r')}`,
    email: `${tag('reg')}@stayops.test`,
    phone: uniquePhone(),
    country: 'MY',
    role: 'guest',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(base).filter((e): e is [string, string] => e[1] !== undefined));
}
