import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startSeededServer, startServer, type RunningServer } from './server';

export interface Suite {
  server: RunningServer;
  browser: Browser;
}

/**
 * What each open page shows, for a failed test's log: its address and the test ids drawn on it. A failure on
 * CI under load is seldom reproducible here, so its log has to say where the page was, not only what was missing.
 */
async function describeOpenPages(browser: Browser): Promise<string> {
  const lines: string[] = [];
  for (const context of browser.contexts()) {
    for (const page of context.pages()) {
      if (page.isClosed()) continue;
      const shown = await page
        .evaluate(() =>
          [...document.querySelectorAll('[data-testid]')]
            .filter((el) => (el as HTMLElement).offsetParent !== null || el.getClientRects().length > 0)
            .map((el) => el.getAttribute('data-testid'))
            .slice(0, 60)
            .join(' '),
        )
        .catch((error: unknown) => `(could not read: ${String(error)})`);
      // Which pages the router outlet holds and how: a page left hidden after a navigation shows here.
      const outlet = await page
        .evaluate(() =>
          [...document.querySelectorAll('ion-router-outlet > .ion-page')]
            .map((el) => `${el.className} [${el.querySelector('[data-testid]')?.getAttribute('data-testid') ?? ''}]`)
            .join(' | '),
        )
        .catch(() => '');
      lines.push(`${page.url()}\n  outlet: ${outlet}\n  shown: ${shown}`);
    }
  }
  return lines.join('\n');
}

/** A real server with its own database and one Chromium for the tests of a `describe`; both are gone after it. */
export function serverAndBrowser(env: Record<string, string> = {}, options: { seeded?: boolean } = {}): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    suite.server = options.seeded ? await startSeededServer(env) : await startServer(env);
    suite.browser = await launchBrowser();
  });
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail' || !suite.browser) return;
    console.error(`[${context.task.name}] open pages when it failed:\n${await describeOpenPages(suite.browser)}`);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
