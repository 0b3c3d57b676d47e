import { offlineDbPerTest } from '../../support/offline-db';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StayOpsDb } from '@app/offline/db';
import { discardItem, enqueue, itemsOf, OutboxStorageFullError, retryItem, wakeOpenItems } from '@app/offline/outbox';
import { lastAppliedAtOf, openCountOf, reviewCountOf, troubledItemsOf } from '@app/offline/outbox-counts';
import { needsReview, REVIEW_AGE_MS } from '@app/offline/outbox-rules';
import type { NewOutboxItem, OutboxItem } from '@app/offline/outbox-types';
import { queueDecision, type QueueDeps } from '@app/offline/use-outbox-decision';

const offline = offlineDbPerTest();

afterEach(() => {
  vi.restoreAllMocks();
});

const approve = (userId: string): NewOutboxItem => ({
  kind: 'user.approve',
  recordKey: `user:${userId}`,
  title: `User ${userId}`,
  remark: 'ok',
  request: { method: 'PATCH', path: `/api/users/${userId}/approval-action`, body: { action: 'approve', remark: 'ok', expected: 'pending' } },
  patch: { approvalStatus: 'approved' },
});

function deps(online: boolean, answer: OutboxItem | null = null): QueueDeps & { toasts: [string, string][] } {
  const toasts: [string, string][] = [];
  return {
    toasts,
    words: (key) => `<${key}>`,
    toast: (message, tone) => toasts.push([message, tone]),
    online: () => online,
    waitForAnswer: async () => answer,
  };
}

describe('queueing a decision', () => {
  it('is on disk when enqueue resolves: another connection to the database reads it', async () => {
    const item = await enqueue('admin-a', approve('u1'), 1_000);
    const other = new StayOpsDb(offline.name);
    try {
      const stored = await other.outbox.get(item.id);
      expect(stored).toMatchObject({ adminId: 'admin-a', status: 'pending', recordKey: 'user:u1', idempotencyKey: item.id, attempts: 0 });
    } finally {
      other.close();
    }
  });

  it('offline: durable first, then "queued"', async () => {
    const d = deps(false);
    const kept = await queueDecision('admin-a', { ...approve('u1'), doneMessage: 'Approved u1' }, d);
    expect(kept).toBe(true);
    expect(await itemsOf('admin-a')).toHaveLength(1);
    expect(d.toasts).toEqual([['<queued>', 'medium']]);
  });

  it('online: the done message once the server applied it, "queued" when the answer is late', async () => {
    const applied = deps(true, { status: 'applied' } as OutboxItem);
    await queueDecision('admin-a', { ...approve('u1'), doneMessage: 'Approved u1' }, applied);
    await vi.waitFor(() => expect(applied.toasts).toEqual([['Approved u1', 'success']]));

    const late = deps(true, null);
    await queueDecision('admin-a', { ...approve('u2'), doneMessage: 'Approved u2' }, late);
    await vi.waitFor(() => expect(late.toasts).toEqual([['<queuedServer>', 'medium']]));

    // A conflict or a refusal is the runtime's to announce, not a "done".
    const refused = deps(true, { status: 'rejected' } as OutboxItem);
    await queueDecision('admin-a', { ...approve('u3'), doneMessage: 'Approved u3' }, refused);
    await new Promise((r) => setTimeout(r, 10));
    expect(refused.toasts).toEqual([]);
  });

  it('a full device: nothing is written, the admin is told, the screen gets false', async () => {
    vi.spyOn(offline.db.outbox, 'add').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await expect(enqueue('admin-a', approve('u1'))).rejects.toBeInstanceOf(OutboxStorageFullError);
    const d = deps(true);
    expect(await queueDecision('admin-a', { ...approve('u1'), doneMessage: 'x' }, d)).toBe(false);
    expect(d.toasts).toEqual([['<storageFull>', 'danger']]);
    vi.restoreAllMocks();
    expect(await offline.db.outbox.count()).toBe(0);
  });
});

describe('retry and discard', () => {
  it('a refused item is a new request with a new key; a waiting one keeps its key and goes at once', async () => {
    const refused = await enqueue('admin-a', approve('u1'), 1_000);
    await offline.db.outbox.update(refused.id, { status: 'rejected', lastError: 'Remark too long', httpStatus: 422, attempts: 1 });
    await retryItem(refused.id, 5_000);
    const again = await offline.db.outbox.get(refused.id);
    expect(again).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: 0, lastError: null, httpStatus: null });
    expect(again?.idempotencyKey).not.toBe(refused.idempotencyKey);

    const waiting = await enqueue('admin-a', approve('u2'), 1_000);
    await offline.db.outbox.update(waiting.id, { attempts: 3, nextAttemptAt: 99_000, lastError: 'network' });
    await retryItem(waiting.id, 5_000);
    const now = await offline.db.outbox.get(waiting.id);
    expect(now).toMatchObject({ status: 'pending', nextAttemptAt: 0, attempts: 0, idempotencyKey: waiting.idempotencyKey });
  });

  it('discard removes the item, and only that one', async () => {
    const a = await enqueue('admin-a', approve('u1'));
    const b = await enqueue('admin-a', approve('u2'));
    await discardItem(a.id);
    expect((await itemsOf('admin-a')).map((i) => i.id)).toEqual([b.id]);
  });

  it('an open item older than 30 days is held for review until the admin sends it', async () => {
    const day = 86_400_000;
    const item = await enqueue('admin-a', approve('u1'), 0);
    expect(needsReview(item, REVIEW_AGE_MS)).toBe(false);
    expect(needsReview(item, 31 * day)).toBe(true);
    await retryItem(item.id, 31 * day);
    const reviewed = (await offline.db.outbox.get(item.id)) as OutboxItem;
    expect(reviewed.reviewedAt).toBe(31 * day);
    expect(needsReview(reviewed, 40 * day)).toBe(false);
    // Answered items are never "held": they are history, not waiting.
    expect(needsReview({ ...item, status: 'applied' }, 31 * day)).toBe(false);
  });
});

describe('waking items held by backoff', () => {
  it('the network coming back wakes only items that never reached the server; Sync now wakes them all', async () => {
    const unreachable = await enqueue('admin-a', approve('u1'), 1_000);
    const overloaded = await enqueue('admin-a', approve('u2'), 1_000);
    const others = await enqueue('admin-b', approve('u3'), 1_000);
    await offline.db.outbox.update(unreachable.id, { nextAttemptAt: 9_000, httpStatus: null, attempts: 1 });
    await offline.db.outbox.update(overloaded.id, { nextAttemptAt: 9_000, httpStatus: 503, attempts: 1 });
    await offline.db.outbox.update(others.id, { nextAttemptAt: 9_000, httpStatus: null, attempts: 1 });

    await wakeOpenItems('admin-a', 'unreachable');
    expect((await offline.db.outbox.get(unreachable.id))?.nextAttemptAt).toBe(0);
    // A server that answered 503 asked us to wait; a background sync must not override it.
    expect((await offline.db.outbox.get(overloaded.id))?.nextAttemptAt).toBe(9_000);

    await wakeOpenItems('admin-a', 'all');
    expect((await offline.db.outbox.get(overloaded.id))?.nextAttemptAt).toBe(0);
    expect((await offline.db.outbox.get(others.id))?.nextAttemptAt).toBe(9_000);
  });
});

describe('what the header badge counts', () => {
  it('open items of this admin, refused and conflicting ones, and those held for review', async () => {
    const day = 86_400_000;
    const now = 100 * day;
    // Queued over time, oldest first, as a device's clock would have them.
    const applied = await enqueue('admin-a', approve('u6'), now - 40 * day);
    await enqueue('admin-b', approve('u7'), now - 40 * day);
    const old = await enqueue('admin-a', approve('u1'), now - 31 * day);
    const waiting = await enqueue('admin-a', approve('u2'), now - day);
    const sending = await enqueue('admin-a', approve('u3'), now - day);
    const refused = await enqueue('admin-a', approve('u4'), now - day);
    const conflict = await enqueue('admin-a', approve('u5'), now - day);
    await offline.db.outbox.update(sending.id, { status: 'sending' });
    await offline.db.outbox.update(refused.id, { status: 'rejected' });
    await offline.db.outbox.update(conflict.id, { status: 'conflict' });
    await offline.db.outbox.update(applied.id, { status: 'applied' });

    expect(await openCountOf('admin-a')).toBe(3);
    expect(await openCountOf('admin-b')).toBe(1);
    expect((await troubledItemsOf('admin-a')).map((i) => i.id).sort()).toEqual([refused.id, conflict.id].sort());
    expect(await reviewCountOf('admin-a', now)).toBe(1);
    expect(await reviewCountOf('admin-b', now)).toBe(1);
    // Sent on purpose after a look: no longer held.
    await retryItem(old.id, now);
    expect(await reviewCountOf('admin-a', now)).toBe(0);
    expect(waiting.status).toBe('pending');
  });

  it('when the newest decision of this admin was applied, whatever order they were queued in', async () => {
    expect(await lastAppliedAtOf('admin-a')).toBeNull();
    const first = await enqueue('admin-a', approve('u1'), 1_000);
    const second = await enqueue('admin-a', approve('u2'), 2_000);
    const others = await enqueue('admin-b', approve('u3'), 3_000);
    await offline.db.outbox.update(second.id, { status: 'applied', appliedAt: 5_000 });
    await offline.db.outbox.update(first.id, { status: 'applied', appliedAt: 7_000 });
    await offline.db.outbox.update(others.id, { status: 'applied', appliedAt: 9_000 });
    expect(await lastAppliedAtOf('admin-a')).toBe(7_000);
    expect(await lastAppliedAtOf('admin-b')).toBe(9_000);
    expect(await lastAppliedAtOf('admin-c')).toBeNull();
  });
});
