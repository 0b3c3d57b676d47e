import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentenceWithSlots, stayDates } from '@app/features/reservations/calendar-format';
import { columnsInView, coverSpans, monthDays, observeRectAfterLayout, rowSegments, rowsInView, segmentsIn, widenSpan } from '@app/features/reservations/calendar-grid';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the reservation calendar draws without repeating work (issue 25)', () => {
  it('formats each stay range once per language', () => {
    const range = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatRange');
    const first = stayDates('2031-12-03', '2031-12-05', 'en-US');
    for (let i = 0; i < 50; i++) expect(stayDates('2031-12-03', '2031-12-05', 'en-US')).toBe(first);
    expect(range).toHaveBeenCalledTimes(1);
    stayDates('2031-12-03', '2031-12-05', 'zh-CN');
    expect(range).toHaveBeenCalledTimes(2);
  });

  it('translates a free night\'s sentence once and fills it per cell', () => {
    const translate = vi.fn((marks: { unit: string; day: string }) => `Unit ${marks.unit}, ${marks.day}: free, book a stay`);
    const label = sentenceWithSlots(translate, ['unit', 'day'] as const);
    expect(label({ unit: 'A-03-02', day: 'Mon, 03 Nov' })).toBe('Unit A-03-02, Mon, 03 Nov: free, book a stay');
    // A value that looks like a replacement pattern stays as written.
    expect(label({ unit: '$&', day: '$1' })).toBe('Unit $&, $1: free, book a stay');
    expect(translate).toHaveBeenCalledTimes(1);
  });

  it('takes the scroller\'s size from its resize observer, with no read while React commits', () => {
    let observed: (() => void) | undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          observed = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const reads = vi.fn(() => 600);
    const element = {} as Element;
    Object.defineProperty(element, 'clientHeight', { get: reads });
    Object.defineProperty(element, 'clientWidth', { get: () => 390 });
    const cb = vi.fn();
    const stop = observeRectAfterLayout({ scrollElement: element }, cb);
    // Nothing read yet: a read here would force the page's layout in the middle of the commit.
    expect(reads).not.toHaveBeenCalled();
    expect(cb).not.toHaveBeenCalled();
    observed?.();
    expect(cb).toHaveBeenCalledWith({ width: 390, height: 600 });
    stop?.();
  });
});

describe('the calendar draws what is in view first and the rest of the month after (issue 25)', () => {
  const december = monthDays('2026-12').days;
  const segments = rowSegments(
    [{ id: 's', code: 'R1', checkIn: '2026-12-03', checkOut: '2026-12-08', status: 'confirmed', kind: 'guest', channel: 'direct', guestName: 'A' }],
    december,
  );

  it('draws only the nights a phone shows, one either side to spare', () => {
    // 390 px: the 96 px unit column and 294 px of nights, seven 44 px columns in part.
    expect(columnsInView(0, 390, 31, 96, 44)).toEqual({ first: 0, last: 7 });
    expect(columnsInView(13 * 44, 390, 31, 96, 44)).toEqual({ first: 12, last: 20 });
    expect(columnsInView(96 + 31 * 44 - 390, 390, 31, 96, 44)).toEqual({ first: 23, last: 30 });
    // A desk wider than the month: all of it.
    expect(columnsInView(0, 2000, 31, 96, 44)).toEqual({ first: 0, last: 30 });
  });

  it('fills the month in a few nights either side at a time, and a scroll keeps what was drawn', () => {
    let span = { first: 12, last: 20 };
    const steps: { first: number; last: number }[] = [];
    while (span.first > 0 || span.last < 30) steps.push((span = widenSpan(span, 31, 6)));
    expect(steps).toEqual([{ first: 6, last: 26 }, { first: 0, last: 30 }]);
    expect(coverSpans({ first: 12, last: 20 }, { first: 22, last: 29 })).toEqual({ first: 12, last: 29 });
  });

  it('windows the rows to those in view under the head row', () => {
    expect(rowsInView(0, 844, 200, 48, 48, 0)).toEqual({ first: 0, last: 16 });
    expect(rowsInView(480, 844, 200, 48, 48, 6)).toEqual({ first: 4, last: 32 });
    expect(rowsInView(0, 844, 3, 48, 48, 6)).toEqual({ first: 0, last: 2 });
    expect(rowsInView(0, 844, 0, 48, 48, 6)).toEqual({ first: 0, last: -1 });
  });

  it('keeps a bar only partly in view whole', () => {
    const kinds = (first: number, last: number) => segmentsIn(segments, { first, last }).map((s) => (s.kind === 'stay' ? `stay@${s.index}+${s.span}` : s.index));
    expect(kinds(0, 3)).toEqual([0, 1, 'stay@2+5']);
    expect(kinds(6, 8)).toEqual(['stay@2+5', 7, 8]);
    expect(kinds(7, 8)).toEqual([7, 8]);
  });
});
