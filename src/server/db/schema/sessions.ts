import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** Sign-in sessions. Only a hash of the token is stored, so a database leak gives no usable tokens. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** What the holder's list of sessions names a session by: the token's hash stays on the server. */
    id: uuid('id').notNull().defaultRandom().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    /** The browser that signed in (its User-Agent, cut short), for the holder's list of devices. */
    userAgent: text('user_agent'),
    /** Moved forward at most every few minutes (see findSessionAccount), so a busy session is not a write a call. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

/**
 * Sign-in attempts per key (email, client address, or the pair) in the current window, and until when the
 * next one must wait; kept in the database so every server instance shares it.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  failures: integer('failures').notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/**
 * Devices that have signed in to an account: the device cookie's token, stored only as a hash, per account it
 * signed in to. Such a device is not held back by the per-email sign-in limit (modules/auth/login-throttle.ts), so
 * guesses spread over many addresses cannot keep the real person out.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tokenHash, t.accountId] }), index('trusted_devices_account_idx').on(t.accountId, t.lastUsedAt)],
);

/**
 * A sign-in or a link with a provider, from its start to the provider's answer (at most ten minutes): what the
 * callback checks the answer against. The state, and the browser's own cookie that must come back with it, are
 * stored only as hashes; a row is used once (deleted as it is read).
 */
export const oidcFlows = pgTable(
  'oidc_flows',
  {
    stateHash: text('state_hash').primaryKey(),
    /** Hash of the short-lived cookie given to the browser that started: another browser's answer is refused. */
    browserHash: text('browser_hash').notNull(),
    provider: text('provider').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** Set for a link from Settings: the account the provider's identity is linked to. Null: a sign-in. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oidc_flows_expires_idx').on(t.expiresAt)],
);

/** A provider identity (issuer + subject) an account linked in Settings: a sign-in with it finds the account first. */
export const oidcLinks = pgTable(
  'oidc_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The configured provider's id, as it was when linked. */
    provider: text('provider').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The email the provider gave when linking, if any: shown in Settings. */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('oidc_links_identity_key').on(t.issuer, t.subject), uniqueIndex('oidc_links_account_provider_key').on(t.accountId, t.provider)],
);
