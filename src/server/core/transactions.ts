import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { pgCodeOf } from './errors/pg-code';
import { HttpError } from './errors/http-errors';

/**
 * PostgreSQL's "try again" answers: a deadlock (40P01) or a serialization failure (40001). Neither says
 * anything about the request: the transaction was chosen as the victim of a race (bookings waiting on the
 * same nights when the one holding them rolls back or its server dies, and then on each other), so the
 * whole transaction is run again.
 */
export const RETRYABLE_CODES = new Set(['40P01', '40001']);

export const isRetryable = (err: unknown): boolean => {
  const code = pgCodeOf(err);
  return code !== undefined && RETRYABLE_CODES.has(code);
};

/** What the client hears when the race outlasts the retries: busy, not broken — try again in a second. */
export const BUSY_MESSAGE = 'The records this change needs were busy with another change at the same moment; try again';
export const busy = () => new HttpError(503, BUSY_MESSAGE, {}, { 'retry-after': '1' });

export interface RetryOptions {
  /** Runs in all, the first included. */
  attempts?: number;
  /** The longest wait before a rerun, in ms; each wait is a random part of it, growing with the attempt. */
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` again while it fails with a deadlock or serialization failure, at most `attempts` times in
 * all, waiting a random few milliseconds between runs so the racers do not meet again in step. Past the
 * last attempt it answers 503 with Retry-After, never the database's error (a 500).
 */
export async function retryOnConflict<T>(work: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? 8;
  const maxDelayMs = options.maxDelayMs ?? 40;
  const sleep = options.sleep ?? wait;
  const random = options.random ?? Math.random;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work(attempt);
    } catch (err) {
      if (!isRetryable(err)) throw err;
      if (attempt >= attempts) throw busy();
      await sleep(Math.round(random() * maxDelayMs * Math.min(attempt, 4) / 4) + 1);
    }
  }
}

/**
 * What a request (through the Idempotency-Key's claim) adds to each transaction it commits. The
 * transactions of a request are numbered in the order they commit.
 */
export interface TransactionScope {
  /** The result the request's `index`-th transaction committed on an earlier run that never answered. */
  committed(index: number): { value: unknown } | undefined;
  /** Runs inside the `index`-th transaction, after its work and before COMMIT: it commits with it or not at all. */
  beforeCommit(tx: Tx, index: number, result: unknown): Promise<void>;
  /** Runs once the `index`-th transaction has committed. */
  afterCommit(index: number): void;
}

interface ScopeHolder {
  scope: TransactionScope | null;
  next: number;
}

const scopes = new AsyncLocalStorage<ScopeHolder>();

/** Runs `fn` (and all it starts) with `scope` applying to every transaction opened through the database. */
export function runWithTransactionScope<T>(scope: TransactionScope, fn: () => T): T {
  return scopes.run({ scope, next: 0 }, fn);
}

type TransactionFn = Db['transaction'];

/** Any fixed number will do; it only has to be the same for every StayOps server (and not MIGRATION_LOCK_ID). */
const RETRY_LOCK_ID = 73_937_161;

export interface ReliableOptions extends RetryOptions {
  /**
   * Reruns take their turn one at a time (PostgreSQL). Without it, bookings of the same nights that all wait
   * on each other (each has written its stay, none committed: the one holding the nights rolled back) never
   * thin out: each deadlock PostgreSQL breaks (one a second) frees a victim that writes its stay again and
   * joins the circle. A rerun waiting for its turn has written nothing, so nothing waits on it, and each
   * broken deadlock leaves one writer fewer until one commits and the others see it (409).
   */
  serializeReruns?: boolean;
}

/**
 * The one way a transaction is opened on the database (db/client.ts installs it on `db.transaction`, so
 * every module's, guardedChange's and the CLI's transactions go through it): retried on a deadlock or
 * serialization failure, and tied to the request's scope (the Idempotency-Key) when there is one. Nested
 * transactions (savepoints, `tx.transaction`) are part of their outer one and are not retried alone.
 */
export function withReliableTransactions(db: Db, options: ReliableOptions = {}): Db {
  const bare = db.transaction.bind(db) as TransactionFn;
  const original = (attempt: number, fn: (tx: Tx) => Promise<unknown>, config?: Parameters<TransactionFn>[1]) =>
    bare(async (tx) => {
      if (attempt > 1 && options.serializeReruns) await tx.execute(sql`select pg_advisory_xact_lock(${RETRY_LOCK_ID})`);
      return fn(tx);
    }, config);
  const reliable = (async (fn: (tx: Tx) => Promise<unknown>, config?: Parameters<TransactionFn>[1]) => {
    const holder = scopes.getStore();
    const scope = holder?.scope ?? null;
    if (!holder || !scope) return retryOnConflict((attempt) => original(attempt, fn, config), options);
    const index = holder.next++;
    const done = scope.committed(index);
    // This transaction committed on a run whose server died before it answered: not again.
    if (done) return done.value;
    const result = await retryOnConflict(
      (attempt) =>
        original(
          attempt,
          async (tx) => {
            const value = await fn(tx);
            await scope.beforeCommit(tx, index, value);
            return value;
          },
          config,
        ),
      options,
    );
    scope.afterCommit(index);
    return result;
  }) as TransactionFn;
  db.transaction = reliable;
  return db;
}
