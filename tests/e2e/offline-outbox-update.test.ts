import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SCHEMA_VERSIONS } from '@app/offline/db';
import { isOpen } from '@app/offline/outbox-rules';
import { callAs, createPendingUsers, loginToken } from './helpers/api';
import { launchBrowser, login } from './helpers/browser';
import { startFaultProxy, type FaultProxy } from './helpers/fault-proxy';
import { storedItems, waitForStatuses } from './helpers/outbox';
import { expectEffects, tabletContext } from './helpers/offline-suite';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, startServer, type RunningServer } from './helpers/server';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Writes an outbox as the first release of the app left it: schema version 1 (IndexedDB version
 * 10, as Dexie numbers them), items without the fields later versions added.
 */
async function writeVersionOneOutbox(page: Page, items: Record<string, unknown>[]): Promise<void> {
  const v1 = SCHEMA_VERSIONS[0];
  await page.evaluate(
    async ({ stores, version, rows }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('stayops', version * 10);
        request.onupgradeneeded = () => {
          for (const [name, spec] of Object.entries(stores)) {
            const [key, ...indexes] = spec.split(',').map((s) => s.trim());
            const store = request.result.createObjectStore(name, { keyPath: key });
            for (const index of indexes) store.createIndex(index, index);
          }
        };
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('outbox', 'readwrite');
        for (const row of rows) tx.objectStore('outbox').put(row);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { stores: v1.stores as Record<string, string>, version: v1.version, rows: items },
  );
}

describe('an app update with decisions in the queue', () => {
  let server: RunningServer;
  let proxy: FaultProxy;
  let browser: Browser;
  let staticDir: string;

  beforeAll(async () => {
    // A copy of the built app this test may change, as a new release would.
    staticDir = mkdtempSync(path.join(os.tmpdir(), 'stayops-app-'));
    cpSync(path.join(root, 'dist'), staticDir, { recursive: true });
    server = await startServer({ STATIC_DIR: staticDir });
    proxy = await startFaultProxy(server.url);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await proxy?.stop();
    await server?.stop();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('a new service worker and a new database version keep all 10 pending items, which then replay', async () => {
    const token = await loginToken(server);
    const me = await callAs<{ id: string }>(server, token, 'GET', '/api/account/admin');
    const users = await createPendingUsers(server, token, 10, { namePrefix: 'Before Update' });
    const now = Date.now();
    const items = users.map((user, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      adminId: me.body.id,
      seq: now * 1000 + i,
      kind: 'user.approve',
      recordKey: `user:${user.id}`,
      title: user.name,
      remark: '',
      request: { method: 'PATCH', path: `/api/users/${user.id}/approval-action`, body: { action: 'approve', remark: '', expected: 'pending' } },
      patch: { approvalStatus: 'approved' },
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: now,
      updatedAt: now,
      lastError: null,
      httpStatus: null,
      conflict: null,
      result: null,
      appliedAt: null,
    }));

    const context = await tabletContext(browser);
    const page = await context.newPage();
    // The old release's queue, on a page of the same origin that runs no app code.
    await page.goto(`${proxy.url}robots.txt`);
    await writeVersionOneOutbox(page, items);

    // The server is out of reach while the update happens, so nothing can drain early.
    const block = proxy.addRule({ method: 'PATCH', path: /\/approval-action$/, fault: 'status', status: 503 });
    await login(page, proxy.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 15_000 }).toBe(true);
    const upgraded = await storedItems(page);
    expect(upgraded).toHaveLength(10);
    // Version 2 gave every old item its Idempotency-Key (the id it was queued under).
    // Open: pending, or sending at the instant of reading (the blocked server answers 503 and they back off).
    expect(upgraded.every((item) => item.idempotencyKey === item.id && isOpen(item))).toBe(true);

    // A new release: a different service worker. The app offers it; the admin takes it.
    const worker = path.join(staticDir, 'sw.js');
    appendFileSync(worker, `\n// release ${Date.now()}\n`);
    // The server sends the build's compressed copies when the browser accepts them: a release rebuilds those too.
    const released = readFileSync(worker);
    writeFileSync(`${worker}.br`, brotliCompressSync(released));
    writeFileSync(`${worker}.gz`, gzipSync(released));
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const reload = page.locator('ion-toast[data-testid="update-prompt"] button', { hasText: 'Reload' });
    await reload.waitFor({ state: 'visible', timeout: 20_000 });
    const oldWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
    // The page reloads once the new worker takes over, a moment after the tap: wait for that load,
    // not for the one already done, or the next read lands in the page being torn down.
    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    await reload.click();
    await reloaded;
    await page.locator('[data-testid="dashboard-greeting"]').waitFor({ state: 'visible', timeout: 20_000 });
    expect(oldWorker).toContain('sw.js');
    expect((await storedItems(page)).filter(isOpen)).toHaveLength(10);

    block();
    await page.locator('[data-testid="outbox-badge"]').first().click();
    await page.locator('[data-testid="outbox-sync-now"]').click();
    await waitForStatuses(page, { applied: 10 }, 30_000);
    await expectEffects({ server, proxy, browser, token }, users.map((u) => u.id), 'user.approve', 1);
    await context.close();
  });
});
