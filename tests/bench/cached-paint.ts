import type { User, UserList } from '@shared/contracts/users';
import { listCacheQuery, queryKey, recordKey } from '@app/offline/cache';
import { DEFAULT_USER_QUERY, userListCall, userListSearch } from '@app/features/users/remote/users-api';
import { encodeListParams } from '@shared/list-params';
import { callAs, createPendingUsers, loginToken } from '../e2e/helpers/api';
import { launchBrowser, login, tabletContext } from '../e2e/helpers/browser';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, startServer } from '../e2e/helpers/server';
import { percentile } from './stats';

/**
 * Resolves with the time from the tap on the menu entry (the click event, not the moment the test
 * driver starts its own checks before clicking) until a user card is on the visible page and a
 * frame has been drawn with it. A string, so the bundler's helpers never end up in the page.
 */
const PAINT_PROBE = `(() => {
  window.paint = new Promise((resolve) => {
    document.addEventListener('click', () => {
      const t0 = performance.now();
      const check = () =>
        document.querySelector('ion-router-outlet > .ion-page:not(.ion-page-hidden) [data-testid^="user-card-"]')
          ? requestAnimationFrame(() => resolve(performance.now() - t0))
          : requestAnimationFrame(check);
      check();
    }, { capture: true, once: true });
  });
})()`;

export interface PaintResult {
  rows: number;
  /** Menu tap → first card of the cached list on screen, offline, the users page's code already loaded. */
  p50: number;
  max: number;
  /** The same, the first time the page's code is loaded (from the service worker's cache). */
  firstMs: number;
}

/**
 * DESIGN.md §10: a cached list of 1,000 users painted offline. The 1,000 rows are the server's own
 * (read through the API), saved into the page's IndexedDB as the users list saves them.
 */
export async function measureCachedPaint(rows = 1000, runs = 7): Promise<PaintResult> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const token = await loginToken(server);
    await createPendingUsers(server, token, rows, { namePrefix: 'Bench Paint' });
    const me = await callAs<{ id: string }>(server, token, 'GET', '/api/account/admin');
    const users: User[] = [];
    for (let page = 1; users.length < rows; page++) {
      const search = encodeListParams({ sort: { createdAt: 'desc' }, pagination: { limit: 100, currentPage: page } });
      const res = await callAs<UserList>(server, token, 'GET', `/api/users/aggregation?${search}`);
      if (!res.body.users.length) break;
      users.push(...res.body.users);
    }
    const path = userListCall(DEFAULT_USER_QUERY.segment).path;
    const key = queryKey('user', listCacheQuery(path, userListSearch(DEFAULT_USER_QUERY, 1)));

    const context = await tabletContext(browser);
    const page = await context.newPage();
    await login(page, server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.locator('[data-testid="dashboard-greeting"]').waitFor({ state: 'visible' });
    const now = Date.now();
    await page.evaluate(
      async ({ records, query, owner }) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open('stayops');
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        await new Promise<void>((resolve, reject) => {
          const tx = db.transaction(['records', 'queries', 'meta'], 'readwrite');
          for (const record of records) tx.objectStore('records').put(record);
          tx.objectStore('queries').put(query);
          tx.objectStore('meta').put({ key: 'cache.owner', value: owner });
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
        db.close();
      },
      {
        records: users.map((u) => ({ key: recordKey('user', u.id), type: 'user', id: u.id, data: u, fetchedAt: now })),
        query: { key, type: 'user', ids: users.map((u) => u.id), totalCount: users.length, fetchedAt: now },
        owner: me.body.id,
      },
    );

    await context.setOffline(true);
    const timeOnce = async (): Promise<number> => {
      await page.goto(`${server.url}admin/dashboard`).catch(() => undefined);
      await page.locator('[data-testid="dashboard-greeting"]').waitFor({ state: 'visible' });
      await page.evaluate(PAINT_PROBE);
      await page.locator('[data-testid="menu-item-user-mgmt"]').click();
      return page.evaluate<number>('window.paint');
    };
    const firstMs = await timeOnce();
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      // Back to the dashboard inside the app, then tap the menu again: the page's code is loaded.
      await page.locator('[data-testid="menu-item-dashboard"]').click();
      await page.locator('[data-testid="dashboard-greeting"]').last().waitFor({ state: 'visible' });
      await page.evaluate(PAINT_PROBE);
      await page.locator('[data-testid="menu-item-user-mgmt"]').click();
      samples.push(await page.evaluate<number>('window.paint'));
    }
    await context.close();
    return { rows: users.length, p50: percentile(samples, 50), max: Math.max(...samples), firstMs };
  } finally {
    await browser.close();
    await server.stop();
  }
}
