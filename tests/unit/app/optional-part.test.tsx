// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useOptionalPart } from '@app/lib/use-optional-part';
import { rootPerTest } from '../../support/react-root';

const dom = rootPerTest();

function Part() {
  return <p data-testid="part">here</p>;
}

function Host({ wanted, load }: { wanted: boolean; load: () => Promise<typeof Part> }) {
  const Loaded = useOptionalPart(wanted, load);
  return <div data-testid="host">{Loaded ? <Loaded /> : 'nothing yet'}</div>;
}

const shown = () => dom.container.querySelector('[data-testid="host"]')?.textContent;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('useOptionalPart: a part of the shell the screen can do without', () => {
  it('downloads nothing until wanted, then shows the part', async () => {
    const load = vi.fn(() => Promise.resolve(Part));
    act(() => dom.root.render(<Host wanted={false} load={load} />));
    await settle();
    expect(load).not.toHaveBeenCalled();
    act(() => dom.root.render(<Host wanted load={load} />));
    await settle();
    expect(shown()).toBe('here');
    expect(load).toHaveBeenCalledTimes(1);
  });

  // Offline in the first seconds: a lazy component's failed download took the whole app off the screen.
  it('a failed download leaves the screen as it is, and is tried again once the device is back online', async () => {
    const load = vi.fn<() => Promise<typeof Part>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(Part);
    act(() => dom.root.render(<Host wanted load={load} />));
    await settle();
    expect(shown()).toBe('nothing yet');
    expect(load).toHaveBeenCalledTimes(1);
    act(() => void window.dispatchEvent(new Event('online')));
    await settle();
    expect(shown()).toBe('here');
    expect(load).toHaveBeenCalledTimes(2);
    // Once here, going offline and back asks for nothing more.
    act(() => void window.dispatchEvent(new Event('online')));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
