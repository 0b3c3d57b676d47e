import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginThrottle } from '../../db/schema';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

/**
 * Failed sign-ins counted per email and per client address in a fixed window,
 * in the database so that every server behind a load balancer counts together.
 */
export async function isThrottled(db: Executor, keys: { key: string; max: number }[]): Promise<boolean> {
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
  for (const { key, max } of keys) {
    const rows = await db
      .select({ failures: loginThrottle.failures })
      .from(loginThrottle)
      .where(sql`${loginThrottle.key} = ${key} AND ${loginThrottle.windowStart} > ${since}`);
    if (rows[0] && rows[0].failures >= max) return true;
  }
  return false;
}

export async function recordFailure(db: Executor, keys: string[]): Promise<void> {
  const now = new Date();
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  for (const key of keys) {
    await db
      .insert(loginThrottle)
      .values({ key, windowStart: now, failures: 1 })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`CASE WHEN ${loginThrottle.windowStart} > ${since} THEN ${loginThrottle.failures} + 1 ELSE 1 END`,
          windowStart: sql`CASE WHEN ${loginThrottle.windowStart} > ${since} THEN ${loginThrottle.windowStart} ELSE ${now} END`,
        },
      });
  }
}

export async function clearFailures(db: Executor, key: string): Promise<void> {
  await db.delete(loginThrottle).where(sql`${loginThrottle.key} = ${key}`);
}
