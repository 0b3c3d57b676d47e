// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AreaDeclaration } from '@app/kit/area';
import { rootPerTest } from '../../support/react-root';

beforeEach(() => {
  vi.useFakeTimers();
  // The signal is the page's, once: each test starts a new page.
  vi.resetModules();
});
afterEach(() => {
  vi.useRealTimers();
});
const dom = rootPerTest();

/** A page's modules, fresh: the signal, the shell's slots, and the kit's record hook. */
async function page() {
  const signal = await import('@app/lib/first-screen');
  const { AreaSlots } = await import('@app/shell/AreaSlots');
  const { FIRST_SCREEN_FALLBACK_MS } = await import('@app/lib/use-after-first-screen');
  const { useRemoteRecord } = await import('@app/lib/use-remote-record');
  return { ...signal, AreaSlots, FIRST_SCREEN_FALLBACK_MS, useRemoteRecord };
}

/** An area whose slot says when its code is asked for and draws a mark once there. */
function slotArea() {
  const load = vi.fn(() => Promise.resolve({ default: () => <span data-testid="slot-drawn" /> }));
  const area: AreaDeclaration = { name: 'probe', pages: [], slot: { load, words: false } };
  return { area, load };
}

const flush = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

describe('what waits for the first screen (the areas’ slots, the update prompt, the toast host)', () => {
  it('asks for nothing before the screen has drawn its data, and starts once it has', async () => {
    const { AreaSlots, firstScreenSettled, isFirstScreenSettled } = await page();
    const { area, load } = slotArea();
    act(() => dom.root.render(<AreaSlots areas={[area]} accountId="a1" />));
    // Idle moments and seconds pass while the screen still waits for its chunks and its data.
    await act(async () => void (await vi.advanceTimersByTimeAsync(3000)));
    expect(load).not.toHaveBeenCalled();
    expect(dom.container.querySelector('[data-testid="slot-drawn"]')).toBeNull();

    expect(isFirstScreenSettled()).toBe(false);
    await act(async () => firstScreenSettled());
    await flush();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(dom.container.querySelector('[data-testid="slot-drawn"]')).not.toBeNull();
  });

  it('is settled by the kit once a record (or its failure) is on screen, not while it loads', async () => {
    const { useRemoteRecord, isFirstScreenSettled } = await page();
    let answer: (value: string) => void = () => undefined;
    const fetcher = () => new Promise<string>((resolve) => (answer = resolve));
    function Screen() {
      const record = useRemoteRecord('r1', fetcher);
      return <p>{record.status}</p>;
    }
    act(() => dom.root.render(<Screen />));
    await flush();
    expect(isFirstScreenSettled()).toBe(false);
    await act(async () => answer('the record'));
    await flush();
    expect(dom.container.textContent).toBe('ready');
    expect(isFirstScreenSettled()).toBe(true);
  });

  it('starts anyway on a screen that never says (the calendar, the sign-in page), some seconds after the load', async () => {
    const { AreaSlots, FIRST_SCREEN_FALLBACK_MS } = await page();
    const { area, load } = slotArea();
    act(() => dom.root.render(<AreaSlots areas={[area]} accountId="a1" />));
    await act(async () => void (await vi.advanceTimersByTimeAsync(FIRST_SCREEN_FALLBACK_MS - 100)));
    expect(load).not.toHaveBeenCalled();
    await act(async () => void (await vi.advanceTimersByTimeAsync(200)));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(dom.container.querySelector('[data-testid="slot-drawn"]')).not.toBeNull();
  });

  it('lets a toast raised before the host is there bring the host at once, the toast kept for it', async () => {
    const { showToast, onToastWaiting, subscribeToasts } = await import('@app/lib/toast-bus');
    const waiting = vi.fn();
    const stop = onToastWaiting(waiting);
    showToast('Saved', 'success');
    expect(waiting).toHaveBeenCalledTimes(1);
    const shown: string[] = [];
    const unsubscribe = subscribeToasts((toast) => shown.push(toast.message));
    expect(shown).toEqual(['Saved']);
    unsubscribe();
    stop();
  });
});
