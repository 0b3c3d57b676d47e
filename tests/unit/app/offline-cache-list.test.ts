import { describe, expect, it } from 'vitest';
import { CACHE_REVEAL_STEP, hasMorePages, initialPagedState, pagedReducer, visibleItems, type PagedState } from '@app/lib/paged-list';

interface Card {
  id: string;
}
const reduce = pagedReducer<Card>((c) => c.id);
const cards = (...ids: string[]): Card[] => ids.map((id) => ({ id }));
const many = (n: number): Card[] => Array.from({ length: n }, (_, i) => ({ id: `c${i}` }));
const ids = (s: PagedState<Card>) => s.items.map((c) => c.id);

function fromCache(list: Card[], totalCount = list.length, local = false): PagedState<Card> {
  return reduce(initialPagedState<Card>(), { type: 'cached', list: { items: list, totalCount }, fetchedAt: 1000, local });
}

describe('a list painted from the cache', () => {
  it('shows the saved rows at once, says where they came from, and the server replaces them', () => {
    let s = fromCache(cards('a', 'b'), 40);
    expect(s.status).toBe('ready');
    expect(s.source).toBe('cache');
    expect(s.fetchedAt).toBe(1000);
    expect(ids(s)).toEqual(['a', 'b']);
    s = reduce(s, { type: 'loaded', list: { items: cards('c'), totalCount: 1 }, append: false, fetchedAt: 2000 });
    expect(s.source).toBe('server');
    expect(s.fetchedAt).toBe(2000);
    expect(s.stale).toBe(false);
    expect(ids(s)).toEqual(['c']);
  });

  it('a late read of the cache never replaces the server\'s answer', () => {
    let s = reduce(initialPagedState<Card>(), { type: 'loaded', list: { items: cards('fresh'), totalCount: 1 }, append: false, fetchedAt: 2000 });
    s = reduce(s, { type: 'cached', list: { items: cards('old'), totalCount: 1 }, fetchedAt: 1000, local: false });
    expect(ids(s)).toEqual(['fresh']);
    expect(s.source).toBe('server');
  });

  it('a failed refresh keeps the rows and marks them stale; the next answer clears it', () => {
    let s = fromCache(cards('a'));
    s = reduce(s, { type: 'stale', error: new Error('offline') });
    expect(ids(s)).toEqual(['a']);
    expect(s.status).toBe('ready');
    expect(s.stale).toBe(true);
    // A pull to refresh keeps them on screen, still stale, until the server answers.
    s = reduce(s, { type: 'start', keep: true });
    expect(s.stale).toBe(true);
    s = reduce(s, { type: 'loaded', list: { items: cards('a', 'b'), totalCount: 2 }, append: false, fetchedAt: 3000 });
    expect(s.stale).toBe(false);
  });

  it('stale means nothing when there is nothing on screen', () => {
    const s = reduce(initialPagedState<Card>(), { type: 'stale', error: new Error('offline') });
    expect(s.status).toBe('loading');
    expect(s.stale).toBe(false);
  });

  it('says when a filter was answered from saved rows, until the server answers it', () => {
    let s = fromCache(cards('a'), 1, true);
    expect(s.answeredLocally).toBe(true);
    s = reduce(s, { type: 'loaded', list: { items: cards('a'), totalCount: 1 }, append: false, fetchedAt: 2000 });
    expect(s.answeredLocally).toBe(false);
  });

  it('a card taken out for a decision stays out when the cache is read again', () => {
    let s = reduce(initialPagedState<Card>(), { type: 'loaded', list: { items: cards('a', 'b'), totalCount: 2 }, append: false });
    s = reduce(s, { type: 'take', id: 'a' });
    s = reduce({ ...s, source: null }, { type: 'cached', list: { items: cards('a', 'b'), totalCount: 2 }, fetchedAt: 1, local: false });
    expect(ids(s)).toEqual(['b']);
  });
});

describe('scrolling a list offline', () => {
  it('a thousand saved rows paint a screenful at a time, and scrolling shows the rest without the server', () => {
    let s = fromCache(many(1000), 5000);
    expect(visibleItems(s)).toHaveLength(CACHE_REVEAL_STEP);
    expect(hasMorePages(s)).toBe(true);
    s = reduce(s, { type: 'reveal' });
    expect(visibleItems(s)).toHaveLength(2 * CACHE_REVEAL_STEP);
    for (let i = 0; i < 1000 / CACHE_REVEAL_STEP; i++) s = reduce(s, { type: 'reveal' });
    expect(visibleItems(s)).toHaveLength(1000);
    // All saved rows shown: no more pages, although the server counts 5,000.
    expect(hasMorePages(s)).toBe(false);
  });

  it('stale rows from the server never ask for a further page: the spinner would not end offline', () => {
    let s = reduce(initialPagedState<Card>(), { type: 'loaded', list: { items: cards('a', 'b'), totalCount: 10 }, append: false, fetchedAt: 1 });
    expect(hasMorePages(s)).toBe(true);
    s = reduce(s, { type: 'stale', error: new Error('offline') });
    expect(hasMorePages(s)).toBe(false);
    // A further page that arrives after all means the network is back.
    s = reduce(s, { type: 'loaded', list: { items: cards('c'), totalCount: 10 }, append: true });
    expect(s.stale).toBe(false);
    expect(hasMorePages(s)).toBe(true);
  });

  it('revealing does nothing to a list from the server', () => {
    const s = reduce(initialPagedState<Card>(), { type: 'loaded', list: { items: many(100), totalCount: 100 }, append: false });
    expect(reduce(s, { type: 'reveal' })).toBe(s);
    expect(visibleItems(s)).toHaveLength(100);
  });
});
