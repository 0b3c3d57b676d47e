import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '@server/db/client';
import { auditLog, accounts, sessions } from '@server/db/schema';
import { nextAccountNumber } from '@server/core/accounts/account-store';

export type { Administrator, AdministratorList } from '@shared/contracts/administrators';
export type { AdminProfile, LoginResponse } from '@shared/contracts/auth';
export type { AuditEntry, AuditList } from '@shared/contracts/audit';

export interface MessageBody {
  message: string;
}
export interface ValidationBody extends MessageBody {
  errors: { field: string; message: string }[];
}

/** The parsed JSON body, typed by the caller. */
export function body<T>(res: LightMyRequestResponse): T {
  return res.json() as T;
}

/** A 4xx `{ message }` with the given status; returns the body for further checks. */
export function expectMessage(res: LightMyRequestResponse, status: number, pattern?: RegExp): MessageBody {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const b = body<MessageBody>(res);
  expect(typeof b.message).toBe('string');
  expect(b.message.length).toBeGreaterThan(0);
  if (pattern) expect(b.message).toMatch(pattern);
  return b;
}

/** The exact 401 of DESIGN.md §4: plain text `Unauthorized`. */
export function expectUnauthorized(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBe(401);
  expect(res.body).toBe('Unauthorized');
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
}

/** A 400 whose `errors` names exactly these fields (in any order). */
export function expectFieldErrors(res: LightMyRequestResponse, fields: string[]): ValidationBody {
  expect(res.statusCode, res.body).toBe(400);
  const b = body<ValidationBody>(res);
  expect(typeof b.message).toBe('string');
  expect([...new Set(b.errors.map((e) => e.field))].sort()).toEqual([...fields].sort());
  return b;
}

const LEAKS = ['stack', 'password_hash', 'passwordHash', 'SELECT', 'INSERT INTO', 'UPDATE "', 'scrypt$', 'node_modules', '.ts:'];

/** Nothing internal in a response: no stack traces, hashes or SQL. */
export function expectNoLeak(res: LightMyRequestResponse): void {
  for (const word of LEAKS) expect(res.body, `response leaks "${word}"`).not.toContain(word);
}

/** Every key anywhere in a JSON value, so a test can say which must never appear. */
export function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => [k, ...allKeys(v)]);
  }
  return [];
}

/** Admin rows straight into the database, with no password: fast fixtures for list tests. */
export async function insertBareAdmins(
  db: Db,
  rows: { name: string; email: string; permissions?: number[]; active?: boolean }[],
): Promise<string[]> {
  const ids: string[] = [];
  // Distinct creation times a second apart and after anything already there, so "newest first" has one right answer.
  const base = Date.now() + 1000;
  for (const [i, r] of rows.entries()) {
    const [row] = await db
      .insert(accounts)
      .values({
        accountNumber: await nextAccountNumber(db),
        kind: 'admin',
        name: r.name,
        email: r.email.toLowerCase(),
        permissions: r.permissions ?? [],
        active: r.active ?? true,
        createdAt: new Date(base + i * 1000),
      })
      .returning({ id: accounts.id });
    ids.push(row.id);
  }
  return ids;
}

export async function auditRowsFor(db: Db, entityId: string) {
  return db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(asc(auditLog.id));
}

export async function sessionsOf(db: Db, accountId: string) {
  return db.select().from(sessions).where(eq(sessions.accountId, accountId)).orderBy(asc(sessions.createdAt));
}

export async function accountRow(db: Db, id: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

let seq = 0;
/** A unique, lower-case email for this run. */
export function uniqueEmail(label = 'admin'): string {
  seq += 1;
  return `${label}${seq}-${Date.now().toString(36)}@stayops.test`;
}
