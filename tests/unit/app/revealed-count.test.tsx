// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rootPerTest } from '../../support/react-root';
import { REVEAL_STEP, useRevealedCount } from '@app/lib/use-revealed-count';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());
const dom = rootPerTest();

function Rows({ rows }: { rows: string[] }) {
  const shown = useRevealedCount(rows);
  return (
    <ul>
      {rows.slice(0, shown).map((r) => (
        <li key={r}>{r}</li>
      ))}
    </ul>
  );
}

const drawn = () => dom.container.querySelectorAll('li').length;
/** Each step's timer is set by the render of the step before, so they run one act at a time. */
function settle(): void {
  for (let i = 0; i < 50 && vi.getTimerCount() > 0; i++) act(() => vi.runOnlyPendingTimers());
}
const page = (prefix: string, n = 20) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('a page of cards drawn a screenful at a time', () => {
  it('draws one screenful in the first render and the rest in later tasks, never all at once', () => {
    act(() => dom.root.render(<Rows rows={page('a')} />));
    expect(drawn()).toBe(REVEAL_STEP);
    const seen: number[] = [];
    while (drawn() < 20) {
      act(() => vi.advanceTimersToNextTimer());
      seen.push(drawn());
    }
    expect(seen.every((n, i) => n - (i === 0 ? REVEAL_STEP : seen[i - 1]) <= REVEAL_STEP)).toBe(true);
    expect(drawn()).toBe(20);
  });

  it('the server\'s copy of the same rows keeps every drawn card; a further page adds to them; an emptied list starts again', () => {
    act(() => dom.root.render(<Rows rows={page('a')} />));
    settle();
    expect(drawn()).toBe(20);
    act(() => dom.root.render(<Rows rows={[...page('a')]} />));
    expect(drawn()).toBe(20);
    act(() => dom.root.render(<Rows rows={[...page('a'), ...page('b')]} />));
    expect(drawn()).toBeGreaterThanOrEqual(20);
    expect(drawn()).toBeLessThanOrEqual(20 + REVEAL_STEP);
    settle();
    expect(drawn()).toBe(40);
    act(() => dom.root.render(<Rows rows={[]} />));
    act(() => dom.root.render(<Rows rows={page('c')} />));
    expect(drawn()).toBe(REVEAL_STEP);
  });
});
