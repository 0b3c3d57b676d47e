import { describe, expect, it } from 'vitest';
import { callAs, createPendingUsers, loginToken } from './helpers/api';
import { login, PHONE, phoneContext } from './helpers/browser';
import { byId } from './helpers/outbox';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';

describe('screens read from the device first (390×844)', () => {
  const suite = serverAndBrowser();

  it('offline, the users list and a user seen before show what was saved, "as of" and marked stale; an unseen filter is answered from saved rows and says so', async () => {
    const token = await loginToken(suite.server);
    const users = await createPendingUsers(suite.server, token, 3, { namePrefix: 'Cached Guest' });
    // One of them banned, so the Banned segment (never opened online) has a saved row to show.
    const banned = users[0];
    const ban = await callAs(suite.server, token, 'PATCH', `/api/users/${banned.id}/ban`, { ban: true, remark: 'Chargeback on two bookings' });
    expect(ban.status).toBe(200);

    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    await login(page, suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 15_000 }).toBe(true);

    // Online: the list and one detail are opened, so the device keeps them.
    await page.goto(`${suite.server.url}admin/user-mgmt`);
    for (const user of users) await byId(page, `user-card-${user.accountNumber}`).waitFor({ state: 'visible' });
    await page.goto(`${suite.server.url}admin/user-mgmt/${users[1].id}`);
    await byId(page, 'user-detail-name').filter({ hasText: users[1].name }).waitFor({ state: 'visible' });

    // On the train: no network at all, and the page is reloaded.
    await context.setOffline(true);
    await page.goto(`${suite.server.url}admin/user-mgmt`);
    for (const user of users) await byId(page, `user-card-${user.accountNumber}`).waitFor({ state: 'visible', timeout: 20_000 });
    const notice = page.locator('.ion-page:not(.ion-page-hidden) [data-testid="stale-notice"]').first();
    await expect.poll(() => notice.getAttribute('data-stale'), { timeout: 15_000 }).toBe('true');
    expect(await notice.innerText()).toMatch(/As of \d{2}:\d{2}/);
    expect(await page.locator('.ion-page:not(.ion-page-hidden) [data-testid="stale-badge"]').first().innerText()).toMatch(/offline/i);

    // A filter never fetched: answered from the saved rows, and the screen says so.
    await byId(page, 'user-segment-banned').click();
    await byId(page, `user-card-${banned.accountNumber}`).waitFor({ state: 'visible' });
    await expect.poll(() => page.locator('[data-testid^="user-card-"]:visible').count()).toBe(1);
    await expect.poll(() => notice.getAttribute('data-local')).toBe('true');
    // Offline, it never claims to be checking with the server.
    expect(await notice.getAttribute('data-stale')).toBe('true');
    expect(await notice.innerText()).not.toMatch(/Checking with the server/);

    // The detail seen before opens too, from the device.
    await page.goto(`${suite.server.url}admin/user-mgmt/${users[1].id}`);
    await byId(page, 'user-detail-name').filter({ hasText: users[1].name }).waitFor({ state: 'visible', timeout: 20_000 });
    await context.close();
  });

  it('a list seen before paints its saved rows, then the server\'s: the freshness line changes, nothing on the page moves', async () => {
    const token = await loginToken(suite.server);
    await createPendingUsers(suite.server, token, 8, { namePrefix: 'Revisit Guest' });
    // No service worker here: the list's call is held until the saved rows are on screen, so both states are seen every run.
    const context = await suite.browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US', serviceWorkers: 'block' });
    const page = await context.newPage();
    await login(page, suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await page.goto(`${suite.server.url}admin/user-mgmt`);
    const notice = (p: typeof page, source: string) => p.locator(`.ion-page:not(.ion-page-hidden) [data-testid="stale-notice"][data-source="${source}"]`).first();
    await notice(page, 'server').waitFor({ state: 'visible' });
    // Saved for the next visit once the server answered.
    await expect
      .poll(() => page.evaluate(() => new Promise<number>((resolve) => {
        const open = indexedDB.open('stayops');
        open.onsuccess = () => {
          const db = open.result;
          const names = [...db.objectStoreNames];
          const tx = db.transaction(names, 'readonly');
          let rows = 0;
          for (const name of names) tx.objectStore(name).count().onsuccess = (e) => (rows += (e.target as IDBRequest<number>).result);
          tx.oncomplete = () => { db.close(); resolve(rows); };
        };
        open.onerror = () => resolve(0);
      })))
      .toBeGreaterThan(8);

    await context.addInitScript(() => {
      const seen = { shift: 0, sources: [] as string[] };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) seen.shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver(() => {
        const source = document.querySelector('.list-meta [data-testid="stale-notice"]')?.getAttribute('data-source');
        if (source && seen.sources[seen.sources.length - 1] !== source) seen.sources.push(source);
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-source'] });
    });
    const again = await context.newPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await again.route('**/api/users/aggregation**', async (route) => {
      await held;
      await route.continue();
    });
    await again.goto(`${suite.server.url}admin/user-mgmt`);
    await notice(again, 'cache').waitFor({ state: 'visible' });
    expect(await notice(again, 'cache').innerText()).toMatch(/Checking with the server/);
    release();
    await notice(again, 'server').waitFor({ state: 'visible' });
    // Layout shifts are reported after the frame that made them.
    await again.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const seen = await again.evaluate(() => (window as unknown as { __seen: { shift: number; sources: string[] } }).__seen);
    expect(seen.sources).toEqual(['cache', 'server']);
    // The header's title moves sideways by a hair as its buttons arrive (0.0008); the cards must not move at all.
    expect(seen.shift).toBeLessThan(0.005);
    // A count long enough to wrap beside the line (DSR checking's "17 reports to check" on a phone) keeps the row's
    // height whichever line is beside it: the line's width does not follow its words.
    const heights = await again.evaluate(() => {
      const meta = document.querySelector<HTMLElement>('.ion-page:not(.ion-page-hidden) .list-meta');
      const count = meta?.querySelector<HTMLElement>('.list-count');
      const line = meta?.querySelector<HTMLElement>('[data-testid="stale-notice"] > span:last-child');
      if (!meta || !count || !line) return [];
      count.textContent = '17 reports to check';
      return ['As of 16:48 · Checking with the server…', 'Updated 16:48'].map((words) => {
        line.textContent = words;
        return meta.getBoundingClientRect().height;
      });
    });
    expect(heights).toHaveLength(2);
    expect(heights[0]).toBe(heights[1]);
    await context.close();
  });

  it('an open screen says it is offline the moment the network goes, without a reload, and stops when it is back', async () => {
    const token = await loginToken(suite.server);
    await createPendingUsers(suite.server, token, 2, { namePrefix: 'Open Screen Guest' });
    const context = await suite.browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US', serviceWorkers: 'block' });
    const page = await context.newPage();
    await login(page, suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await page.goto(`${suite.server.url}admin/user-mgmt`);
    const notice = page.locator('.ion-page:not(.ion-page-hidden) [data-testid="stale-notice"][data-source="server"]').first();
    const badge = page.locator('.ion-page:not(.ion-page-hidden) [data-testid="outbox-badge"]').first();
    await notice.waitFor({ state: 'visible' });
    expect(await notice.getAttribute('data-stale')).toBe('false');
    expect(await notice.innerText()).toMatch(/Updated \d{2}:\d{2}/);
    expect(await badge.getAttribute('data-offline')).toBe('false');

    // The network goes while the list is open: no reload, no tap.
    await context.setOffline(true);
    await expect.poll(() => notice.getAttribute('data-stale')).toBe('true');
    expect(await page.locator('.ion-page:not(.ion-page-hidden) [data-testid="stale-badge"]').first().innerText()).toMatch(/offline/i);
    expect(await notice.innerText()).toMatch(/As of \d{2}:\d{2}/);
    // The header says so on every screen, whether or not it has a freshness line.
    await expect.poll(() => badge.getAttribute('data-offline')).toBe('true');
    expect(await badge.getAttribute('aria-label')).toMatch(/^You are offline/);

    await context.setOffline(false);
    await expect.poll(() => badge.getAttribute('data-offline')).toBe('false');
    await expect.poll(() => notice.getAttribute('data-stale')).toBe('false');
    await context.close();
  });
});
