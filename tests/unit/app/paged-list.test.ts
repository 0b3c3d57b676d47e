import { describe, expect, it } from 'vitest';
import { hasMorePages, initialPagedState, nextPageNumber, pagedReducer, type PagedState } from '@app/lib/paged-list';

interface Card {
  id: string;
  v?: number;
}
const reduce = pagedReducer<Card>((c) => c.id);
const cards = (...ids: string[]): Card[] => ids.map((id) => ({ id }));
const ids = (s: PagedState<Card>) => s.items.map((c) => c.id);

function loaded(list: Card[], totalCount: number): PagedState<Card> {
  return reduce(initialPagedState<Card>(), { type: 'loaded', list: { items: list, totalCount }, append: false });
}

describe('paged list state (infinite scroll and queues)', () => {
  it('appends further pages without repeating a card', () => {
    let s = loaded(cards('a', 'b', 'c'), 5);
    expect(hasMorePages(s)).toBe(true);
    s = reduce(s, { type: 'loaded', list: { items: cards('c', 'd', 'e'), totalCount: 5 }, append: true });
    expect(ids(s)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(hasMorePages(s)).toBe(false);
  });

  it('stops asking when a further page brings nothing new, until the next refresh', () => {
    let s = loaded(cards('a', 'b'), 9);
    s = reduce(s, { type: 'loaded', list: { items: cards('a', 'b'), totalCount: 9 }, append: true });
    expect(s.exhausted).toBe(true);
    expect(hasMorePages(s)).toBe(false);
    s = reduce(s, { type: 'start', keep: true });
    expect(ids(s)).toEqual(['a', 'b']);
    expect(s.exhausted).toBe(false);
  });

  it('a decided card leaves at once, and the count with it once the server agrees', () => {
    let s = loaded(cards('a', 'b', 'c'), 3);
    s = reduce(s, { type: 'take', id: 'b' });
    expect(ids(s)).toEqual(['a', 'c']);
    expect(s.totalCount).toBe(3);
    s = reduce(s, { type: 'settle', id: 'b' });
    expect(s.totalCount).toBe(2);
    expect(s.held).toEqual({});
    // Settling twice does not count twice.
    expect(reduce(s, { type: 'settle', id: 'b' }).totalCount).toBe(2);
  });

  it('a card whose decision failed comes back where it was', () => {
    let s = loaded(cards('a', 'b', 'c'), 3);
    s = reduce(s, { type: 'take', id: 'b' });
    s = reduce(s, { type: 'restore', id: 'b' });
    expect(ids(s)).toEqual(['a', 'b', 'c']);
    expect(s.totalCount).toBe(3);
    expect(reduce(s, { type: 'take', id: 'zz' })).toBe(s);
  });

  it('a refresh that arrives while a decision travels does not bring the card back', () => {
    let s = loaded(cards('a', 'b'), 2);
    s = reduce(s, { type: 'take', id: 'a' });
    s = reduce(s, { type: 'loaded', list: { items: cards('a', 'b'), totalCount: 2 }, append: false });
    expect(ids(s)).toEqual(['b']);
  });

  it('asks for the next page from what is shown, so cards that left do not hide others', () => {
    expect(nextPageNumber(20, 20)).toBe(2);
    expect(nextPageNumber(40, 20)).toBe(3);
    // Three of twenty were decided: the server's page 1 now holds three cards not yet shown.
    expect(nextPageNumber(17, 20)).toBe(1);
    expect(nextPageNumber(0, 20)).toBe(1);
  });

  it('a failed first load is an error; a failed refresh keeps the cards', () => {
    const failed = reduce(initialPagedState<Card>(), { type: 'failed', error: new Error('x') });
    expect(failed.status).toBe('error');
    const kept = reduce(loaded(cards('a'), 1), { type: 'failed', error: new Error('x') });
    expect(kept.status).toBe('ready');
    expect(ids(kept)).toEqual(['a']);
  });

  it('replaces a card with the record a change returned', () => {
    const s = reduce(loaded([{ id: 'a', v: 1 }, { id: 'b', v: 1 }], 2), { type: 'replace', item: { id: 'b', v: 2 } });
    expect(s.items).toEqual([{ id: 'a', v: 1 }, { id: 'b', v: 2 }]);
  });
});
