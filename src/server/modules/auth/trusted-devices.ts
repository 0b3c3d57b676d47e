import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { accounts, trustedDevices } from '@server/db/schema';
import { hashToken } from '@server/core/auth/sessions';

/** How long a device stays trusted after its last sign-in; the cookie lives as long and is renewed by each one. */
export const DEVICE_TRUST_DAYS = 365;
export const DEVICE_COOKIE = 'stayops_device';
/** Only the sign-in reads it: no other call carries it. */
const DEVICE_COOKIE_PATH = '/api/auth';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const trustedSince = (now: Date) => new Date(now.getTime() - DEVICE_TRUST_DAYS * 86_400_000);

/** The device token a request carries, if it is one of ours in shape; anything else is as if there were none. */
export function deviceTokenOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== DEVICE_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    if (TOKEN_PATTERN.test(value)) return value;
  }
  return null;
}

/**
 * HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), Secure when the sign-in came over
 * https (a plain-http LAN install must still get it).
 */
export function deviceCookie(token: string, secure: boolean): string {
  const parts = [`${DEVICE_COOKIE}=${token}`, `Max-Age=${DEVICE_TRUST_DAYS * 86_400}`, `Path=${DEVICE_COOKIE_PATH}`, 'HttpOnly', 'SameSite=Strict'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Has this device signed in to the account of this email, within the trust period? */
export async function isTrustedDevice(db: Db, token: string, email: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(trustedDevices)
    .innerJoin(accounts, eq(accounts.id, trustedDevices.accountId))
    .where(and(eq(trustedDevices.tokenHash, hashToken(token)), eq(accounts.email, email.toLowerCase()), gt(trustedDevices.lastUsedAt, trustedSince(now))))
    .limit(1);
  return rows.length > 0;
}

/**
 * After a correct password: the device is trusted for this account from now on. A token the device brought is kept
 * only if it was already trusted for this account; otherwise a new one is issued, so a value planted in the browser
 * by someone else (a sibling site setting our cookie) never becomes trusted.
 */
export async function trustDevice(db: Db, accountId: string, presented: string | null, alreadyTrusted: boolean, now = new Date()): Promise<string> {
  const token = presented && alreadyTrusted ? presented : randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  await db
    .insert(trustedDevices)
    .values({ tokenHash, accountId, createdAt: now, lastUsedAt: now })
    .onConflictDoUpdate({ target: [trustedDevices.tokenHash, trustedDevices.accountId], set: { lastUsedAt: now } });
  // The account's devices unused for the whole trust period are gone for good; this keeps the table from growing.
  await db.delete(trustedDevices).where(and(eq(trustedDevices.accountId, accountId), lt(trustedDevices.lastUsedAt, trustedSince(now))));
  return token;
}
