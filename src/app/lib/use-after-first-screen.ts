import { useEffect, useState } from 'react';
import { whenFirstScreenSettled } from './first-screen';
import { onIdle } from './on-idle';

export interface AfterFirstScreenOptions {
  /**
   * The longest wait after the page's load for the first screen to settle: a screen the kit does not draw (the
   * calendar, a page that never reads) still gets what waits.
   */
  fallbackMs?: number;
  /** The longest wait, once settled, for a moment the main thread has nothing to do. */
  idleTimeoutMs?: number;
}

/** Six seconds after the load event: past a cold screen on a slow phone, not so long that an unreported one waits. */
export const FIRST_SCREEN_FALLBACK_MS = 6000;
const IDLE_TIMEOUT_MS = 2000;

/** Resolves on the window's load event (at once when it has passed). */
function whenLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * False until the first screen has drawn what it came for (lib/first-screen.ts) and then the main thread has had a
 * moment with nothing to do. The main thread is idle often while a cold screen still waits for its chunks and its data,
 * so an idle moment alone lets non-essential downloads go first; this waits for the screen. A screen that never
 * reports is covered by `fallbackMs` after the page's load.
 */
export function useAfterFirstScreen({ fallbackMs = FIRST_SCREEN_FALLBACK_MS, idleTimeoutMs = IDLE_TIMEOUT_MS }: AfterFirstScreenOptions = {}): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    let fallback: number | undefined;
    let cancelIdle: (() => void) | undefined;
    const fellBack = whenLoaded().then(
      () =>
        new Promise<void>((resolve) => {
          fallback = window.setTimeout(resolve, fallbackMs);
        }),
    );
    void Promise.race([whenFirstScreenSettled(), fellBack]).then(() => {
      if (!live) return;
      window.clearTimeout(fallback);
      cancelIdle = onIdle(() => setReady(true), idleTimeoutMs);
    });
    return () => {
      live = false;
      window.clearTimeout(fallback);
      cancelIdle?.();
    };
  }, [fallbackMs, idleTimeoutMs]);
  return ready;
}
