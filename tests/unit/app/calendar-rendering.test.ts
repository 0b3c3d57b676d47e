import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentenceWithSlots, stayDates } from '@app/features/reservations/calendar-format';
import { observeRectAfterLayout } from '@app/features/reservations/calendar-grid';

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
