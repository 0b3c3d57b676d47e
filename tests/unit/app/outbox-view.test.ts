import { describe, expect, it } from 'vitest';
import { readWaitingHints, WAITING_HINT_KEY, writeWaitingHint } from '@app/offline/outbox-hint';
import { REVIEW_AGE_MS, tokenFingerprint } from '@app/offline/outbox-rules';
import type { OutboxItem } from '@app/offline/outbox-types';
import {
  canDiscard,
  canRetry,
  currentState,
  groupItems,
  isPausedFor,
  newlyTroubled,
  sectionOf,
} from '@app/offline/outbox-view';
import { recordPath } from '@app/shell/area-outbox';

const NOW = 100 * 86_400_000;
let counter = 0;

function item(overrides: Partial<OutboxItem> = {}): OutboxItem {
  counter++;
  return {
    id: `item-${counter}`,
    idempotencyKey: `key-${counter}`,
    adminId: 'admin-a',
    seq: counter,
    kind: 'user.approve',
    recordKey: `user:${counter}`,
    title: 'Someone',
    remark: '',
    request: { method: 'PATCH', path: '/api/users/x/approval-action', body: {} },
    patch: { approvalStatus: 'approved', approvalRemark: null },
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: NOW - 60_000,
    queuedOffline: false,
    updatedAt: NOW - 60_000,
    reviewedAt: null,
    lastError: null,
    httpStatus: null,
    conflict: null,
    result: null,
    appliedAt: null,
    ...overrides,
  };
}

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

describe('the outbox screen’s groups', () => {
  it('conflicts, refusals and month-old items need attention; open ones wait; applied ones were sent', () => {
    const old = item({ createdAt: NOW - REVIEW_AGE_MS - 1 });
    const waiting = item({ status: 'sending' });
    const failing = item({ lastError: 'network', attempts: 2 });
    const conflict = item({ status: 'conflict' });
    const rejected = item({ status: 'rejected', lastError: 'Remark too long' });
    const sentEarly = item({ status: 'applied', appliedAt: NOW - 5_000 });
    const sentLate = item({ status: 'applied', appliedAt: NOW - 1_000 });
    const groups = groupItems([sentEarly, rejected, waiting, old, conflict, failing, sentLate], NOW);
    expect(groups.attention.map((i) => i.id)).toEqual([old.id, conflict.id, rejected.id]);
    expect(groups.waiting.map((i) => i.id)).toEqual([waiting.id, failing.id]);
    expect(groups.sent.map((i) => i.id)).toEqual([sentLate.id, sentEarly.id]);
    expect(sectionOf(old, NOW - 10 * 86_400_000)).toBe('waiting');
  });

  it('retry for refusals, items held for review and waiting ones after a failure; never for conflicts or applied', () => {
    expect(canRetry(item({ status: 'rejected' }), NOW)).toBe(true);
    expect(canRetry(item({ createdAt: NOW - REVIEW_AGE_MS - 1 }), NOW)).toBe(true);
    expect(canRetry(item({ lastError: 'timeout' }), NOW)).toBe(true);
    expect(canRetry(item(), NOW)).toBe(false);
    expect(canRetry(item({ status: 'sending', lastError: 'network' }), NOW)).toBe(false);
    expect(canRetry(item({ status: 'conflict' }), NOW)).toBe(false);
    expect(canRetry(item({ status: 'applied' }), NOW)).toBe(false);
  });

  it('discard for conflicts, refusals and waiting items; not while sending, not once applied', () => {
    expect(['pending', 'rejected', 'conflict', 'sending', 'applied'].map((status) => canDiscard(item({ status: status as OutboxItem['status'] })))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('a conflict shows the fields the decision touched as the server has them now', () => {
    const conflict = item({
      status: 'conflict',
      conflict: { message: 'no longer pending', current: { id: 'u', approvalStatus: 'rejected', approvalRemark: 'Fake documents', name: 'A' }, lastChange: null },
    });
    expect(currentState(conflict)).toEqual([
      ['approvalStatus', 'rejected'],
      ['approvalRemark', 'Fake documents'],
    ]);
    expect(currentState(item())).toEqual([]);
  });

  it('links each record to its screen', () => {
    expect(recordPath('users.user:6f1c')).toBe('/admin/user-mgmt/6f1c');
    expect(recordPath('users.contact-change:9')).toBe('/admin/user-mgmt/queues?tab=contacts');
    expect(recordPath('something-else:1')).toBeNull();
    expect(recordPath('broken')).toBeNull();
  });
});

describe('the runtime’s counts and announcements', () => {
  it('a pause holds only its admin, and only with the token the server refused', () => {
    const pause = { reason: 'unauthorized' as const, adminId: 'admin-a', tokenFingerprint: tokenFingerprint('old'), at: 1 };
    expect(isPausedFor(pause, 'admin-a', tokenFingerprint('old'))).toBe(true);
    expect(isPausedFor(pause, 'admin-a', tokenFingerprint('new'))).toBe(false);
    expect(isPausedFor(pause, 'admin-b', tokenFingerprint('old'))).toBe(false);
    expect(isPausedFor(null, 'admin-a', tokenFingerprint('old'))).toBe(false);
  });

  it('announces each refusal or conflict once, and again only after a retry fails again', () => {
    const a = item({ status: 'rejected' });
    const b = item({ status: 'conflict' });
    let state = newlyTroubled(null, [a]);
    expect(state.fresh).toEqual([]);
    state = newlyTroubled(state.seen, [a, b]);
    expect(state.fresh.map((i) => i.id)).toEqual([b.id]);
    state = newlyTroubled(state.seen, [a, b]);
    expect(state.fresh).toEqual([]);
    // a is retried (no longer in trouble), then refused again.
    state = newlyTroubled(state.seen, [b]);
    state = newlyTroubled(state.seen, [a, b]);
    expect(state.fresh.map((i) => i.id)).toEqual([a.id]);
  });
});

describe('the login page’s hint', () => {
  it('keeps one entry per admin with waiting items, and drops an admin with none', () => {
    const store = new MemoryStorage();
    expect(readWaitingHints(store)).toEqual([]);
    writeWaitingHint({ adminId: 'a', email: 'a@stayops.my', count: 2 }, store);
    writeWaitingHint({ adminId: 'b', email: 'b@stayops.my', count: 0 }, store);
    expect(readWaitingHints(store)).toEqual([{ adminId: 'a', email: 'a@stayops.my', count: 2 }]);
    writeWaitingHint({ adminId: 'b', email: 'b@stayops.my', count: 1 }, store);
    writeWaitingHint({ adminId: 'a', email: 'a@stayops.my', count: 5 }, store);
    expect(readWaitingHints(store)).toEqual([
      { adminId: 'b', email: 'b@stayops.my', count: 1 },
      { adminId: 'a', email: 'a@stayops.my', count: 5 },
    ]);
    writeWaitingHint({ adminId: 'a', email: 'a@stayops.my', count: 0 }, store);
    writeWaitingHint({ adminId: 'b', email: 'b@stayops.my', count: 0 }, store);
    expect(store.getItem(WAITING_HINT_KEY)).toBeNull();
  });

  it('reads a single entry, ignores damaged notes and entries with nothing waiting', () => {
    const store = new MemoryStorage();
    store.setItem(WAITING_HINT_KEY, JSON.stringify({ adminId: 'a', email: 'a@stayops.my', count: 3 }));
    expect(readWaitingHints(store)).toEqual([{ adminId: 'a', email: 'a@stayops.my', count: 3 }]);
    store.setItem(WAITING_HINT_KEY, '{not json');
    expect(readWaitingHints(store)).toEqual([]);
    store.setItem(WAITING_HINT_KEY, JSON.stringify([{ adminId: 'a', email: 'a@stayops.my', count: 0 }, { adminId: 'b', count: 2 }]));
    expect(readWaitingHints(store)).toEqual([]);
    expect(readWaitingHints(null)).toEqual([]);
  });
});
