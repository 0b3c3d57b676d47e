import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  classifyResponse,
  MAX_BACKOFF_MS,
  needsReview,
  nextWakeAt,
  parseRetryAfter,
  pickSendable,
  REVIEW_AGE_MS,
  tokenFingerprint,
  withPending,
} from '@app/offline/outbox-rules';
import type { OutboxItem } from '@app/offline/outbox-types';

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
    patch: null,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: 1_000,
    queuedOffline: false,
    updatedAt: 1_000,
    reviewedAt: null,
    lastError: null,
    httpStatus: null,
    conflict: null,
    result: null,
    appliedAt: null,
    ...overrides,
  };
}

describe('outbox backoff', () => {
  it('grows with each failure, stays within half and all of its step, and never passes five minutes', () => {
    const low = (n: number) => backoffDelay(n, () => 0);
    const high = (n: number) => backoffDelay(n, () => 1);
    expect([low(1), high(1)]).toEqual([500, 1000]);
    expect([low(2), high(2)]).toEqual([1000, 2000]);
    expect([low(5), high(5)]).toEqual([8000, 16000]);
    for (let n = 1; n < 40; n++) expect(high(n)).toBeLessThanOrEqual(MAX_BACKOFF_MS);
    expect(high(30)).toBe(MAX_BACKOFF_MS);
  });

  it('honours Retry-After as a floor, under the same cap', () => {
    expect(backoffDelay(1, () => 0, 30_000)).toBe(30_000);
    expect(backoffDelay(1, () => 0, 3_600_000)).toBe(MAX_BACKOFF_MS);
    expect(parseRetryAfter('12', 0)).toBe(12_000);
    expect(parseRetryAfter(new Date(60_000).toUTCString(), 0)).toBe(60_000);
    expect(parseRetryAfter('soon', 0)).toBeUndefined();
    expect(parseRetryAfter(null, 0)).toBeUndefined();
  });
});

describe('what the server answered', () => {
  it('applies 2xx, pauses on 401, and turns a 409 with the current record into a conflict', () => {
    expect(classifyResponse(200, { id: 'u' })).toEqual({ kind: 'applied', result: { id: 'u' } });
    expect(classifyResponse(401, 'Unauthorized')).toEqual({ kind: 'unauthorized' });
    const conflict = classifyResponse(409, {
      message: 'no longer pending',
      current: { approvalStatus: 'rejected' },
      lastChange: { action: 'user.reject', actorName: 'Aminah', at: '2026-11-21T01:00:00.000Z' },
    });
    expect(conflict).toMatchObject({
      kind: 'conflict',
      conflict: { message: 'no longer pending', current: { approvalStatus: 'rejected' }, lastChange: { actorName: 'Aminah', action: 'user.reject' } },
    });
  });

  it('retries a 409 without a record (the same key still in flight), 408, 429 and 5xx', () => {
    expect(classifyResponse(409, { message: 'This request is already being processed; try again shortly' }).kind).toBe('retry');
    for (const status of [408, 429, 500, 502, 503, 504]) expect(classifyResponse(status, null).kind).toBe('retry');
    expect(classifyResponse(429, { message: 'slow down' }, 5000)).toMatchObject({ kind: 'retry', retryAfterMs: 5000, message: 'slow down' });
  });

  it('rejects every other 4xx with the server’s own message', () => {
    expect(classifyResponse(422, { message: 'This Idempotency-Key was already used for a different request' })).toEqual({
      kind: 'rejected',
      message: 'This Idempotency-Key was already used for a different request',
      status: 422,
    });
    expect(classifyResponse(403, { message: 'You do not have permission to do this' })).toMatchObject({ kind: 'rejected', status: 403 });
    // A temporary password still to replace is not a refusal: the decision waits for the new password.
    expect(classifyResponse(403, { code: 'password_change_required', message: 'Choose a new password before you continue' })).toMatchObject({ kind: 'retry', status: 403 });
    expect(classifyResponse(404, null)).toMatchObject({ kind: 'rejected', status: 404 });
  });
});

describe('what goes out next', () => {
  it('sends one item per record, oldest first, and lets other records go past a waiting one', () => {
    const a1 = item({ recordKey: 'user:a', seq: 1 });
    const a2 = item({ recordKey: 'user:a', seq: 2 });
    const b1 = item({ recordKey: 'user:b', seq: 3, nextAttemptAt: 5_000 });
    const c1 = item({ recordKey: 'user:c', seq: 4 });
    expect(pickSendable([c1, a2, b1, a1], 1_000, new Set(), 10).map((i) => i.id)).toEqual([a1.id, c1.id]);
    expect(pickSendable([c1, a2, b1, a1], 1_000, new Set(['user:a']), 10).map((i) => i.id)).toEqual([c1.id]);
    expect(pickSendable([c1, a2, b1, a1], 6_000, new Set(), 2).map((i) => i.id)).toEqual([a1.id, b1.id]);
  });

  it('a final item of a record no longer holds back the next one', () => {
    const a1 = item({ recordKey: 'user:a', seq: 1, status: 'conflict' });
    const a2 = item({ recordKey: 'user:a', seq: 2 });
    expect(pickSendable([a1, a2], 0, new Set(), 10).map((i) => i.id)).toEqual([a2.id]);
  });

  it('holds an item older than 30 days for review, until the admin has looked at it', () => {
    const now = 1_000 + REVIEW_AGE_MS + 1;
    const old = item({ createdAt: 1_000 });
    expect(needsReview(old, now)).toBe(true);
    expect(needsReview(old, now - 2)).toBe(false);
    expect(pickSendable([old], now, new Set(), 10)).toEqual([]);
    expect(needsReview({ ...old, reviewedAt: now }, now)).toBe(false);
    expect(needsReview({ ...old, status: 'applied' }, now)).toBe(false);
    expect(nextWakeAt([old], now)).toBeNull();
  });

  it('wakes at the earliest backoff', () => {
    expect(nextWakeAt([item({ nextAttemptAt: 9_000 }), item({ nextAttemptAt: 4_000 })], 1_000)).toBe(4_000);
    expect(nextWakeAt([item({ nextAttemptAt: 0 })], 1_000)).toBe(1_000);
    expect(nextWakeAt([item({ status: 'applied' })], 1_000)).toBeNull();
  });
});

describe('the record as the admin sees it', () => {
  it('lays open decisions over the server copy in order, and ignores answered ones', () => {
    const server = { banned: false, banRemark: null as string | null, isVip: false };
    const shown = withPending(server, [
      item({ seq: 2, patch: { banned: false, banRemark: null } }),
      item({ seq: 1, patch: { banned: true, banRemark: 'fraud' } }),
      item({ seq: 3, patch: { isVip: true }, status: 'applied' }),
    ]);
    expect(shown).toEqual({ banned: false, banRemark: null, isVip: false });
    expect(withPending(server, [item({ patch: { banned: true, banRemark: 'fraud' } })])).toEqual({ banned: true, banRemark: 'fraud', isVip: false });
    expect(server.banned).toBe(false);
  });

  it('fingerprints tokens so a new sign-in is told apart without storing the token', () => {
    expect(tokenFingerprint('abc')).toBe(tokenFingerprint('abc'));
    expect(tokenFingerprint('abc')).not.toBe(tokenFingerprint('abd'));
    expect(tokenFingerprint('secret-token')).not.toContain('secret');
  });
});
