import { and, isNull, lt, or } from 'drizzle-orm';
import type { Db } from './db/client';
import { idempotencyKeys, loginThrottle, sessions } from './db/schema';
import { THROTTLE_WINDOW_MS } from './modules/auth/login-throttle';
import { pruneAnalytics } from './modules/analytics/service';

const DAY = 86_400_000;
/** The app flags queued decisions older than 30 days for review; their keys must outlive them. */
export const IDEMPOTENCY_RETENTION_DAYS = 45;
const SESSION_RETENTION_DAYS = 30;

/** Drops what has outlived its use, so the tables stay small. Safe to run on every server at once. */
export async function pruneExpired(db: Db, now = Date.now()): Promise<{ keys: number; sessions: number; throttle: number; analytics: number }> {
  const keys = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_RETENTION_DAYS * DAY)))
    .returning({ key: idempotencyKeys.key });
  const gone = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, new Date(now - SESSION_RETENTION_DAYS * DAY)))
    .returning({ tokenHash: sessions.tokenHash });
  const throttle = await db
    .delete(loginThrottle)
    .where(
      and(
        lt(loginThrottle.windowStart, new Date(now - THROTTLE_WINDOW_MS)),
        // A growing wait outlives its window; dropping it early would start the guesser afresh.
        or(isNull(loginThrottle.blockedUntil), lt(loginThrottle.blockedUntil, new Date(now))),
      ),
    )
    .returning({ key: loginThrottle.key });
  // Screen views and web vitals are kept 90 days (ANALYTICS_RETENTION_DAYS); this runs hourly, so at least daily.
  const analytics = await pruneAnalytics(db, now);
  return { keys: keys.length, sessions: gone.length, throttle: throttle.length, analytics };
}

export function schedulePruning(db: Db, log: (msg: string) => void, everyMs = 3_600_000): () => void {
  const run = () =>
    pruneExpired(db).catch((err: unknown) => log(`pruning failed: ${err instanceof Error ? err.message : String(err)}`));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
