// @vitest-environment jsdom
import { offlineDbPerTest } from '../../support/offline-db';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { networkFailure } from '@app/lib/api-errors';
import type { PageOf } from '@app/lib/paged-list';
import { subscribeToasts, type ToastMessage } from '@app/lib/toast-bus';
import { usePagedList, type PagedList, type PagedListCache } from '@app/lib/use-paged-list';
import { useRemoteRecord } from '@app/lib/use-remote-record';
import { readQuery, resetCacheSessionForTests, saveQueryPage, saveRecord } from '@app/offline/cache';
import type { OutboxItem } from '@app/offline/outbox-types';

/** Updates land outside act on purpose: the cache and the live outbox query answer asynchronously. */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

interface Person {
  id: string;
  name: string;
  approvalStatus: 'pending' | 'approved';
}
const person = (id: string, approvalStatus: Person['approvalStatus'] = 'pending'): Person => ({ id, name: `Person ${id}`, approvalStatus });
const personId = (p: Person) => p.id;
const waiting = (p: Person) => p.approvalStatus === 'pending';

const device = offlineDbPerTest();
let container: HTMLDivElement;
let root: Root;
let toasts: ToastMessage[];
let unsubscribe: () => void;

beforeEach(() => {
  resetCacheSessionForTests();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  toasts = [];
  unsubscribe = subscribeToasts((t) => toasts.push(t));
});

afterEach(() => {
  root.unmount();
  container.remove();
  unsubscribe();
});

function outboxItem(recordKey: string, patch: Record<string, unknown>): OutboxItem {
  return {
    id: `item-${recordKey}`,
    idempotencyKey: `key-${recordKey}`,
    adminId: 'admin-a',
    seq: 1,
    kind: 'user.approve',
    recordKey,
    title: 'Someone',
    remark: '',
    request: { method: 'PATCH', path: '/api/users/x/approval-action', body: {} },
    patch,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: 1,
    queuedOffline: false,
    updatedAt: 1,
    reviewedAt: null,
    lastError: null,
    httpStatus: null,
    conflict: null,
    result: null,
    appliedAt: null,
  };
}

function renderList(fetchPage: (page: number) => Promise<PageOf<Person>>, cache?: PagedListCache<Person>) {
  const seen: { current: PagedList<Person> | null } = { current: null };
  function Harness() {
    seen.current = usePagedList<Person>({ key: cache?.query ?? 'plain', limit: 20, getId: personId, fetchPage, cache });
    return null;
  }
  root.render(createElement(Harness));
  return seen;
}

const offline = () => Promise.reject(networkFailure());
const QUEUE: PagedListCache<Person> = { type: 'user', query: 'pending', local: { filter: waiting }, keep: waiting };

describe('a cached list offline', () => {
  it('paints the saved rows, marks them stale, and shows no failure toast', async () => {
    await saveQueryPage('user', 'pending', [person('a'), person('b')], personId, 2, { append: false, now: 1000 });
    const list = renderList(offline, QUEUE);
    await vi.waitFor(() => expect(list.current?.stale).toBe(true));
    expect(list.current?.items.map(personId)).toEqual(['a', 'b']);
    expect(list.current?.source).toBe('cache');
    expect(list.current?.fetchedAt).toBe(1000);
    expect(list.current?.status).toBe('ready');
    expect(list.current?.hasMore).toBe(false);
    expect(toasts).toEqual([]);
  });

  it('a long saved list paints its first screenful, then has the rest to reveal as the admin scrolls', async () => {
    const saved = Array.from({ length: 45 }, (_, i) => person(`p${String(i).padStart(2, '0')}`));
    await saveQueryPage('user', 'pending', saved, personId, 45, { append: false, now: 1000 });
    const list = renderList(offline, QUEUE);
    await vi.waitFor(() => expect(list.current?.stale).toBe(true));
    expect(list.current?.items.map(personId)).toEqual(saved.slice(0, 20).map(personId));
    expect(list.current?.totalCount).toBe(45);
    expect(list.current?.hasMore).toBe(true);
    await list.current?.loadMore();
    await list.current?.loadMore();
    await vi.waitFor(() => expect(list.current?.items.map(personId)).toEqual(saved.map(personId)));
    expect(list.current?.hasMore).toBe(false);
  });

  it('answers a filter never fetched from the saved rows of the type, and says so', async () => {
    await saveQueryPage('user', 'all', [person('a', 'approved'), person('b'), person('c')], personId, 3, { append: false, now: 1000 });
    const list = renderList(offline, QUEUE);
    await vi.waitFor(() => expect(list.current?.stale).toBe(true));
    expect(list.current?.answeredLocally).toBe(true);
    expect(list.current?.items.map(personId)).toEqual(['b', 'c']);
    expect(list.current?.totalCount).toBe(2);
  });

  it('with nothing saved, fails as before: the error state and its toast', async () => {
    const list = renderList(offline, QUEUE);
    await vi.waitFor(() => expect(list.current?.status).toBe('error'));
    expect(toasts).toHaveLength(1);
  });

  it('a decision queued offline shows at once: the approved user leaves the pending queue', async () => {
    await saveQueryPage('user', 'pending', [person('a'), person('b'), person('c')], personId, 3, { append: false });
    const list = renderList(offline, QUEUE);
    await vi.waitFor(() => expect(list.current?.items).toHaveLength(3));
    await device.db.outbox.add(outboxItem('user:b', { approvalStatus: 'approved' }));
    await vi.waitFor(() => expect(list.current?.items.map(personId)).toEqual(['a', 'c']));
    expect(list.current?.totalCount).toBe(2);
    // Once answered, the item no longer shapes the row.
    await device.db.outbox.update('item-user:b', { status: 'applied' });
    await vi.waitFor(() => expect(list.current?.items.map(personId)).toEqual(['a', 'b', 'c']));
  });

  it('shows a pending change on rows a list keeps, with the items behind it', async () => {
    await saveQueryPage('user', 'everyone', [person('a'), person('b')], personId, 2, { append: false });
    await device.db.outbox.add(outboxItem('user:a', { approvalStatus: 'approved' }));
    const list = renderList(offline, { type: 'user', query: 'everyone' });
    await vi.waitFor(() => expect(list.current?.items[0]?.approvalStatus).toBe('approved'));
    expect(list.current?.pending.get('a')).toHaveLength(1);
    expect(list.current?.pending.has('b')).toBe(false);
  });
});

describe('a cached list online', () => {
  it('shows the server\'s rows and saves them for next time', async () => {
    const list = renderList(async () => ({ items: [person('x'), person('y')], totalCount: 2 }), QUEUE);
    await vi.waitFor(() => expect(list.current?.source).toBe('server'));
    expect(list.current?.items.map(personId)).toEqual(['x', 'y']);
    await vi.waitFor(async () => expect((await readQuery<Person>('user', 'pending'))?.rows.map(personId)).toEqual(['x', 'y']));
  });

  it('a list without a cache behaves as before', async () => {
    const list = renderList(async () => ({ items: [person('x')], totalCount: 1 }));
    await vi.waitFor(() => expect(list.current?.status).toBe('ready'));
    expect(await device.db.queries.count()).toBe(0);
  });
});

describe('a cached record', () => {
  function renderRecord(fetcher: (key: string) => Promise<Person>) {
    const seen: { current: ReturnType<typeof useRemoteRecord<Person>> | null } = { current: null };
    function Harness() {
      seen.current = useRemoteRecord<Person>('a', fetcher, { cache: { type: 'user' } });
      return null;
    }
    root.render(createElement(Harness));
    return seen;
  }

  it('offline, shows the saved copy with its pending change, stale, without a toast', async () => {
    await saveRecord('user', 'a', person('a'), 1000);
    await device.db.outbox.add(outboxItem('user:a', { approvalStatus: 'approved' }));
    const record = renderRecord(offline);
    await vi.waitFor(() => expect(record.current?.stale).toBe(true));
    expect(record.current?.status).toBe('ready');
    expect(record.current?.source).toBe('cache');
    await vi.waitFor(() => expect(record.current?.data?.approvalStatus).toBe('approved'));
    expect(record.current?.pending).toHaveLength(1);
    expect(toasts).toEqual([]);
  });

  it('online, saves what the server sent', async () => {
    const record = renderRecord(async () => person('a', 'approved'));
    await vi.waitFor(() => expect(record.current?.source).toBe('server'));
    await vi.waitFor(async () => expect((await device.db.records.get('user:a'))?.data).toEqual(person('a', 'approved')));
  });
});
