import { count, eq } from 'drizzle-orm';
import { ALL_PERMISSION_CODES } from '../../shared/permissions';
import type { Db } from '../db/client';
import { accounts } from '../db/schema';
import { generatePassword } from '../modules/auth/passwords';
import { findAccountByEmail, insertAdmin } from '../modules/accounts/repo';
import { writeAudit } from '../plugins/audit';

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
      entity: 'account',
      entityId: row.id,
      after: { email: row.email, name: row.name, permissions: row.permissions, source: 'command line' },
    });
  });
  return { email: input.email, generatedPassword };
}

/** On a database with no admin yet, creates the first one. Returns null when admins already exist. */
export async function ensureFirstAdmin(
  db: Db,
  env: { email: string | null; password: string | null },
): Promise<CreatedAdmin | null> {
  const [{ n }] = await db.select({ n: count() }).from(accounts).where(eq(accounts.kind, 'admin'));
  if (Number(n) > 0) return null;
  return createFullAdmin(db, { name: 'Administrator', email: env.email ?? DEFAULT_ADMIN_EMAIL, password: env.password });
}

export function printCredentials(created: CreatedAdmin, url: string | null): void {
  const lines = [
    'StayOps: the first admin account was created.',
    `  Email:    ${created.email}`,
    created.generatedPassword
      ? `  Password: ${created.generatedPassword}   (shown only this once — write it down)`
      : '  Password: the one given in ADMIN_PASSWORD',
  ];
  if (url) lines.push(`  Sign in at ${url}`);
  const width = Math.max(...lines.map((l) => l.length)) + 2;
  const bar = '='.repeat(width);
  process.stdout.write(`\n${bar}\n${lines.join('\n')}\n${bar}\n\n`);
}
