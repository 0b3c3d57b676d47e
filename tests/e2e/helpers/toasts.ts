import type { Page } from 'playwright-core';

type ToastWindow = Window & { toasts?: string[] };

/** Runs in the page: keeps each toast's message once, in order, as it is shown. */
function watchToasts(): void {
  const page = window as ToastWindow;
  if (page.toasts) return;
  const seen: string[] = [];
  page.toasts = seen;
  new MutationObserver(() => {
    for (const toast of Array.from(document.querySelectorAll('ion-toast'))) {
      const message = String((toast as HTMLElement & { message?: unknown }).message ?? '');
      if (message && !seen.includes(message)) seen.push(message);
    }
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

/**
 * Every toast the app shows from now on, on this page and the pages it goes to: a toast fades, the list does not.
 * Returns the reader of the list for this page.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(watchToasts);
  await page.evaluate(watchToasts);
  return () => page.evaluate(() => (window as ToastWindow).toasts ?? []);
}
