/**
 * Calls `run` the next time the main thread has nothing to do, or after `timeoutMs` at the latest; returns what
 * cancels it. Safari (and so the iOS app) has no requestIdleCallback: a plain timer there.
 */
export function onIdle(run: () => void, timeoutMs: number): () => void {
  const idleCallback = (window as Partial<Window>).requestIdleCallback?.bind(window);
  if (idleCallback) {
    const handle = idleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 0);
  return () => window.clearTimeout(handle);
}
