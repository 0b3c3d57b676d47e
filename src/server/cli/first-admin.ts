import { and, asc, eq, isNull, notInArray, or } from 'drizzle-orm';
import { ALL_PERMISSION_CODES } from '@shared/permissions';
import type { Db } from '../db/client';
import { accounts } from '../db/schema';
import { generatePassword } from '../core/auth/passwords';
import { findAccountByEmail, insertAdmin } from '../core/accounts/account-store';
import { writeAudit } from '../core/audit/audit-log';
import { DEMO_ADMINS } from './demo-data';

export const DEFAULT_ADMIN_EMAIL = 'admin@stayops.local';

export interface CreatedAdmin {
  email: string;
  /** Only set when the password was generated here and must be shown once. */
  generatedPassword: string | null;
}

/** Creates an admin holding every code. Used for the first admin and by `create-admin`. */
export async function createFullAdmin(
  db: Db,
  input: { name: string; email: string; password: string | null },
): Promise<CreatedAdmin> {
  const generatedPassword = input.password ? null : generatePassword(16);
  const password = input.password ?? generatedPassword!;
  await db.transaction(async (tx) => {
    if (await findAccountByEmail(tx, input.email)) throw new Error(`An account with the email ${input.email} already exists`);
    const row = await insertAdmin(tx, {
      name: input.name,
      email: input.email,
      password,
      permissions: [...ALL_PERMISSION_CODES],
    });
    await writeAudit(tx, { actorId: null, viaOutbox: false }, {
      action: 'administrator.create',
      entity: 'administrators.account',
      entityId: row.id,
      after: { email: row.email, name: row.name, permissions: row.permissions, source: 'command line' },
    });
  });
  return { email: input.email, generatedPassword };
}

/** Where ADMIN_EMAIL / ADMIN_PASSWORD were read from (either may be unset). */
export interface FirstAdminEnv {
  email: string | null;
  password: string | null;
}

/** What the first-admin step did, for the command to say. */
export type FirstAdminOutcome =
  /** The first admin was made now (from ADMIN_EMAIL/ADMIN_PASSWORD where set). */
  | { kind: 'created'; admin: CreatedAdmin }
  /** ADMIN_EMAIL names an admin that is already there; ADMIN_PASSWORD, if set, was not applied again. */
  | { kind: 'env-admin-exists'; email: string; passwordSet: boolean }
  /** ADMIN_EMAIL/ADMIN_PASSWORD are set, but the company already has another admin: they were not used. */
  | { kind: 'env-not-used'; envEmail: string | null; existingEmails: string[] }
  /** No admin of the company yet and nothing asked for one: the server makes it on its first start. */
  | { kind: 'left-for-start' }
  /** The company has its admin and nothing was asked. */
  | { kind: 'nothing' };

/** The demo team is sample data: its admins are not the company's first admin, so they never stand in its way. */
const DEMO_EMAILS = DEMO_ADMINS.map((a) => a.email);

async function companyAdminEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: accounts.email })
    .from(accounts)
    .where(and(eq(accounts.kind, 'admin'), or(isNull(accounts.email), notInArray(accounts.email, DEMO_EMAILS))))
    .orderBy(asc(accounts.createdAt))
    .limit(3);
  return rows.map((r) => r.email ?? '(no email)');
}

/**
 * The one first-admin step of every command that can make the first admin (start, seed-demo,
 * create-admin). The company's first admin is made from ADMIN_EMAIL/ADMIN_PASSWORD when they are
 * set and the company has no admin yet — the demo team does not count, so seeding first never
 * swallows them. `createDefault` (start only) makes a generated one when nothing is set.
 */
export async function settleFirstAdmin(db: Db, env: FirstAdminEnv, options: { createDefault: boolean }): Promise<FirstAdminOutcome> {
  const asked = env.email !== null || env.password !== null;
  const email = env.email?.trim().toLowerCase() || null;
  if (email) {
    const existing = await findAccountByEmail(db, email);
    if (existing?.kind === 'admin') return { kind: 'env-admin-exists', email, passwordSet: env.password !== null };
    if (existing) throw new Error(`ADMIN_EMAIL ${email} belongs to an account that is not an admin; choose another email`);
  }
  const existingEmails = await companyAdminEmails(db);
  if (existingEmails.length) return asked ? { kind: 'env-not-used', envEmail: email, existingEmails } : { kind: 'nothing' };
  if (!asked && !options.createDefault) return { kind: 'left-for-start' };
  const admin = await createFullAdmin(db, { name: 'Administrator', email: email ?? DEFAULT_ADMIN_EMAIL, password: env.password });
  return { kind: 'created', admin };
}

/** What a command prints about the first admin; empty when there is nothing to say. */
export function describeFirstAdmin(outcome: FirstAdminOutcome, url: string | null): string {
  switch (outcome.kind) {
    case 'created':
      return credentialsBlock(outcome.admin, url);
    case 'env-admin-exists':
      return outcome.passwordSet
        ? `StayOps: the admin ${outcome.email} (ADMIN_EMAIL) already exists; ADMIN_PASSWORD was not applied — it only sets the password when that admin is first created.\n`
        : '';
    case 'env-not-used':
      return framed([
        'StayOps: ADMIN_EMAIL/ADMIN_PASSWORD are set but were NOT used:',
        `  this database already has an admin (${outcome.existingEmails.join(', ')}),`,
        '  and they only create the first admin.',
        outcome.envEmail
          ? `  To add ${outcome.envEmail}: npm run create-admin -- --email ${outcome.envEmail}`
          : '  To add another admin: npm run create-admin -- --email <email>',
      ]);
    case 'left-for-start':
      return 'No admin of your own yet: the first admin is created when the server first starts (set ADMIN_EMAIL and ADMIN_PASSWORD to choose it).\n';
    case 'nothing':
      return '';
  }
}

function framed(lines: string[]): string {
  const width = Math.max(...lines.map((l) => l.length)) + 2;
  const bar = '='.repeat(width);
  return `\n${bar}\n${lines.join('\n')}\n${bar}\n\n`;
}

function credentialsBlock(created: CreatedAdmin, url: string | null, what = 'the first admin account'): string {
  const lines = [
    `StayOps: ${what} was created.`,
    `  Email:    ${created.email}`,
    created.generatedPassword
      ? `  Password: ${created.generatedPassword}   (shown only this once — write it down)`
      : '  Password: the one given in ADMIN_PASSWORD',
  ];
  if (url) lines.push(`  Sign in at ${url}`);
  return framed(lines);
}

/** `create-admin`'s answer: the new admin's email, and its password when generated here. */
export function printCredentials(created: CreatedAdmin, url: string | null): void {
  process.stdout.write(credentialsBlock(created, url, 'the admin account'));
}
