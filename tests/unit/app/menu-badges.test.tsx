// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { rootPerTest } from '../../support/react-root';
import type { AreaDeclaration } from '@app/kit/area';
import { MemoryRouter } from 'react-router-dom';
import { EMPTY_SUMMARY, OutboxContext, type OutboxSummary } from '@app/offline/outbox-context';
import { readBadges, useMenuBadge, useMenuBadgeUpdates } from '@app/shell/menu-badges';

const area = (code: string, badge: () => Promise<number | null>) => ({ name: code, pages: [], menu: { code, icon: '', badge } }) as unknown as AreaDeclaration;

function Badge({ code }: { code: string }) {
  const count = useMenuBadge(code);
  return <span data-code={code}>{count === null ? 'none' : count}</span>;
}

const dom = rootPerTest();
beforeEach(() => {
  act(() => dom.root.render(<Badge code="inbox" />));
});

const shown = () => dom.container.textContent;

describe('menu badges', () => {
  it('show what an area counts, and nothing at 0', async () => {
    await act(() => readBadges([area('inbox', async () => 5)], new AbortController().signal));
    expect(shown()).toBe('5');
    await act(() => readBadges([area('inbox', async () => 0)], new AbortController().signal));
    expect(shown()).toBe('none');
  });

  it('keep the last count when a read fails (offline), and drop it when the area says there is none', async () => {
    await act(() => readBadges([area('inbox', async () => 3)], new AbortController().signal));
    await act(() => readBadges([area('inbox', () => Promise.reject(new Error('offline')))], new AbortController().signal));
    expect(shown()).toBe('3');
    await act(() => readBadges([area('inbox', async () => null)], new AbortController().signal));
    expect(shown()).toBe('none');
  });

  it('ignore a read that a newer one replaced', async () => {
    await act(() => readBadges([area('inbox', async () => 2)], new AbortController().signal));
    const stale = new AbortController();
    const late = readBadges([area('inbox', async () => 9)], stale.signal);
    stale.abort();
    await act(() => late);
    expect(shown()).toBe('2');
  });
});

describe('menu badges follow the outbox', () => {
  function Watcher({ areas }: { areas: AreaDeclaration[] }) {
    useMenuBadgeUpdates(areas);
    return <Badge code="inbox" />;
  }
  const withSummary = (summary: OutboxSummary, areas: AreaDeclaration[]) => (
    <MemoryRouter>
      <OutboxContext.Provider value={{ adminId: 'a', summary, syncNow: async () => undefined }}>
        <Watcher areas={areas} />
      </OutboxContext.Provider>
    </MemoryRouter>
  );

  it('read again once a decision was applied, even one sent between two counts of the queue (never seen open)', async () => {
    let reads = 0;
    const areas = [area('inbox', async () => 10 - reads++)];
    await act(async () => dom.root.render(withSummary({ ...EMPTY_SUMMARY, lastAppliedAt: 1 }, areas)));
    expect(reads).toBe(1);
    expect(shown()).toBe('10');
    // The queue went 0 → 1 → 0 between two counts: only the newest applied time moved.
    await act(async () => dom.root.render(withSummary({ ...EMPTY_SUMMARY, lastAppliedAt: 2 }, areas)));
    expect(reads).toBe(2);
    expect(shown()).toBe('9');
    // A queue starting to drain is read once; then nothing while it drains; once it is empty, once.
    await act(async () => dom.root.render(withSummary({ ...EMPTY_SUMMARY, open: 3, lastAppliedAt: 3 }, areas)));
    expect(reads).toBe(3);
    await act(async () => dom.root.render(withSummary({ ...EMPTY_SUMMARY, open: 1, lastAppliedAt: 4 }, areas)));
    expect(reads).toBe(3);
    await act(async () => dom.root.render(withSummary({ ...EMPTY_SUMMARY, open: 0, lastAppliedAt: 5 }, areas)));
    expect(reads).toBe(4);
    // A decision refused by the server changes what waits too.
    await act(async () => dom.root.render(withSummary({ ...EMPTY_SUMMARY, attention: 1, lastAppliedAt: 5 }, areas)));
    expect(reads).toBe(5);
  });
});
