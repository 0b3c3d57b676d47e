import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Stored responses of state-changing calls, keyed by the admin and their Idempotency-Key.
 * `status` is null while the first request is still being handled.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: uuid('account_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The attempt holding the key while it is unanswered; another attempt takes it over only by replacing it. */
    claim: uuid('claim'),
    /** The server process of that attempt (Database.instance.id); null on claims made before claims named it. */
    claimedBy: text('claimed_by'),
    /** What each transaction of the request committed, in order, written in that transaction (core/transactions.ts). */
    effects: jsonb('effects').$type<unknown[]>(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] })],
);
