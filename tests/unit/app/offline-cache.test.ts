import { offlineDbPerTest } from '../../support/offline-db';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerLocally,
  cachedRowsOf,
  claimCacheFor,
  findRecord,
  listCacheQuery,
  readQuery,
  readRecord,
  requestPersistentStorage,
  resetCacheSessionForTests,
  saveQueryPage,
  saveRecord,
} from '@app/offline/cache';
import { subscribeToasts, type ToastMessage } from '@app/lib/toast-bus';

interface Row {
  id: string;
  name: string;
  status?: string;
}

const rowId = (row: Row) => row.id;
const rows = (...ids: string[]): Row[] => ids.map((id) => ({ id, name: `Name ${id}` }));
const ids = (list: { rows: Row[] } | null) => list?.rows.map((r) => r.id);

const offline = offlineDbPerTest();

beforeEach(() => {
  resetCacheSessionForTests();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function quotaError(): DOMException {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

describe('offline cache: pages of a list', () => {
  it('replaces on a first page and appends further pages in order, without repeating an id', async () => {
    await saveQueryPage('user', 'q', rows('a', 'b', 'c'), rowId, 7, { append: false, now: 1000 });
    await saveQueryPage('user', 'q', rows('c', 'd', 'e'), rowId, 7, { append: true, now: 2000 });
    const saved = await readQuery<Row>('user', 'q');
    expect(ids(saved)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(saved?.totalCount).toBe(7);
    // The list is as old as its first page.
    expect(saved?.fetchedAt).toBe(1000);

    // A refresh starts the query again: only the new first page remains listed.
    await saveQueryPage('user', 'q', rows('e', 'a'), rowId, 2, { append: false, now: 3000 });
    const refreshed = await readQuery<Row>('user', 'q');
    expect(ids(refreshed)).toEqual(['e', 'a']);
    expect(refreshed?.totalCount).toBe(2);
    expect(refreshed?.fetchedAt).toBe(3000);
  });

  it('reads only the head of a long saved query when asked, and says the rest is there', async () => {
    await saveQueryPage('user', 'q', rows('a', 'b', 'c', 'd'), rowId, 40, { append: false, now: 1000 });
    const head = await readQuery<Row>('user', 'q', 2);
    expect(ids(head)).toEqual(['a', 'b']);
    expect(head).toMatchObject({ totalCount: 40, fetchedAt: 1000, partial: true });
    expect(await readQuery<Row>('user', 'q', 4)).toMatchObject({ partial: false });
    expect(await readQuery<Row>('user', 'q')).toMatchObject({ partial: false });
  });

  it('answers null for a query never fetched, and keeps queries of one type apart', async () => {
    await saveQueryPage('user', 'segment=all', rows('a'), rowId, 1, { append: false });
    expect(await readQuery('user', 'segment=vip')).toBeNull();
    expect(await readQuery('admin', 'segment=all')).toBeNull();
  });

  it('keeps rows by id: a record saved later is what every query shows', async () => {
    await saveQueryPage('user', 'q1', rows('a', 'b'), rowId, 2, { append: false, now: 1000 });
    await saveRecord<Row>('user', 'b', { id: 'b', name: 'Renamed' }, 5000);
    const saved = await readQuery<Row>('user', 'q1');
    expect(saved?.rows.map((r) => r.name)).toEqual(['Name a', 'Renamed']);
    expect(await readRecord<Row>('user', 'b')).toEqual({ data: { id: 'b', name: 'Renamed' }, fetchedAt: 5000 });
    expect(await readRecord('user', 'zzz')).toBeNull();
    expect((await findRecord<Row>('user', (r) => r.name === 'Name a'))?.data.id).toBe('a');
  });

  it('names a query by path, filter and sort, never the page', () => {
    const page1 = 'filter=%7B%22role%22%3A%22agent%22%7D&sort=%7B%22name%22%3A%22asc%22%7D&pagination=%7B%22limit%22%3A20%2C%22currentPage%22%3A1%7D';
    const page2 = page1.replace('%3A1%7D', '%3A2%7D');
    expect(listCacheQuery('/api/users/aggregation', page1)).toBe(listCacheQuery('/api/users/aggregation', page2));
    expect(listCacheQuery('/api/users/aggregation', page1)).not.toContain('pagination');
    expect(listCacheQuery('/api/users/dormant', page1)).not.toBe(listCacheQuery('/api/users/aggregation', page1));
  });
});

describe('offline cache: answering a filter never fetched', () => {
  it('filters and sorts the saved rows of the type, as of the oldest row used', async () => {
    await saveQueryPage<Row>('user', 'all', [{ id: '1', name: 'Cara', status: 'pending' }, { id: '2', name: 'Abu', status: 'approved' }], rowId, 2, { append: false, now: 1000 });
    await saveQueryPage<Row>('user', 'newest', [{ id: '3', name: 'Bala', status: 'pending' }], rowId, 1, { append: false, now: 2000 });
    await saveRecord<Row>('admin', 'x', { id: 'x', name: 'Aaron', status: 'pending' });

    const answer = answerLocally(await cachedRowsOf<Row>('user'), {
      filter: (r) => r.status === 'pending',
      sort: (a, b) => a.name.localeCompare(b.name),
    });
    expect(answer?.rows.map((r) => r.name)).toEqual(['Bala', 'Cara']);
    expect(answer?.totalCount).toBe(2);
    expect(answer?.fetchedAt).toBe(1000);

    const none = answerLocally(await cachedRowsOf<Row>('user'), { filter: () => false });
    expect(none?.rows).toEqual([]);
    expect(none?.fetchedAt).toBe(1000);
    expect(answerLocally(await cachedRowsOf<Row>('contact-change'), { filter: () => true })).toBeNull();
  });
});

describe('offline cache: one admin per device', () => {
  it('keeps the cache for the same admin and clears it when another signs in, outbox untouched', async () => {
    await claimCacheFor('admin-a');
    await saveQueryPage('user', 'q', rows('a', 'b'), rowId, 2, { append: false });
    await offline.db.meta.put({ key: 'outbox.pause', value: { reason: 'unauthorized' } });

    resetCacheSessionForTests();
    await claimCacheFor('admin-a');
    expect(ids(await readQuery<Row>('user', 'q'))).toEqual(['a', 'b']);

    resetCacheSessionForTests();
    await claimCacheFor('admin-b');
    expect(await readQuery('user', 'q')).toBeNull();
    expect(await offline.db.records.count()).toBe(0);
    expect(await offline.db.queries.count()).toBe(0);
    // Not the cache's to clear: the outbox's own state stays.
    expect(await offline.db.meta.get('outbox.pause')).toBeDefined();
    expect((await offline.db.meta.get('cache.owner'))?.value).toBe('admin-b');
  });

  it('drops a copy whose owner is unknown', async () => {
    await saveQueryPage('user', 'q', rows('a'), rowId, 1, { append: false });
    await claimCacheFor('admin-a');
    expect(await offline.db.records.count()).toBe(0);
  });

  it('reads wait for the claim, so a screen never paints the previous admin\'s rows', async () => {
    await claimCacheFor('admin-a');
    await saveQueryPage('user', 'q', rows('a'), rowId, 1, { append: false });
    resetCacheSessionForTests();
    void claimCacheFor('admin-b');
    // Asked before the claim finished.
    expect(await readQuery('user', 'q')).toBeNull();
    expect(await cachedRowsOf('user')).toEqual([]);
  });
});

describe('offline cache: a full disk', () => {
  it('a failing bulkPut writes nothing, and the device being full is said once', async () => {
    const toasts: ToastMessage[] = [];
    const unsubscribe = subscribeToasts((t) => toasts.push(t));
    try {
      await saveQueryPage('user', 'q', rows('a', 'b'), rowId, 2, { append: false, now: 1000 });
      vi.spyOn(offline.db.records, 'bulkPut').mockImplementation(() => Promise.reject(quotaError()) as never);

      expect(await saveQueryPage('user', 'q', rows('c', 'd'), rowId, 9, { append: true, now: 2000 })).toBe(false);
      expect(await saveQueryPage('user', 'q', rows('x'), rowId, 1, { append: false, now: 3000 })).toBe(false);

      const saved = await readQuery<Row>('user', 'q');
      expect(ids(saved)).toEqual(['a', 'b']);
      expect(saved?.totalCount).toBe(2);
      expect(await offline.db.records.count()).toBe(2);
      expect(toasts).toHaveLength(1);
      expect(toasts[0].tone).toBe('warning');
    } finally {
      unsubscribe();
    }
  });

  it('rows already written in the transaction are rolled back when the query write fails', async () => {
    const unsubscribe = subscribeToasts(() => undefined);
    try {
      await saveQueryPage('user', 'q', rows('a', 'b'), rowId, 2, { append: false, now: 1000 });
      vi.spyOn(offline.db.queries, 'put').mockImplementation(() => Promise.reject(quotaError()) as never);

      const renamed: Row[] = [{ id: 'a', name: 'Changed' }, { id: 'c', name: 'New' }];
      expect(await saveQueryPage('user', 'q', renamed, rowId, 3, { append: true, now: 2000 })).toBe(false);
      vi.restoreAllMocks();

      expect(await offline.db.records.count()).toBe(2);
      expect((await readRecord<Row>('user', 'a'))?.data.name).toBe('Name a');
      expect(await readRecord('user', 'c')).toBeNull();
      const saved = await readQuery<Row>('user', 'q');
      expect(ids(saved)).toEqual(['a', 'b']);
      expect(saved?.fetchedAt).toBe(1000);
    } finally {
      unsubscribe();
    }
  });

  it('any other failure is not mistaken for a full disk', async () => {
    vi.spyOn(offline.db.records, 'put').mockImplementation(() => Promise.reject(new Error('broken')) as never);
    await expect(saveRecord('user', 'a', { id: 'a' })).rejects.toThrow('broken');
  });
});

describe('persistent storage', () => {
  it('asks once, and not again if already granted', async () => {
    const persist = vi.fn(async () => true);
    const persisted = vi.fn(async () => false);
    vi.stubGlobal('navigator', { storage: { persist, persisted } });
    expect(await requestPersistentStorage()).toBe(true);
    expect(await requestPersistentStorage()).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);

    resetCacheSessionForTests();
    persisted.mockResolvedValue(true);
    expect(await requestPersistentStorage()).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('does nothing where the browser has no storage manager', async () => {
    vi.stubGlobal('navigator', {});
    expect(await requestPersistentStorage()).toBe(false);
  });
});
