import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startSeededServer, startServer, type RunningServer } from './server';

export interface Suite {
  server: RunningServer;
  browser: Browser;
}

/** A real server with its own database and one Chromium for the tests of a `describe`; both are gone after it. */
export function serverAndBrowser(env: Record<string, string> = {}, options: { seeded?: boolean } = {}): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    suite.server = options.seeded ? await startSeededServer(env) : await startServer(env);
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
