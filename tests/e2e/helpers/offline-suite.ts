import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { auditEntries, loginToken } from './api';
import { launchBrowser, phoneContext, signedInByCookie, tabletContext } from './browser';

export { tabletContext } from './browser';
import { startFaultProxy, type FaultProxy } from './fault-proxy';
import { byId } from './outbox';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, startServer, type RunningServer } from './server';

export interface OfflineSuite {
  server: RunningServer;
  /** The browser reaches the server only through this proxy, where tests inject faults. */
  proxy: FaultProxy;
  browser: Browser;
  /** The first admin's token, for calls the test makes directly to the server. */
  token: string;
}

/** A real server behind a fault proxy, one Chromium, for the tests of a `describe`. */
export function offlineSuite(): OfflineSuite {
  const suite = {} as OfflineSuite;
  beforeAll(async () => {
    suite.server = await startServer();
    suite.proxy = await startFaultProxy(suite.server.url);
    suite.browser = await launchBrowser();
    suite.token = await loginToken(suite.server);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.proxy?.stop();
    await suite.server?.stop();
  });
  return suite;
}

/** A blank page, signed in through the proxy: the test opens its screen next (openPendingQueue). */
export async function signedInPage(
  suite: OfflineSuite,
  options: { device?: 'phone' | 'tablet'; email?: string; password?: string } = {},
): Promise<Page> {
  const context = options.device === 'tablet' ? await tabletContext(suite.browser) : await phoneContext(suite.browser);
  return signedInByCookie(context, suite.proxy.url, options.email ?? E2E_ADMIN_EMAIL, options.password ?? E2E_ADMIN_PASSWORD);
}

/** Opens the pending-users queue and waits until every one of `accountNumbers` is on screen (scrolling for more pages). */
export async function openPendingQueue(page: Page, base: string, accountNumbers: string[]): Promise<void> {
  await page.goto(`${base}admin/user-mgmt/queues`);
  await byId(page, 'queue-tab-users').click();
  const cards = page.locator('[data-testid^="user-card-"]');
  await cards.first().waitFor({ state: 'attached' });
  for (const accountNumber of accountNumbers) {
    const card = byId(page, `user-card-${accountNumber}`);
    // Scrolled to the end, the list asks for its next page: each turn waits for that page (more cards) or the card.
    while (!(await card.count())) {
      const shown = await cards.count();
      await cards.last().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 2000);
      await expect.poll(async () => (await card.count()) > 0 || (await cards.count()) > shown, { timeout: 15_000 }).toBe(true);
    }
  }
}

/** Tablet: the card's own Approve button, then confirm (remark optional). The card leaves at once. */
export async function approveInline(page: Page, accountNumber: string, remark: string | null = null): Promise<void> {
  await byId(page, `inline-user-swipe-approve-${accountNumber}`).click();
  if (remark !== null) await page.locator('[data-testid="remark-input"]').fill(remark);
  await byId(page, 'confirm-ok').click();
  await byId(page, `user-card-${accountNumber}`).waitFor({ state: 'detached' });
}

/** Requests the outbox replayed, by the path they went to. */
export function outboxRequests(proxy: FaultProxy, path?: RegExp) {
  return proxy.log().filter((entry) => entry.outbox === '1' && (!path || path.test(entry.path)));
}

/** The server's own account of what happened to a user: the audit entries of one action. */
export async function effectsOn(suite: OfflineSuite, userId: string, action: string): Promise<number> {
  const entries = await auditEntries(suite.server, suite.token, { entity: 'users.account', entityId: userId, action });
  return entries.length;
}

export async function expectEffects(suite: OfflineSuite, userIds: string[], action: string, each: number): Promise<void> {
  for (const id of userIds) expect(await effectsOn(suite, id, action), `${action} on ${id}`).toBe(each);
}
