import { offlineDbPerTest } from '../../support/offline-db';
import { afterEach, describe, expect, it } from 'vitest';
import { initialPagedState, pagedReducer, type PagedState } from '@app/lib/paged-list';
import { stillWaitingAfter } from '@app/kit/decision/use-queue-decision';
import { drainOnce } from '@app/offline/drain';
import { enqueue } from '@app/offline/outbox';
import { troubledItemsOf } from '@app/offline/outbox-counts';
import type { OutboxItem } from '@app/offline/outbox-types';
import { resetRefusalWatchForTests, watchRefusal } from '@app/offline/refusal-watch';
import { movedOnSince, resolveFromFreshRows, resolveGone } from '@app/offline/resolve-stale';
import { saveRecord } from '@app/offline/cache';
import { refusal } from '@shared/refusals';

interface Card {
  id: string;
}
const reduce = pagedReducer<Card>((c) => c.id);
const cards = (...ids: string[]): Card[] => ids.map((id) => ({ id }));
const ids = (s: PagedState<Card>) => s.items.map((c) => c.id);

const offline = offlineDbPerTest();
afterEach(() => {
  resetRefusalWatchForTests();
});

const ADMIN = 'admin-a';
const KEY = 'free-stay-request:r1';
const pending = { id: 'r1', status: 'pending', remark: null };

function queue(recordKey = KEY) {
  return enqueue(ADMIN, {
    kind: 'free-stay.approve',
    recordKey,
    title: 'FS-00009 · Aminah',
    request: { method: 'POST', path: '/api/free-stay-requests/r1/decision', body: { action: 'approve', expected: 'pending' } },
    patch: { status: 'approved', remark: null },
  });
}

/** One drain pass where the server answers `answer` to every item. */
function drainWith(answer: { status: number; body: unknown }) {
  return drainOnce({
    session: () => ({ adminId: ADMIN, token: 't' }),
    offline: () => false,
    send: async () => {
      const { classifyResponse } = await import('@app/offline/outbox-rules');
      return classifyResponse(answer.status, answer.body);
    },
  });
}

const taken = { status: 409, body: { message: 'Unit taken', current: pending, lastChange: null, refusal: refusal('unit_taken', { unit: 'A-1', stay: 'R1', from: '2026-12-04', to: '2026-12-07', stayStatus: 'confirmed' }) } };

describe('a refused card comes back to its list', () => {
  it('the list gives a settled card back where it stood, with the count, once', () => {
    let s = reduce(initialPagedState<Card>(), { type: 'loaded', list: { items: cards('a', 'b', 'c'), totalCount: 29 }, append: false });
    s = reduce(s, { type: 'take', id: 'b' });
    s = reduce(s, { type: 'settle', id: 'b' });
    expect([ids(s), s.totalCount]).toEqual([['a', 'c'], 28]);
    s = reduce(s, { type: 'giveBack', id: 'b' });
    expect([ids(s), s.totalCount]).toEqual([['a', 'b', 'c'], 29]);
    expect(reduce(s, { type: 'giveBack', id: 'b' })).toBe(s);
  });

  it('a card a refresh already brought back is not counted twice', () => {
    let s = reduce(initialPagedState<Card>(), { type: 'loaded', list: { items: cards('a', 'b'), totalCount: 2 }, append: false });
    s = reduce(reduce(s, { type: 'take', id: 'b' }), { type: 'settle', id: 'b' });
    s = reduce(s, { type: 'loaded', list: { items: cards('a', 'b'), totalCount: 2 }, append: false });
    s = reduce(s, { type: 'giveBack', id: 'b' });
    expect([ids(s), s.totalCount]).toEqual([['a', 'b'], 2]);
  });

  it('comes back after a rule refused it, not after someone else decided it', () => {
    const conflict = (code: string | null) => ({ message: 'm', current: pending, lastChange: null, refusal: code ? refusal(code as 'unit_taken') : null });
    expect(stillWaitingAfter({ status: 'rejected', conflict: null })).toBe(true);
    expect(stillWaitingAfter({ status: 'conflict', conflict: conflict('unit_taken') })).toBe(true);
    expect(stillWaitingAfter({ status: 'conflict', conflict: conflict('night_full') })).toBe(true);
    expect(stillWaitingAfter({ status: 'conflict', conflict: conflict('moved_on') })).toBe(false);
    expect(stillWaitingAfter({ status: 'conflict', conflict: conflict(null) })).toBe(false);
  });

  it('hears the refusal of a queued item once, and nothing for one applied', async () => {
    const heard: OutboxItem[] = [];
    const refused = await queue();
    watchRefusal(refused.id, (item) => heard.push(item));
    await drainWith(taken);
    await expect.poll(() => heard.length).toBe(1);
    expect(heard[0]).toMatchObject({ id: refused.id, status: 'conflict', conflict: { refusal: { code: 'unit_taken' } } });

    const applied = await queue('free-stay-request:r2');
    watchRefusal(applied.id, (item) => heard.push(item));
    await drainWith({ status: 200, body: { id: 'r2', status: 'approved' } });
    await new Promise((r) => setTimeout(r, 50));
    expect(heard).toHaveLength(1);
  });
});

describe('stale conflicts resolve when the record moved on', () => {
  it('moved on: a field the decision changes differs from the record the conflict reported', () => {
    const item = { patch: { status: 'approved', remark: null }, conflict: { message: 'm', current: pending, lastChange: null } };
    expect(movedOnSince(item, { ...pending })).toBe(false);
    expect(movedOnSince(item, { ...pending, status: 'rejected', remark: 'No' })).toBe(true);
    // A refusal without the record: moved on once the record says what was asked.
    expect(movedOnSince({ patch: { status: 'approved' }, conflict: null }, { status: 'approved' })).toBe(true);
    expect(movedOnSince({ patch: { status: 'approved' }, conflict: null }, { status: 'pending' })).toBe(false);
  });

  it('a fresh read showing the record decided resolves the conflict, and the red dot goes with it', async () => {
    await queue();
    await drainWith(taken);
    expect(await troubledItemsOf(ADMIN)).toHaveLength(1);
    // Still pending on the server: nothing changes.
    await saveRecord('free-stay-request', 'r1', pending);
    expect(await troubledItemsOf(ADMIN)).toHaveLength(1);
    // Another admin rejected it meanwhile: the conflict has nothing left to ask.
    await saveRecord('free-stay-request', 'r1', { ...pending, status: 'rejected', remark: 'Unit sold' });
    expect(await troubledItemsOf(ADMIN)).toHaveLength(0);
    expect((await offline.db.outbox.toArray()).map((i) => i.status)).toEqual(['resolved']);
  });

  it('a later decision on the same record that went through settles the refused one', async () => {
    await queue();
    await drainWith(taken);
    await queue();
    await drainWith({ status: 200, body: { id: 'r1', status: 'rejected' } });
    expect(await troubledItemsOf(ADMIN)).toHaveLength(0);
    expect((await offline.db.outbox.orderBy('seq').toArray()).map((i) => i.status)).toEqual(['resolved', 'applied']);
  });

  it('a record that is gone resolves its conflicts; other records keep theirs', async () => {
    await queue();
    await queue('free-stay-request:r9');
    await drainWith(taken);
    expect(await troubledItemsOf(ADMIN)).toHaveLength(2);
    await resolveGone(KEY);
    expect((await troubledItemsOf(ADMIN)).map((i) => i.recordKey)).toEqual(['free-stay-request:r9']);
    expect(await resolveFromFreshRows(new Map([['free-stay-request:r9', { id: 'r9', status: 'pending' }]]))).toBe(0);
  });
});
