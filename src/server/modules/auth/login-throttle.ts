import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '@server/db/client';
import { loginThrottle } from '@server/db/schema';

export const THROTTLE_WINDOW_MS = 15 * 60_000;

/**
 * How many sign-in attempts a key gets per window before each further one must wait, and how long:
 * `baseDelayMs` after the last free attempt, doubling with every attempt after it, at most `maxDelayMs`.
 */
export interface ThrottleRule {
  key: string;
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** One email from one address: the guesser's own lane, a small limit then a growing wait. */
export const PAIR_FREE = 5;
/** One address across every email: blocked for the rest of the window after this many. */
export const ADDRESS_FREE = 30;
/**
 * One email from every address: only slows, never locks out. Guesses spread over many addresses keep this wait
 * running for as long as they go on, so a device that has signed in to the account before (its device cookie,
 * trusted-devices.ts) is not held by it at all: the real person signs in from their own phone or desk throughout.
 * A new device still waits (at most a minute), and the pair and address limits hold for every device.
 */
export const EMAIL_FREE = 50;

/** The pair comes first: `refundAttempt` starts it afresh. */
export function loginRules(email: string, address: string, options: { trustedDevice?: boolean } = {}): ThrottleRule[] {
  return [
    { key: `pair:${email}|${address}`, free: PAIR_FREE, baseDelayMs: 30_000, maxDelayMs: THROTTLE_WINDOW_MS },
    { key: `ip:${address}`, free: ADDRESS_FREE, baseDelayMs: THROTTLE_WINDOW_MS, maxDelayMs: THROTTLE_WINDOW_MS },
    ...(options.trustedDevice ? [] : [{ key: `email:${email}`, free: EMAIL_FREE, baseDelayMs: 2_000, maxDelayMs: 60_000 }]),
  ];
}

export type Reservation = { ok: true } | { ok: false; retryAfterSeconds: number };

class Refused extends Error {
  constructor(readonly key: string) {
    super('throttled');
  }
}

/**
 * Counts one attempt on every key, or on none if any key must still wait. Each key's count and check is one
 * upsert whose WHERE is re-checked on the row as another transaction left it, so concurrent attempts cannot all
 * pass on a stale count; keys are taken in a fixed order so concurrent transactions never deadlock.
 */
export async function reserveAttempt(db: Db, rules: ThrottleRule[], now = new Date()): Promise<Reservation> {
  const ordered = [...rules].sort((a, b) => a.key.localeCompare(b.key));
  try {
    await db.transaction(async (tx) => {
      for (const rule of ordered) {
        if (!(await reserveKey(tx, rule, now))) throw new Refused(rule.key);
      }
    });
    return { ok: true };
  } catch (err) {
    if (!(err instanceof Refused)) throw err;
    const [row] = await db
      .select({ blockedUntil: loginThrottle.blockedUntil })
      .from(loginThrottle)
      .where(eq(loginThrottle.key, err.key));
    const waitMs = row?.blockedUntil ? row.blockedUntil.getTime() - now.getTime() : 1_000;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1_000)) };
  }
}

async function reserveKey(tx: Executor, rule: ThrottleRule, now: Date): Promise<boolean> {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const since = sql`${new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString()}::timestamptz`;
  const count = sql`(CASE WHEN ${loginThrottle.windowStart} > ${since} THEN ${loginThrottle.failures} + 1 ELSE 1 END)`;
  const blockedAfter = (n: SQL) =>
    sql`CASE WHEN ${n} >= ${rule.free} THEN ${nowSql} + LEAST(${rule.baseDelayMs}::float8 * power(2, ${n} - ${rule.free}), ${rule.maxDelayMs}::float8) * interval '1 millisecond' ELSE NULL END`;
  const rows = await tx
    .insert(loginThrottle)
    .values({ key: rule.key, windowStart: now, failures: 1, blockedUntil: sql`${blockedAfter(sql`1`)}` })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: count,
        windowStart: sql`CASE WHEN ${loginThrottle.windowStart} > ${since} THEN ${loginThrottle.windowStart} ELSE ${nowSql} END`,
        blockedUntil: blockedAfter(count),
      },
      // A key still waiting is neither counted nor passed; a wait outlives the window so the delay keeps growing.
      setWhere: sql`${loginThrottle.blockedUntil} IS NULL OR ${loginThrottle.blockedUntil} <= ${nowSql}`,
    })
    .returning({ failures: loginThrottle.failures });
  return rows.length > 0;
}

/**
 * A correct password: the pair starts afresh, and the attempt is given back to the address and the email
 * so the real person's sign-in never counts towards anyone's limit.
 */
export async function refundAttempt(db: Db, rules: ThrottleRule[]): Promise<void> {
  const [pair, ...shared] = rules;
  await db.delete(loginThrottle).where(eq(loginThrottle.key, pair.key));
  for (const rule of shared) {
    await db
      .update(loginThrottle)
      .set({
        failures: sql`GREATEST(${loginThrottle.failures} - 1, 0)`,
        blockedUntil: sql`CASE WHEN ${loginThrottle.failures} - 1 < ${rule.free} THEN NULL ELSE ${loginThrottle.blockedUntil} END`,
      })
      .where(eq(loginThrottle.key, rule.key));
  }
}

/**
 * A provider's answers from one address: the same pair and address limits as passwords. No per-email lane: the
 * email is known only once the answer is verified, and a forged answer must count before anything is checked.
 */
export function providerRules(provider: string, address: string): ThrottleRule[] {
  return loginRules(`provider:${provider}`, address).slice(0, 2);
}
