import { and, eq, lt } from 'drizzle-orm';
import type { Db, Executor } from '@server/db/client';
import { accounts, oidcFlows, oidcLinks, type AccountRow } from '@server/db/schema';
import { hashToken } from '@server/core/auth/sessions';

/** How long a person has between leaving for the provider and coming back. */
export const FLOW_TTL_MS = 10 * 60_000;

export interface NewFlow {
  state: string;
  browserToken: string;
  provider: string;
  nonce: string;
  codeVerifier: string;
  accountId: string | null;
}

/** Stores a started flow; flows left unfinished past their time are cleared on the way. */
export async function saveFlow(db: Db, flow: NewFlow, now = new Date()): Promise<void> {
  await db.delete(oidcFlows).where(lt(oidcFlows.expiresAt, now));
  await db.insert(oidcFlows).values({
    stateHash: hashToken(flow.state),
    browserHash: hashToken(flow.browserToken),
    provider: flow.provider,
    nonce: flow.nonce,
    codeVerifier: flow.codeVerifier,
    accountId: flow.accountId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + FLOW_TTL_MS),
  });
}

export type TakenFlow = typeof oidcFlows.$inferSelect;

/**
 * The flow this state started, used up as it is read (a second answer with the same state finds nothing). Only
 * the browser that started it, within its time, for the same provider, gets it.
 */
export async function takeFlow(db: Db, state: string, browserToken: string | null, provider: string, now = new Date()): Promise<TakenFlow | null> {
  const [row] = await db.delete(oidcFlows).where(eq(oidcFlows.stateHash, hashToken(state))).returning();
  if (!row) return null;
  if (!browserToken || row.browserHash !== hashToken(browserToken)) return null;
  if (row.provider !== provider || row.expiresAt <= now) return null;
  return row;
}

export async function accountById(db: Executor, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

/** The account a provider identity was linked to, if any. */
export async function linkedAccount(db: Executor, issuer: string, subject: string): Promise<{ account: AccountRow; provider: string } | null> {
  const [row] = await db
    .select({ account: accounts, provider: oidcLinks.provider })
    .from(oidcLinks)
    .innerJoin(accounts, eq(accounts.id, oidcLinks.accountId))
    .where(and(eq(oidcLinks.issuer, issuer), eq(oidcLinks.subject, subject)));
  return row ?? null;
}

export async function linksOf(db: Executor, accountId: string) {
  return db.select().from(oidcLinks).where(eq(oidcLinks.accountId, accountId)).orderBy(oidcLinks.createdAt);
}

export async function linkOf(db: Executor, accountId: string, provider: string) {
  const [row] = await db.select().from(oidcLinks).where(and(eq(oidcLinks.accountId, accountId), eq(oidcLinks.provider, provider)));
  return row ?? null;
}
