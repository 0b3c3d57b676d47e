import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SEND_TIMEOUT_MS } from '@app/offline/outbox-sender';
import { login, tabletContext } from './helpers/browser';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { auditEntries, createPendingUsers } from './helpers/api';
import { byId, storedItems, syncPassMark, waitForStatuses, waitForSyncPass } from './helpers/outbox';
import { approveInline, effectsOn, expectEffects, offlineSuite, openPendingQueue, outboxRequests, signedInPage } from './helpers/offline-suite';

const APPROVAL = /\/approval-action$/;

describe('outbox replay when the server or the network misbehaves', () => {
  const suite = offlineSuite();

  /** A signed-in tablet page whose clock the test can stop and move (Playwright clock); it runs as usual until then. */
  async function clockedPage(): Promise<Page> {
    const context = await tabletContext(suite.browser);
    await context.clock.install();
    const page = await context.newPage();
    await login(page, suite.proxy.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    return page;
  }

  /**
   * Runs `decide` (which queues one item that fails `failures` times), then stops the page's clock and moves it
   * through each backoff: up to a millisecond before the item's next try nothing is sent, and from it the next try goes.
   * Returns each wait, in the page's time, from a failed answer to the next try.
   */
  async function backoffOf(page: Page, path: (p: string) => boolean, failures: number, decide: () => Promise<void>): Promise<number[]> {
    const tries = () => outboxRequests(suite.proxy).filter((e) => path(e.path)).length;
    const stored = async () => {
      const [item] = await storedItems(page);
      return item;
    };
    // Queued offline, so the clock is stopped before the first try: no try can slip past the checks below.
    await page.context().setOffline(true);
    await decide();
    await waitForStatuses(page, { pending: 1 });
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.context().setOffline(false);
    const delays: number[] = [];
    for (let attempt = 1; attempt <= failures; attempt++) {
      await expect.poll(async () => `${(await stored()).status}:${(await stored()).attempts}`, { timeout: 10_000 }).toBe(`pending:${attempt}`);
      expect(tries()).toBe(attempt);
      const item = await stored();
      const next = item.nextAttemptAt;
      delays.push(next - item.updatedAt);
      await page.clock.runFor(next - (await page.evaluate(() => Date.now())) - 1);
      // Time enough for a try that went early to reach the proxy.
      await page.waitForTimeout(300);
      expect(tries(), `try ${attempt + 1} before its time`).toBe(attempt);
      // The app wakes in steps of its own (a timer it sets after an earlier one fired), so move on a little at a time.
      await expect.poll(async () => (await page.clock.runFor(50), tries()), { timeout: 10_000 }).toBe(attempt + 1);
    }
    await page.clock.resume();
    return delays;
  }

  it('the server commits but the answer is lost: the retry gets the stored result, one effect', async () => {
    const [user] = await createPendingUsers(suite.server, suite.token, 1, { namePrefix: 'Lost Answer' });
    const page = await signedInPage(suite, { device: 'tablet' });
    await openPendingQueue(page, suite.proxy.url, [user.accountNumber]);
    const drop = suite.proxy.addRule({ method: 'PATCH', path: APPROVAL, fault: 'drop-response', times: 1 });

    await approveInline(page, user.accountNumber);
    await waitForStatuses(page, { applied: 1 });
    drop();

    const sent = outboxRequests(suite.proxy, APPROVAL).filter((e) => e.path.includes(user.id));
    expect(sent.map((e) => e.status)).toEqual(['dropped', 200]);
    // Both carried the same Idempotency-Key: the second was answered from the stored response.
    expect(new Set(sent.map((e) => e.idempotencyKey)).size).toBe(1);
    expect(await effectsOn(suite, user.id, 'user.approve')).toBe(1);
    // Decided online: it went through the outbox, but the audit does not call it an offline decision.
    const [approved] = await auditEntries(suite.server, suite.token, { entity: 'users.account', entityId: user.id, action: 'user.approve' });
    expect(approved).toMatchObject({ viaOutbox: true, client: { queuedOffline: false } });
    await page.context().close();
  });

  it('one item answered 422 among ten shows the server’s message; the other nine apply', async () => {
    const users = await createPendingUsers(suite.server, suite.token, 10, { namePrefix: 'Ten Of' });
    const refused = users[4];
    const page = await signedInPage(suite, { device: 'tablet' });
    await openPendingQueue(page, suite.proxy.url, users.map((u) => u.accountNumber));
    await page.context().setOffline(true);
    for (const user of users) await approveInline(page, user.accountNumber);
    await waitForStatuses(page, { pending: 10 });

    suite.proxy.addRule({ method: 'PATCH', path: (p) => p === `/api/users/${refused.id}/approval-action`, fault: 'status', status: 422 });
    await page.context().setOffline(false);
    await waitForStatuses(page, { applied: 9, rejected: 1 });
    suite.proxy.clearRules();

    const items = await storedItems(page);
    const rejected = items.find((i) => i.status === 'rejected');
    expect(rejected?.recordKey).toBe(`users.user:${refused.id}`);
    expect(rejected?.lastError).toBeTruthy();
    await expectEffects(suite, users.filter((u) => u !== refused).map((u) => u.id), 'user.approve', 1);
    expect(await effectsOn(suite, refused.id, 'user.approve')).toBe(0);

    // The outbox screen shows the refusal with the server's message, and it is not tried again.
    await byId(page, 'outbox-badge').first().click();
    const card = byId(page, `outbox-item-${rejected?.id}`);
    await expect.poll(() => card.getAttribute('data-status')).toBe('rejected');
    expect(await card.innerText()).toContain(rejected?.lastError ?? '');
    const tries = outboxRequests(suite.proxy).filter((e) => e.path.includes(refused.id)).length;
    // Not even when asked to sync: a pass of the loop looks at it and sends nothing.
    const mark = await syncPassMark(page);
    await byId(page, 'outbox-sync-now').click();
    await waitForSyncPass(page, mark);
    expect(outboxRequests(suite.proxy).filter((e) => e.path.includes(refused.id)).length).toBe(tries);
    await page.context().close();
  });

  it('500s, timeouts and 429s keep an item pending and retry it with growing delays', async () => {
    const [user] = await createPendingUsers(suite.server, suite.token, 1, { namePrefix: 'Flaky Server' });
    const page = await clockedPage();
    await openPendingQueue(page, suite.proxy.url, [user.accountNumber]);
    const path = (p: string) => p === `/api/users/${user.id}/approval-action`;
    suite.proxy.addRule({ method: 'PATCH', path, fault: 'status', status: 500, times: 2 });
    suite.proxy.addRule({ method: 'PATCH', path, fault: 'status', status: 429, times: 1 });
    suite.proxy.addRule({ method: 'PATCH', path, fault: 'status', status: 503, times: 1 });

    const delays = await backoffOf(page, path, 4, async () => approveInline(page, user.accountNumber));
    await waitForStatuses(page, { applied: 1 });
    suite.proxy.clearRules();

    const sent = outboxRequests(suite.proxy).filter((e) => path(e.path));
    expect(sent.map((e) => e.status)).toEqual([500, 500, 429, 503, 200]);
    // Jittered exponential backoff: each wait is at least half its step (0.5 s, 1 s, 2 s, 4 s).
    delays.forEach((delay, i) => expect(delay, `wait before try ${i + 2}`).toBeGreaterThanOrEqual(500 * 2 ** i));
    expect(delays[3]).toBeGreaterThan(delays[0]);
    expect(await effectsOn(suite, user.id, 'user.approve')).toBe(1);
    await page.context().close();
  });

  it('a server that cannot be reached while the browser says online is retried with growing delays, not in a loop', async () => {
    const [user] = await createPendingUsers(suite.server, suite.token, 1, { namePrefix: 'Server Down' });
    const page = await clockedPage();
    await openPendingQueue(page, suite.proxy.url, [user.accountNumber]);
    const path = (p: string) => p === `/api/users/${user.id}/approval-action`;
    suite.proxy.addRule({ method: 'PATCH', path, fault: 'reset', times: 4 });

    const delays = await backoffOf(page, path, 4, async () => approveInline(page, user.accountNumber));
    await waitForStatuses(page, { applied: 1 });
    suite.proxy.clearRules();

    const sent = outboxRequests(suite.proxy).filter((e) => path(e.path));
    expect(sent.map((e) => e.status)).toEqual(['reset', 'reset', 'reset', 'reset', 200]);
    delays.forEach((delay, i) => expect(delay, `wait before try ${i + 2}`).toBeGreaterThanOrEqual(500 * 2 ** i));
    expect(await effectsOn(suite, user.id, 'user.approve')).toBe(1);
    await page.context().close();
  });

  it('a request that hangs times out and is tried again; one effect', async () => {
    const [user] = await createPendingUsers(suite.server, suite.token, 1, { namePrefix: 'Slow Network' });
    // A replay gives up after 20 s: jumping the page's clock past that fires the very timer the app
    // set, instead of sitting the 20 s out.
    const page = await clockedPage();
    await openPendingQueue(page, suite.proxy.url, [user.accountNumber]);
    const path = (p: string) => p === `/api/users/${user.id}/approval-action`;
    const hang = suite.proxy.addRule({ method: 'PATCH', path, fault: 'hang', times: 1 });

    await approveInline(page, user.accountNumber);
    await suite.proxy.waitFor((log) => log.some((e) => path(e.path) && e.status === 'hung'));
    // Some seconds short of the timeout the request still waits for its answer; past it, it is tried again.
    await page.clock.fastForward(SEND_TIMEOUT_MS - 5000);
    expect((await storedItems(page)).map((i) => i.status)).toEqual(['sending']);
    expect(outboxRequests(suite.proxy).filter((e) => path(e.path))).toHaveLength(1);
    await page.clock.fastForward(5000);
    await waitForStatuses(page, { applied: 1 }, 30_000);
    hang();
    const sent = outboxRequests(suite.proxy).filter((e) => path(e.path));
    expect(sent[0].status).toBe('hung');
    expect(sent.at(-1)?.status).toBe(200);
    expect(await effectsOn(suite, user.id, 'user.approve')).toBe(1);
    await page.context().close();
  });

  it('without an online event the queue drains within 10 s of Sync now, and of the page becoming visible', async () => {
    const users = await createPendingUsers(suite.server, suite.token, 2, { namePrefix: 'No Online Event' });
    const page = await signedInPage(suite, { device: 'tablet' });
    await openPendingQueue(page, suite.proxy.url, users.map((u) => u.accountNumber));
    // The server is unreachable in a way the browser cannot see (a captive portal, a dead proxy):
    // it asks to come back in two minutes, so plain backoff would wait far beyond ten seconds.
    const block = suite.proxy.addRule({ method: 'PATCH', path: APPROVAL, fault: 'status', status: 429, retryAfterSeconds: 120 });
    await approveInline(page, users[0].accountNumber);
    await expect.poll(async () => (await storedItems(page)).map((i) => i.attempts), { timeout: 10_000 }).toEqual([1]);
    block();

    const t0 = Date.now();
    await byId(page, 'outbox-badge').first().click();
    await byId(page, 'outbox-sync-now').click();
    await waitForStatuses(page, { applied: 1 }, 10_000);
    expect(Date.now() - t0).toBeLessThan(10_000);

    await page.goBack();
    await openPendingQueue(page, suite.proxy.url, [users[1].accountNumber]);
    const block2 = suite.proxy.addRule({ method: 'PATCH', path: APPROVAL, fault: 'status', status: 429, retryAfterSeconds: 120 });
    await approveInline(page, users[1].accountNumber);
    await expect.poll(async () => (await storedItems(page)).filter((i) => i.status === 'pending').map((i) => i.attempts), { timeout: 10_000 }).toEqual([1]);
    block2();
    // The admin switches to another app and back.
    const t1 = Date.now();
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitForStatuses(page, { applied: 2 }, 10_000);
    expect(Date.now() - t1).toBeLessThan(10_000);
    await expectEffects(suite, users.map((u) => u.id), 'user.approve', 1);
    await page.context().close();
  });
});
