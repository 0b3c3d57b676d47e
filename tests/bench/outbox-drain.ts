import { auditEntries, callAs, createPendingUsers, loginToken } from '../e2e/helpers/api';
import { launchBrowser, login, tabletContext } from '../e2e/helpers/browser';
import type { Page } from 'playwright-core';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, startServer } from '../e2e/helpers/server';

/** Counted through the status index: reading all 500 items every 50 ms would slow the drain it measures. */
function appliedCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('stayops');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      return await new Promise<number>((resolve, reject) => {
        const request = db.transaction('outbox', 'readonly').objectStore('outbox').index('status').count('applied');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    } finally {
      db.close();
    }
  });
}

export interface DrainResult {
  items: number;
  drainMs: number;
  applied: number;
  /** Approvals the server recorded for these users: must equal `items`. */
  effects: number;
}

/**
 * DESIGN.md §10: 500 queued decisions drain against a local server in Chromium, each applied once.
 * The items are written into the page's IndexedDB as the outbox stores them (queueing 500 by hand
 * is the end-to-end tests' business); the clock runs from "Sync now" to the last one applied.
 */
export async function measureOutboxDrain(count = 500): Promise<DrainResult> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const token = await loginToken(server);
    const me = await callAs<{ id: string }>(server, token, 'GET', '/api/account/admin');
    const users = await createPendingUsers(server, token, count, { namePrefix: 'Bench Drain' });
    const context = await tabletContext(browser);
    const page = await context.newPage();
    await login(page, server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await page.goto(`${server.url}admin/outbox`);
    await page.locator('[data-testid="outbox-sync-now"]').waitFor({ state: 'visible' });

    const now = Date.now();
    const rows = users.map((user, i) => ({
      id: crypto.randomUUID(),
      idempotencyKey: crypto.randomUUID(),
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
      nextAttemptAt: Number.MAX_SAFE_INTEGER,
      createdAt: now,
      queuedOffline: true,
      updatedAt: now,
      reviewedAt: null,
      lastError: null,
      httpStatus: null,
      conflict: null,
      result: null,
      appliedAt: null,
    }));
    // Held back (nextAttemptAt far ahead) until "Sync now" wakes them, so the clock starts there.
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
    let applied = 0;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      applied = await appliedCount(page);
      if (applied >= count) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const drainMs = performance.now() - t0;
    const effects = (await auditEntries(server, token, { entity: 'account', action: 'user.approve' })).filter((e) =>
      users.some((u) => u.id === e.entityId),
    ).length;
    await context.close();
    return { items: count, drainMs, applied, effects };
  } finally {
    await browser.close();
    await server.stop();
  }
}
