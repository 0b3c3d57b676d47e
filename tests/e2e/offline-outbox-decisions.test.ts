import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { P } from '@shared/permissions';
import { auditEntries, callAs, createAdminWithToken, createPendingUsers } from './helpers/api';
import { fill } from './helpers/browser';
import { approveInQueue, badgeCount, byId, confirmWithRemark, goOffline, storedItems, syncPassMark, waitForStatuses, waitForSyncPass } from './helpers/outbox';
import { effectsOn, offlineSuite, openPendingQueue, outboxRequests, signedInPage } from './helpers/offline-suite';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';

const DAY = 86_400_000;

async function openOutbox(page: Page): Promise<void> {
  await byId(page, 'outbox-badge').first().click();
  await byId(page, 'outbox-sync-now').waitFor({ state: 'visible' });
}

async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await byId(page, 'login-email').waitFor({ state: 'visible', timeout: 20_000 });
  await fill(page, 'login-email', email);
  await fill(page, 'login-password', password);
  await byId(page, 'login-submit').click();
  await byId(page, 'dashboard-greeting').waitFor({ state: 'visible', timeout: 20_000 });
}

describe('outbox decisions at 390×844', () => {
  const suite = offlineSuite();

  it('approve offline while another admin rejects online: a conflict naming who decided, not retried, discardable', async () => {
    const [user] = await createPendingUsers(suite.server, suite.token, 1, { namePrefix: 'Contested' });
    const other = await createAdminWithToken(suite.server, suite.token, 'Nur Aisyah binti Hassan', [P.user.view, P.user.approve]);
    const page = await signedInPage(suite);
    await openPendingQueue(page, suite.proxy.url, [user.accountNumber]);

    await goOffline(page);
    await approveInQueue(page, user.accountNumber, 'Looks fine to me');
    await waitForStatuses(page, { pending: 1 });
    await expect.poll(() => badgeCount(page)).toBe(1);
    const rejected = await callAs(suite.server, other.token, 'PATCH', `/api/users/${user.id}/approval-action`, { action: 'reject', remark: 'Fake documents' });
    expect(rejected.status).toBe(200);

    await page.context().setOffline(false);
    await waitForStatuses(page, { conflict: 1 });
    const [item] = await storedItems(page);
    expect(item.conflict?.lastChange).toMatchObject({ action: 'user.reject', actorName: 'Nur Aisyah binti Hassan' });

    await openOutbox(page);
    const card = byId(page, `outbox-item-${item.id}`);
    await expect.poll(() => card.getAttribute('data-status')).toBe('conflict');
    expect(await card.innerText()).toContain('Nur Aisyah binti Hassan');
    // Not retried, even when asked to sync.
    const sent = outboxRequests(suite.proxy).filter((e) => e.path.includes(user.id)).length;
    const mark = await syncPassMark(page);
    await byId(page, 'outbox-sync-now').click();
    await waitForSyncPass(page, mark);
    expect(outboxRequests(suite.proxy).filter((e) => e.path.includes(user.id)).length).toBe(sent);
    expect(await effectsOn(suite, user.id, 'user.approve')).toBe(0);

    await byId(page, `outbox-discard-${item.id}`).click();
    await byId(page, 'confirm-ok').click();
    await card.waitFor({ state: 'detached' });
    expect(await storedItems(page)).toEqual([]);
    await page.context().close();
  });

  it('ban then unban the same user offline ends unbanned, in order; a conflict on user A does not hold back user B', async () => {
    const [target, userA, userB] = await createPendingUsers(suite.server, suite.token, 3, { namePrefix: 'Order Check' });
    const other = await createAdminWithToken(suite.server, suite.token, 'Tan Wei Ming', [P.user.view, P.user.approve]);
    const page = await signedInPage(suite);
    await openPendingQueue(page, suite.proxy.url, [userA.accountNumber, userB.accountNumber]);
    // The worker does not claim open pages: the navigations below must come after it is active
    // for the page to end up controlled, however long installing took (a busy machine, a slow disk).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.goto(`${suite.proxy.url}admin/user-mgmt/${target.id}`);
    await byId(page, 'user-ban-button').waitFor({ state: 'visible' });
    await page.goBack();
    await byId(page, `user-card-${userA.accountNumber}`).waitFor({ state: 'visible' });
    // Opening the detail offline is a navigation: only a service worker in control can answer it.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 15_000 }).toBe(true);

    await goOffline(page);
    await approveInQueue(page, userA.accountNumber);
    await page.goto(`${suite.proxy.url}admin/user-mgmt/${target.id}`).catch(() => undefined);
    await byId(page, 'user-ban-button').click();
    await confirmWithRemark(page, 'Chargeback on two stays');
    // The cached record shows the pending ban at once: the Unban action replaces Ban.
    await byId(page, 'user-unban-button').click();
    await confirmWithRemark(page, null);
    await byId(page, 'user-ban-button').waitFor({ state: 'visible' });
    await page.goBack();
    await approveInQueue(page, userB.accountNumber);
    await waitForStatuses(page, { pending: 4 });

    await callAs(suite.server, other.token, 'PATCH', `/api/users/${userA.id}/approval-action`, { action: 'reject', remark: 'Duplicate account' });
    await page.context().setOffline(false);
    await waitForStatuses(page, { applied: 3, conflict: 1 });

    const targetNow = await callAs<{ banned: boolean }>(suite.server, suite.token, 'GET', `/api/users/${target.id}`);
    expect(targetNow.body.banned).toBe(false);
    const history = await auditEntries(suite.server, suite.token, { entity: 'users.account', entityId: target.id });
    const bans = history.filter((e) => e.action === 'user.ban' || e.action === 'user.unban');
    expect(bans.map((e) => e.action)).toEqual(['user.ban', 'user.unban']);
    // Both were decided with the device offline, and the audit keeps that as the app's claim.
    expect(bans.map((e) => e.client?.queuedOffline)).toEqual([true, true]);
    expect(await effectsOn(suite, userB.id, 'user.approve')).toBe(1);
    expect(await effectsOn(suite, userA.id, 'user.approve')).toBe(0);
    // The user's history says so, for those two entries only.
    await page.goto(`${suite.proxy.url}admin/user-mgmt/${target.id}`);
    const queuedNotes = page.locator('[data-testid="user-history"] [data-testid="history-queued-offline"]');
    await expect.poll(() => queuedNotes.count(), { timeout: 15_000 }).toBe(2);
    expect(await queuedNotes.first().innerText()).toMatch(/^Queued offline at \d{2}:\d{2}, sent \d{2}:\d{2}$/);
    await page.context().close();
  });

  it('a token that expires offline pauses the queue: "Sign in to sync", another admin replays nothing, the same admin drains it', async () => {
    const users = await createPendingUsers(suite.server, suite.token, 2, { namePrefix: 'Expired Token' });
    const other = await createAdminWithToken(suite.server, suite.token, 'Lim Mei Ling', [P.user.view, P.user.approve]);
    const page = await signedInPage(suite);
    await openPendingQueue(page, suite.proxy.url, users.map((u) => u.accountNumber));

    await goOffline(page);
    for (const user of users) await approveInQueue(page, user.accountNumber);
    await waitForStatuses(page, { pending: 2 });
    // The session ends on the server while the phone is offline.
    const cookieToken = (await page.context().cookies()).find((c) => c.name === 'stayops_token')?.value ?? '';
    expect((await callAs(suite.server, decodeURIComponent(cookieToken), 'POST', '/api/auth/logout')).status).toBeLessThan(300);

    await page.context().setOffline(false);
    await openOutbox(page).catch(() => undefined);
    // Either the outbox says so, or — if a screen's own call met the 401 first — the login page does.
    const banner = byId(page, 'outbox-signin-banner');
    const hint = byId(page, 'login-outbox-hint');
    // The count follows the queue a read or two behind (reads are spaced out under load): the banner
    // may appear with the count read before the second decision was queued, and then catch up.
    const shown = async () => ((await banner.isVisible()) ? banner.innerText() : (await hint.isVisible()) ? hint.innerText() : '');
    await expect.poll(shown, { timeout: 15_000 }).toMatch(/\b2\b/);
    expect(await storedItems(page).then((items) => items.map((i) => i.status))).toEqual(['pending', 'pending']);
    if (await banner.isVisible()) await byId(page, 'outbox-signin-button').click();

    // Another admin signs in on this phone: nothing of the first admin's queue is sent.
    const before = outboxRequests(suite.proxy).length;
    await signInAs(page, other.email, other.password);
    // The other admin's sync loop has looked at this phone's outbox at least once.
    await expect.poll(() => syncPassMark(page), { timeout: 20_000 }).toMatch(new RegExp(`^${other.id}:[1-9]`));
    expect(outboxRequests(suite.proxy).length).toBe(before);
    expect(await badgeCount(page)).toBe(0);
    for (const user of users) expect(await effectsOn(suite, user.id, 'user.approve')).toBe(0);

    await byId(page, 'outbox-badge').first().waitFor();
    await page.goto(`${suite.proxy.url}admin/setting`);
    await byId(page, 'logout-button').click();
    await signInAs(page, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await waitForStatuses(page, { applied: 2 });
    for (const user of users) expect(await effectsOn(suite, user.id, 'user.approve')).toBe(1);
    await page.context().close();
  });

  it('an item older than 30 days is held for review, never dropped or sent silently', async () => {
    const [user] = await createPendingUsers(suite.server, suite.token, 1, { namePrefix: 'Old Decision' });
    const page = await signedInPage(suite);
    await openPendingQueue(page, suite.proxy.url, [user.accountNumber]);
    await goOffline(page);
    await approveInQueue(page, user.accountNumber);
    await waitForStatuses(page, { pending: 1 });

    // A month passes with the phone in a drawer.
    await page.clock.setSystemTime(Date.now() + 31 * DAY);
    await page.context().setOffline(false);
    await openOutbox(page);
    const [item] = await storedItems(page);
    const card = byId(page, `outbox-item-${item.id}`);
    await expect.poll(() => card.getAttribute('data-review')).toBe('true');
    const mark = await syncPassMark(page);
    await byId(page, 'outbox-sync-now').click();
    await waitForSyncPass(page, mark);
    expect(outboxRequests(suite.proxy).filter((e) => e.path.includes(user.id))).toEqual([]);
    expect((await storedItems(page))[0].status).toBe('pending');

    // The admin looks at it and sends it.
    await byId(page, `outbox-retry-${item.id}`).click();
    await waitForStatuses(page, { applied: 1 });
    expect(await effectsOn(suite, user.id, 'user.approve')).toBe(1);
    await page.context().close();
  });
});
