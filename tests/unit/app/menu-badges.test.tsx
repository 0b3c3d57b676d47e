// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AreaDeclaration } from '@app/kit/area';
import { readBadges, useMenuBadge } from '@app/shell/menu-badges';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const area = (code: string, badge: () => Promise<number | null>) => ({ name: code, pages: [], menu: { code, icon: '', badge } }) as unknown as AreaDeclaration;

function Badge({ code }: { code: string }) {
  const count = useMenuBadge(code);
  return <span data-code={code}>{count === null ? 'none' : count}</span>;
}

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<Badge code="inbox" />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const shown = () => container.textContent;

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
