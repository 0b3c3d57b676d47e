import { useCallback, useEffect, useState } from 'react';

export interface FirstIdleOptions {
  /** The longest wait for an idle moment: a page that never settles still gets what waits. */
  timeoutMs: number;
  /** Wait for the page's load event first (the service worker and the toast host), else only for the mount. */
  afterLoad?: boolean;
}

/**
 * False until the main thread first has a moment with nothing to do (after the page's load, with
 * `afterLoad`), so work nobody needs in a screen's first moment stays out of the task that draws it
 * on a slow phone (DESIGN.md §10). The second value makes it true at once (a press that needs it now).
 */
export function useFirstIdle({ timeoutMs, afterLoad = false }: FirstIdleOptions): [boolean, () => void] {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // Safari (and so the iOS app) has no requestIdleCallback: a plain timer there.
    const idleCallback = (window as Partial<Window>).requestIdleCallback?.bind(window);
    let cancel: (() => void) | undefined;
    const whenIdle = () => {
      if (idleCallback) {
        const handle = idleCallback(() => setIdle(true), { timeout: timeoutMs });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const handle = window.setTimeout(() => setIdle(true), 0);
        cancel = () => window.clearTimeout(handle);
      }
    };
    if (!afterLoad || document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel?.();
    };
  }, [timeoutMs, afterLoad]);
  const now = useCallback(() => setIdle(true), []);
  return [idle, now];
}
