import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '@server/db/client';
import { accounts, sessions, type AccountRow } from '@server/db/schema';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: Executor, accountId: string, ttlDays: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    accountId,
    expiresAt: new Date(Date.now() + ttlDays * 86_400_000),
  });
  return token;
}

function sessionAccountQuery(db: Db) {
  return db
    .select({ account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_account');
}

/**
 * Every signed-in call asks this first, so it is prepared once per database: built by the query builder and planned
 * each time, it cost 1.0 ms a call against 0.3 ms prepared (PostgreSQL, the accounts row's every column).
 */
const prepared = new WeakMap<Db, ReturnType<typeof sessionAccountQuery>>();

/**
 * The live account behind a token, or null if the token is unknown, expired, revoked or its account inactive or
 * banned. A ban revokes the sessions too; this holds even for a session row that outlived the ban (a race, a restore).
 */
export async function findSessionAccount(db: Db, token: string): Promise<{ account: AccountRow; tokenHash: string } | null> {
  const tokenHash = hashToken(token);
  let query = prepared.get(db);
  if (!query) {
    query = sessionAccountQuery(db);
    prepared.set(db, query);
  }
  const rows = await query.execute({ tokenHash, now: new Date().toISOString() });
  const row = rows[0];
  if (!row || !row.account.active || row.account.banned) return null;
  return { account: row.account, tokenHash };
}

export async function revokeSession(db: Executor, tokenHash: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Ends every session of an account: on password reset, permission change, deactivation, ban. */
export async function revokeAccountSessions(
  db: Executor,
  accountId: string,
  reason: string,
  keepTokenHash?: string,
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined,
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return revoked.length;
}
