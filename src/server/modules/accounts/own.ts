import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AccountSessionList, AccountSettings, AccountSettingsChange } from '@shared/contracts/accounts';
import type { Db } from '@server/db/client';
import { accounts, sessions, type AccountRow } from '@server/db/schema';
import { writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { accountEntity } from '@server/core/audit/entities';
import { revokeSession } from '@server/core/auth/sessions';
import { notFound } from '@server/core/errors/http-errors';

/** One's own settings and sessions (DESIGN.md §6 Settings): every admin and owner, each only their own. */

const settingsOf = (row: Pick<AccountRow, 'language' | 'theme' | 'analytics'>): AccountSettings => ({ language: row.language ?? null, theme: row.theme, analytics: row.analytics });

export async function readOwnSettings(db: Db, accountId: string): Promise<AccountSettings> {
  const [row] = await db.select({ language: accounts.language, theme: accounts.theme, analytics: accounts.analytics }).from(accounts).where(eq(accounts.id, accountId));
  return settingsOf(row);
}

/** A choice already made is no change: nothing is written or audited (a repeat answers as the first). */
export async function updateOwnSettings(db: Db, actor: AuditActor, account: AccountRow, change: AccountSettingsChange): Promise<AccountSettings> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(accounts).where(eq(accounts.id, account.id)).for('update');
    const before = settingsOf(row);
    const after: AccountSettings = { language: change.language ?? before.language, theme: change.theme ?? before.theme, analytics: change.analytics ?? before.analytics };
    if (after.language === before.language && after.theme === before.theme && after.analytics === before.analytics) return before;
    await tx.update(accounts).set({ language: after.language, theme: after.theme, analytics: after.analytics }).where(eq(accounts.id, account.id));
    await writeAudit(tx, actor, { action: 'account.settings', entity: accountEntity(account.kind), entityId: account.id, before, after });
    return after;
  });
}

/** The account's live sessions, the most recently used first. */
export async function listOwnSessions(db: Db, accountId: string, currentTokenHash: string): Promise<AccountSessionList> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  return {
    sessions: rows.map((r) => ({
      id: r.id,
      device: r.userAgent,
      createdAt: r.createdAt.toISOString(),
      lastUsedAt: r.lastUsedAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      current: r.tokenHash === currentTokenHash,
    })),
  };
}

/**
 * Signs one of one's sessions out: its next call is a 401. Another account's session is not found (nothing to
 * probe); one already ended is the same answer as ending it now, so a repeat is harmless.
 */
export async function endOwnSession(db: Db, actor: AuditActor, account: AccountRow, id: string): Promise<{ ok: true }> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ tokenHash: sessions.tokenHash, revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(and(eq(sessions.id, id), eq(sessions.accountId, account.id)))
      .for('update');
    if (!row) throw notFound('Session');
    if (row.revokedAt) return;
    await revokeSession(tx, row.tokenHash, 'signed out from another device');
    await writeAudit(tx, actor, { action: 'account.end-session', entity: accountEntity(account.kind), entityId: account.id, after: { session: id } });
  });
  return { ok: true };
}
