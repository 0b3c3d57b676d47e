import { offlineDbPerTest } from '../../support/offline-db';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drainOnce, type DrainSession } from '@app/offline/drain';
import { enqueue, itemsOf, readPause } from '@app/offline/outbox';
import { classifyResponse, type SendResult } from '@app/offline/outbox-rules';
import { outboxHeaders, sendItem } from '@app/offline/outbox-sender';
import type { NewOutboxItem, OutboxItem } from '@app/offline/outbox-types';

const offline = offlineDbPerTest();

const T0 = 1_700_000_000_000;

function decision(userId: string, kind = 'user.approve', body: unknown = { action: 'approve', expected: 'pending' }): NewOutboxItem {
  return { kind, recordKey: `user:${userId}`, title: userId, request: { method: 'PATCH', path: `/api/users/${userId}/x`, body }, patch: null };
}

const ok = (item: OutboxItem): SendResult => ({ kind: 'applied', result: { id: item.recordKey.slice(5) } });

interface Harness {
  calls: { id: string; record: string; token: string }[];
  run(options?: { at?: number; token?: string; adminId?: string }): ReturnType<typeof drainOnce>;
}

function harness(answer: (item: OutboxItem, call: number, token: string) => SendResult | Promise<SendResult>): Harness {
  const calls: Harness['calls'] = [];
  return {
    calls,
    run: ({ at = T0, token = 'token-1', adminId = 'admin-a' } = {}) => {
      const session: DrainSession = { adminId, token };
      return drainOnce({
        session: () => session,
        send: async (item, sentToken) => {
          calls.push({ id: item.id, record: item.recordKey, token: sentToken });
          return answer(item, calls.length, sentToken);
        },
        now: () => at,
        random: () => 0,
      });
    },
  };
}

const statuses = async (adminId = 'admin-a') => (await itemsOf(adminId)).reduce<Record<string, number>>((acc, i) => ({ ...acc, [i.status]: (acc[i.status] ?? 0) + 1 }), {});

describe('drainOnce', () => {
  it('sends one record’s items in the order decided, without holding other records back', async () => {
    const ban = await enqueue('admin-a', decision('u1', 'user.ban'), T0);
    const unban = await enqueue('admin-a', decision('u1', 'user.unban'), T0);
    const other = await enqueue('admin-a', decision('u2'), T0);
    const events: string[] = [];
    let releaseBan: () => void = () => undefined;
    const banHeld = new Promise<void>((resolve) => (releaseBan = resolve));
    const h = harness(async (item) => {
      events.push(`start ${item.kind}@${item.recordKey}`);
      if (item.id === ban.id) await banHeld;
      events.push(`end ${item.kind}@${item.recordKey}`);
      return ok(item);
    });
    const pass = h.run();
    // The other user's decision goes out and comes back while the ban is still on its way.
    await expect.poll(() => events).toContain(`end user.approve@user:u2`);
    expect(events).not.toContain('start user.unban@user:u1');
    releaseBan();
    await pass;
    expect(events.indexOf('end user.ban@user:u1')).toBeLessThan(events.indexOf('start user.unban@user:u1'));
    expect(h.calls.map((c) => c.id).filter((id) => id !== other.id)).toEqual([ban.id, unban.id]);
    expect(await statuses()).toEqual({ applied: 3 });
  });

  it('one 422 among ten: nine applied, the tenth rejected with the server’s message, and not sent again', async () => {
    const items = [];
    for (let i = 0; i < 10; i++) items.push(await enqueue('admin-a', decision(`u${i}`), T0));
    const refused = items[4];
    const h = harness((item) => (item.id === refused.id ? classifyResponse(422, { message: 'Remark must be at most 500 characters' }) : ok(item)));
    const summary = await h.run();
    expect(summary).toMatchObject({ paused: false, transient: false, wakeAt: null });
    expect(await statuses()).toEqual({ applied: 9, rejected: 1 });
    expect(await offline.db.outbox.get(refused.id)).toMatchObject({ lastError: 'Remark must be at most 500 characters', httpStatus: 422, attempts: 1 });
    await h.run({ at: T0 + 3_600_000 });
    expect(h.calls).toHaveLength(10);
  });

  it('409 with the current record is a conflict naming who decided; it is not retried', async () => {
    const item = await enqueue('admin-a', decision('u1'), T0);
    const body = {
      message: 'This user is no longer pending: they were already rejected',
      current: { id: 'u1', approvalStatus: 'rejected' },
      lastChange: { action: 'user.reject', actorName: 'Nur Aisyah binti Hassan', at: '2026-11-21T01:00:00.000Z' },
    };
    const h = harness(() => classifyResponse(409, body));
    await h.run();
    expect(await offline.db.outbox.get(item.id)).toMatchObject({
      status: 'conflict',
      httpStatus: 409,
      conflict: { message: body.message, current: body.current, lastChange: body.lastChange },
    });
    await h.run({ at: T0 + 3_600_000 });
    expect(h.calls).toHaveLength(1);
  });

  it('409 without a current record (the same key still in progress) is tried again later', async () => {
    const item = await enqueue('admin-a', decision('u1'), T0);
    const h = harness((it, call) => (call === 1 ? classifyResponse(409, { message: 'A request with this key is in progress' }) : ok(it)));
    const first = await h.run();
    expect(first.transient).toBe(true);
    const waiting = await offline.db.outbox.get(item.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, httpStatus: 409 });
    expect(waiting?.nextAttemptAt).toBeGreaterThan(T0);
    await h.run({ at: (waiting?.nextAttemptAt ?? 0) + 1 });
    expect((await offline.db.outbox.get(item.id))?.status).toBe('applied');
  });

  it('500, 429 and a timeout keep the item pending, each wait longer than the last; then it applies once', async () => {
    const item = await enqueue('admin-a', decision('u1'), T0);
    const failures: SendResult[] = [classifyResponse(500, { message: 'boom' }), classifyResponse(429, null), { kind: 'retry', message: 'timeout', status: null }];
    const h = harness((it, call) => failures[call - 1] ?? ok(it));
    let at = T0;
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const summary = await h.run({ at });
      expect(summary.transient).toBe(true);
      // Only the timeout (no answer at all) is worth asking the browser for a background sync.
      expect(summary.unreachable).toBe(i === 2);
      const stored = (await offline.db.outbox.get(item.id)) as OutboxItem;
      expect(stored.status).toBe('pending');
      expect(stored.attempts).toBe(i + 1);
      expect(summary.wakeAt).toBe(stored.nextAttemptAt);
      waits.push(stored.nextAttemptAt - at);
      // Too early: nothing is sent.
      await h.run({ at: stored.nextAttemptAt - 1 });
      expect(h.calls).toHaveLength(i + 1);
      at = stored.nextAttemptAt;
    }
    expect(waits[1]).toBeGreaterThan(waits[0]);
    expect(waits[2]).toBeGreaterThan(waits[1]);
    expect((await offline.db.outbox.get(item.id))?.lastError).toBe('timeout');
    await h.run({ at });
    expect(await offline.db.outbox.get(item.id)).toMatchObject({ status: 'applied', attempts: 4 });
    expect(h.calls).toHaveLength(4);
  });

  it('401 pauses the queue, nothing dropped, until the same admin brings a new token', async () => {
    const first = await enqueue('admin-a', decision('u1'), T0);
    const second = await enqueue('admin-a', decision('u2'), T0);
    // The server no longer knows the old token: whatever was on its way with it comes back 401.
    const h = harness((item, _call, token) => (token === 'expired' ? { kind: 'unauthorized' } : ok(item)));
    const paused = await h.run({ token: 'expired' });
    expect(paused.paused).toBe(true);
    const refusedCalls = h.calls.length;
    expect(refusedCalls).toBeGreaterThanOrEqual(1);
    expect(await statuses()).toEqual({ pending: 2 });
    for (const id of [first.id, second.id]) expect((await offline.db.outbox.get(id))?.attempts).toBe(0);
    expect(await readPause()).toMatchObject({ adminId: 'admin-a', reason: 'unauthorized' });

    // The same refused token: still paused, nothing sent.
    expect((await h.run({ token: 'expired' })).paused).toBe(true);
    expect(h.calls).toHaveLength(refusedCalls);

    // Signed in again: the pause lifts and everything drains with the new token, once each.
    await h.run({ token: 'fresh' });
    expect(await readPause()).toBeNull();
    expect(await statuses()).toEqual({ applied: 2 });
    const fresh = h.calls.slice(refusedCalls);
    expect(fresh.map((c) => c.token)).toEqual(['fresh', 'fresh']);
    expect(fresh.map((c) => c.id).sort()).toEqual([first.id, second.id].sort());
  });

  it('another admin’s session sends nothing of the first admin’s queue, and leaves it as it was', async () => {
    const mine = await enqueue('admin-a', decision('u1'), T0);
    const before = await offline.db.outbox.get(mine.id);
    const h = harness(ok);
    const paused = harness(() => ({ kind: 'unauthorized' }));
    await paused.run({ token: 'expired' });

    await h.run({ adminId: 'admin-b', token: 'b-token' });
    expect(h.calls).toEqual([]);
    expect(await offline.db.outbox.get(mine.id)).toMatchObject({ status: 'pending', attempts: before?.attempts, idempotencyKey: before?.idempotencyKey });
    // Admin A's pause is A's: B neither lifts it nor is stopped by it.
    expect(await readPause()).toMatchObject({ adminId: 'admin-a' });
    const theirs = await enqueue('admin-b', decision('u9'), T0);
    await h.run({ adminId: 'admin-b', token: 'b-token' });
    expect(h.calls.map((c) => c.id)).toEqual([theirs.id]);
    expect((await offline.db.outbox.get(mine.id))?.status).toBe('pending');
  });
});

describe('a device that knows it is offline', () => {
  const network: SendResult = { kind: 'retry', message: 'network', status: null };
  const session: DrainSession = { adminId: 'admin-a', token: 'token-1' };

  afterEach(() => vi.unstubAllGlobals());

  it('sends nothing and counts no tries, however often the queue is looked at', async () => {
    const item = await enqueue('admin-a', decision('u1'), T0, true);
    let sends = 0;
    for (let pass = 0; pass < 6; pass++) {
      const summary = await drainOnce({ session: () => session, send: async () => (sends++, network), offline: () => true, now: () => T0 + pass * 1000, random: () => 0 });
      expect(summary).toMatchObject({ offline: true, sent: 0, wakeAt: null });
    }
    expect(sends).toBe(0);
    expect(await offline.db.outbox.get(item.id)).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: 0, lastError: null });
  });

  it('a send that fails because the network went meanwhile is not a try and does not back off; a real failure online is', async () => {
    const item = await enqueue('admin-a', decision('u1'), T0, false);
    let online = true;
    const cut = await drainOnce({
      session: () => session,
      send: async () => ((online = false), network),
      offline: () => !online,
      now: () => T0,
      random: () => 0,
    });
    expect(cut.offline).toBe(true);
    expect(await offline.db.outbox.get(item.id)).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: 0 });

    online = true;
    await drainOnce({ session: () => session, send: async () => network, offline: () => false, now: () => T0, random: () => 0 });
    const tried = await offline.db.outbox.get(item.id);
    expect(tried).toMatchObject({ status: 'pending', attempts: 1, lastError: 'network' });
    expect(tried?.nextAttemptAt).toBeGreaterThan(T0);
  });

  it('by default the browser’s navigator.onLine decides', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const item = await enqueue('admin-a', decision('u1'), T0);
    expect(item.queuedOffline).toBe(true);
    const h = harness(ok);
    expect((await h.run()).offline).toBe(true);
    expect(h.calls).toEqual([]);
    vi.stubGlobal('navigator', { onLine: true });
    expect((await enqueue('admin-a', decision('u2'), T0)).queuedOffline).toBe(false);
    await h.run();
    expect(await statuses()).toEqual({ applied: 2 });
  });
});

describe('what a sent item claims about how it was queued', () => {
  it('queued-at and offline-or-not travel as headers; an item from before says nothing of offline', async () => {
    const at = Date.UTC(2026, 10, 20, 8, 15);
    expect(outboxHeaders({ createdAt: at, queuedOffline: true })).toEqual({
      'x-stayops-outbox': '1',
      'x-stayops-queued-at': '2026-11-20T08:15:00.000Z',
      'x-stayops-queued-offline': '1',
    });
    expect(outboxHeaders({ createdAt: at, queuedOffline: false })['x-stayops-queued-offline']).toBe('0');
    expect(outboxHeaders({ createdAt: at, queuedOffline: null })).not.toHaveProperty('x-stayops-queued-offline');

    const item = await enqueue('admin-a', decision('u1'), at, true);
    let sent: Headers | null = null;
    const fakeFetch: typeof fetch = async (_url, init) => {
      sent = new Headers(init?.headers);
      return new Response('{}', { status: 200 });
    };
    await sendItem(item, 'token-1', { baseUrl: 'http://x/', fetch: fakeFetch });
    expect(sent!.get('x-stayops-queued-offline')).toBe('1');
    expect(sent!.get('x-stayops-queued-at')).toBe('2026-11-20T08:15:00.000Z');
  });
});
