import { callAs, loginToken } from '../e2e/helpers/api';
import { launchBrowser, login, tabletContext } from '../e2e/helpers/browser';
import type { Page } from 'playwright-core';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, startServer } from '../e2e/helpers/server';
import { drainEffects, drainItems, prepareDrain, type DrainEffects } from './drain-items';

/**
 * Waits in the page until `count` items are applied, counting through the status index every 100 ms
 * on one connection: a probe from outside every 50 ms (a new connection and a DevTools round trip
 * each) took main-thread time from the drain it measured.
 */
function waitForApplied(page: Page, count: number, timeoutMs: number): Promise<number> {
  return page.evaluate(
    async ({ count, timeoutMs }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('stayops');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const deadline = Date.now() + timeoutMs;
      // No named functions in here: the bench's TypeScript loader would wrap them in a helper the page lacks.
      try {
        for (;;) {
          const n = await new Promise<number>((resolve, reject) => {
            const request = db.transaction('outbox', 'readonly').objectStore('outbox').index('status').count('applied');
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
          if (n >= count || Date.now() > deadline) return n;
          await new Promise((r) => setTimeout(r, 100));
        }
      } finally {
        db.close();
      }
    },
    { count, timeoutMs },
  );
}

export interface DrainResult extends DrainEffects {
  items: number;
  users: number;
  credit: number;
  drainMs: number;
  applied: number;
}

/**
 * DESIGN.md §10: 500 queued decisions drain against a local server in Chromium, each applied once —
 * mixed, as an admin's day is: user approvals and credit approvals, interleaved. The items are written
 * into the page's IndexedDB as the outbox stores them (queueing 500 by hand is the end-to-end tests'
 * business); the clock runs from "Sync now" to the last one applied.
 */
export async function measureOutboxDrain(count = 500, credit = Math.floor(count / 2)): Promise<DrainResult> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const token = await loginToken(server);
    const me = await callAs<{ id: string }>(server, token, 'GET', '/api/account/admin');
    const work = await prepareDrain(server, token, count - credit, credit);
    const context = await tabletContext(browser);
    const page = await context.newPage();
    await login(page, server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await page.goto(`${server.url}admin/outbox`);
    await page.locator('[data-testid="outbox-sync-now"]').waitFor({ state: 'visible' });

    const rows = drainItems(work, me.body.id);
    await page.evaluate(async (items) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('stayops');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('outbox', 'readwrite');
        for (const item of items) tx.objectStore('outbox').put(item);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    }, rows);

    const t0 = performance.now();
    await page.locator('[data-testid="outbox-sync-now"]').click();
    const applied = await waitForApplied(page, count, 120_000);
    const drainMs = performance.now() - t0;
    const effects = await drainEffects(server, token, work);
    await context.close();
    return { items: count, users: work.users.length, credit: work.credit.requests.length, drainMs, applied, ...effects };
  } finally {
    await browser.close();
    await server.stop();
  }
}
