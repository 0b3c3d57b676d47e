import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ProviderLinkList, SignInProviderList } from '@shared/contracts/auth';
import type { OidcFailure } from '@shared/contracts/plain/auth';
import type { Db } from '@server/db/client';
import { oidcLinks, type AccountRow } from '@server/db/schema';
import type { OidcProviderConfig } from '@server/oidc-config';
import { writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { accountEntity } from '@server/core/audit/entities';
import { findAccountByEmail } from '@server/core/accounts/account-store';
import { createSession } from '@server/core/auth/sessions';
import { notFound } from '@server/core/errors/http-errors';
import { providerRules, refundAttempt, reserveAttempt } from './login-throttle';
import { authorizationUrl, newChecks, OidcRefusal, reachProvider, verifiedIdentity, type VerifiedIdentity } from './oidc-client';
import { accountById, linkedAccount, linkOf, linksOf, saveFlow, takeFlow } from './oidc-repo';
import { markSignedIn } from './repo';

/** The sign-in page's buttons: id and label only. */
export function providerList(providers: readonly OidcProviderConfig[]): SignInProviderList {
  return { providers: providers.map(({ id, label }) => ({ id, label })) };
}

export function findProvider(providers: readonly OidcProviderConfig[], id: string): OidcProviderConfig | undefined {
  return providers.find((p) => p.id === id);
}

/** Where the provider sends the browser back: registered with the provider as is. */
export function redirectUriOf(origin: string, provider: OidcProviderConfig): string {
  return `${origin}/api/auth/oidc/${provider.id}/callback`;
}

/**
 * A new flow: the provider's address to send the browser to, and the token of the short-lived cookie that
 * binds the answer to this browser. `accountId` is the signed-in account for a link, null for a sign-in.
 */
export async function startFlow(db: Db, provider: OidcProviderConfig, redirectUri: string, accountId: string | null): Promise<{ url: string; browserToken: string }> {
  const config = await reachProvider(provider);
  const checks = newChecks();
  const browserToken = randomBytes(32).toString('base64url');
  await saveFlow(db, { state: checks.state, browserToken, provider: provider.id, nonce: checks.nonce, codeVerifier: checks.codeVerifier, accountId });
  return { url: (await authorizationUrl(config, redirectUri, checks)).href, browserToken };
}

export type CallbackOutcome =
  | { kind: 'signed-in'; token: string; account: AccountRow }
  | { kind: 'linked'; account: AccountRow }
  | { kind: 'refused'; failure: OidcFailure; retryAfterSeconds?: number; linking: AccountRow | null };

export interface CallbackInput {
  provider: OidcProviderConfig;
  query: Record<string, string | undefined>;
  /** The callback's full address as the provider called it (redirect URI and query). */
  callbackUrl: URL;
  browserToken: string | null;
  clientAddress: string;
  userAgent: string | null;
  sessionDays: number;
}

/** Can this account sign in at all: an active admin, or an owner with portal access; never a banned one. */
function refusalFor(account: AccountRow | undefined): OidcFailure | null {
  if (!account || account.deletedAt || !account.active) return 'email_unknown';
  if (account.kind === 'user' || (account.kind === 'owner' && !account.passwordHash)) return 'email_unknown';
  if (account.banned) return 'account_suspended';
  return null;
}

/** The account a verified identity signs in: a linked one first, then one whose email the provider verified. */
async function accountFor(db: Db, identity: VerifiedIdentity, provider: OidcProviderConfig): Promise<AccountRow> {
  const linked = await linkedAccount(db, identity.issuer, identity.subject);
  if (linked) {
    const refused = refusalFor(linked.account);
    if (refused) throw new OidcRefusal(refused);
    return linked.account;
  }
  if (!identity.email) throw new OidcRefusal('email_unverified', 'the provider gave no email');
  if (!identity.emailVerified) throw new OidcRefusal('email_unverified');
  const account = await findAccountByEmail(db, identity.email);
  const refused = refusalFor(account);
  if (refused) throw new OidcRefusal(refused);
  // An account that linked another identity of this provider signs in with that one only.
  if (await linkOf(db, account!.id, provider.id)) throw new OidcRefusal('identity_taken');
  return account!;
}

/**
 * The provider's answer: the state (and this browser's cookie) must name a flow we started, the code must be
 * accepted, the ID token verified with our nonce. Counted by the same throttle as passwords, and refunded on success.
 */
export async function finishFlow(db: Db, input: CallbackInput): Promise<CallbackOutcome> {
  const rules = providerRules(input.provider.id, input.clientAddress);
  const reservation = await reserveAttempt(db, rules);
  if (!reservation.ok) return { kind: 'refused', failure: 'too_many_attempts', retryAfterSeconds: reservation.retryAfterSeconds, linking: null };
  const flow = input.query.state ? await takeFlow(db, input.query.state, input.browserToken, input.provider.id) : null;
  if (!flow) return { kind: 'refused', failure: 'state_invalid', linking: null };
  const linking = flow.accountId ? ((await accountById(db, flow.accountId)) ?? null) : null;
  // A link whose account is gone is no sign-in either.
  if (flow.accountId && !linking) return { kind: 'refused', failure: 'state_invalid', linking: null };
  try {
    if (input.query.error) throw new OidcRefusal(input.query.error === 'access_denied' ? 'provider_denied' : 'provider_unavailable', input.query.error);
    const config = await reachProvider(input.provider);
    const identity = await verifiedIdentity(config, input.callbackUrl, { state: input.query.state!, nonce: flow.nonce, codeVerifier: flow.codeVerifier });
    if (linking) {
      await linkIdentity(db, linking, input.provider, identity);
      await refundAttempt(db, rules);
      return { kind: 'linked', account: linking };
    }
    const account = await accountFor(db, identity, input.provider);
    await refundAttempt(db, rules);
    const token = await db.transaction(async (tx) => {
      const created = await createSession(tx, account.id, input.sessionDays, input.userAgent);
      await writeAudit(tx, { actorId: account.id, viaOutbox: false }, {
        action: 'account.sign-in-provider',
        entity: accountEntity(account.kind),
        entityId: account.id,
        after: { provider: input.provider.id },
      });
      return created;
    });
    return { kind: 'signed-in', token, account: await markSignedIn(db, account.id) };
  } catch (err) {
    if (err instanceof OidcRefusal) return { kind: 'refused', failure: err.failure, linking };
    throw err;
  }
}

async function linkIdentity(db: Db, account: AccountRow, provider: OidcProviderConfig, identity: VerifiedIdentity): Promise<void> {
  if (refusalFor(account)) throw new OidcRefusal('account_suspended');
  await db.transaction(async (tx) => {
    const holder = await linkedAccount(tx, identity.issuer, identity.subject);
    if (holder && holder.account.id !== account.id) throw new OidcRefusal('identity_taken');
    const before = await linkOf(tx, account.id, provider.id);
    if (before && before.issuer === identity.issuer && before.subject === identity.subject) return;
    if (before) await tx.delete(oidcLinks).where(eq(oidcLinks.id, before.id));
    await tx.insert(oidcLinks).values({ accountId: account.id, provider: provider.id, issuer: identity.issuer, subject: identity.subject, email: identity.email });
    await writeAudit(tx, { actorId: account.id, viaOutbox: false }, {
      action: 'account.link-provider',
      entity: accountEntity(account.kind),
      entityId: account.id,
      before: before ? { provider: before.provider, email: before.email } : null,
      after: { provider: provider.id, email: identity.email },
    });
  });
}

export async function listLinks(db: Db, providers: readonly OidcProviderConfig[], accountId: string): Promise<ProviderLinkList> {
  const rows = await linksOf(db, accountId);
  return {
    links: rows.map((r) => ({ provider: r.provider, label: findProvider(providers, r.provider)?.label ?? r.provider, email: r.email, linkedAt: r.createdAt.toISOString() })),
  };
}

/** Removing a link: one that is not there is the same answer (a repeat is harmless), audited only when it was. */
export async function unlink(db: Db, actor: AuditActor, account: AccountRow, providerId: string): Promise<{ ok: true }> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(oidcLinks)
      .where(and(eq(oidcLinks.accountId, account.id), eq(oidcLinks.provider, providerId)))
      .returning();
    if (!removed.length) return;
    await writeAudit(tx, actor, {
      action: 'account.unlink-provider',
      entity: accountEntity(account.kind),
      entityId: account.id,
      before: { provider: providerId, email: removed[0].email },
    });
  });
  return { ok: true };
}

/** A link needs a configured provider. */
export function configuredProvider(providers: readonly OidcProviderConfig[], id: string): OidcProviderConfig {
  const provider = findProvider(providers, id);
  if (!provider) throw notFound('Sign-in provider');
  return provider;
}
