import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, loginThrottle, sessions } from '@server/db/schema';
import { pruneExpired } from '@server/maintenance';
import { hashToken } from '@server/core/auth/sessions';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app';

const DAY = 86_400_000;

describe.each(BACKENDS)('pruning on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('drops old idempotency keys, long-expired sessions and stale throttle windows, and keeps the rest', async () => {
    const db = t.database.db;
    const now = Date.now();
    await db.insert(idempotencyKeys).values([
      { accountId: t.rootId, key: 'old', requestHash: 'h', status: 200, response: {}, createdAt: new Date(now - 46 * DAY) },
      { accountId: t.rootId, key: 'recent', requestHash: 'h', status: 200, response: {}, createdAt: new Date(now - 20 * DAY) },
    ]);
    await db.insert(sessions).values({ tokenHash: 'long-gone', accountId: t.rootId, expiresAt: new Date(now - 31 * DAY) });
    await db.insert(loginThrottle).values([
      { key: 'email:old@x.my', windowStart: new Date(now - DAY), failures: 3 },
      // An old window whose growing wait has not run out yet: dropping it would let the guesser start afresh.
      { key: 'pair:slow@x.my|10.0.0.1', windowStart: new Date(now - DAY), failures: 9, blockedUntil: new Date(now + 60_000) },
    ]);

    const pruned = await pruneExpired(db, now);
    expect(pruned).toEqual({ keys: 1, sessions: 1, throttle: 1, analytics: 0 });
    expect((await db.select().from(idempotencyKeys)).map((k) => k.key)).toEqual(['recent']);
    const throttleKeys = (await db.select().from(loginThrottle)).map((r) => r.key);
    expect(throttleKeys).toContain('pair:slow@x.my|10.0.0.1');
    expect(throttleKeys).not.toContain('email:old@x.my');
    // The signed-in root's live session is untouched.
    expect(await db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(t.rootToken)))).toHaveLength(1);
    expect((await t.request({ method: 'GET', url: '/api/account/admin', token: t.rootToken })).statusCode).toBe(200);
  });
});
