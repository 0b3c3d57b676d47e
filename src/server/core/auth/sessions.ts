import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
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

/** The live account behind a token, or null if the token is unknown, expired, revoked or its account inactive. */
export async function findSessionAccount(db: Executor, token: string): Promise<{ account: AccountRow; tokenHash: string } | null> {
  const tokenHash = hashToken(token);
  const rows = await db
    .select({ account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  const row = rows[0];
  if (!row || !row.account.active) return null;
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
