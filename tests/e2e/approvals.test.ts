import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApprovalList } from '@shared/contracts/approvals';
import type { CreditEntryList, CreditRequest } from '@shared/contracts/credit';
import type { User } from '@shared/contracts/users';
import { P } from '@shared/permissions';
import { apiAs, auditEntries, callAs, createAdminWithToken, createPendingUsers, loginToken } from './helpers/api';
import { axeSerious, settle, smallTargets } from './helpers/a11y';
import { login, openMenu, phoneContext } from './helpers/browser';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { storedItems, swipeLeft, waitForStatuses } from './helpers/outbox';
import { serverAndBrowser } from './helpers/suite';
import { recordToasts } from './helpers/toasts';

const byId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
/** The kinds this app has cards for: the rest wait in the server's answer but not on screen. */
const SHOWN = new Set(['user', 'contact-change', 'rider', 'credit-request', 'free-stay', 'bank-change', 'dsr', 'expense', 'owner-statement']);
/** The kinds the users area declares, first in the declared order. */
const USER_KINDS = ['user', 'contact-change', 'rider'];

async function confirm(page: Page): Promise<void> {
  await byId(page, 'confirm-ok').click();
}

async function shownItems(page: Page): Promise<string[]> {
  return page.locator('[data-testid^="approvals-item-"]').evaluateAll((els) => els.map((el) => (el.getAttribute('data-testid') ?? '').replace('approvals-item-', '')));
}

/** The menu's count, once it settles on `expected` (it is read again after each move and once the outbox is empty). */
async function badgeBecomes(page: Page, expected: number): Promise<void> {
  await openMenu(page);
  const badge = byId(page, 'menu-badge-approvals');
  await expect.poll(async () => Number((await badge.textContent({ timeout: 2_000 }).catch(() => '0')) ?? 0), { timeout: 15_000 }).toBe(expected);
}

describe('the approvals inbox at 390×844', () => {
  const suite = serverAndBrowser({}, { seeded: true });

  it('lists every waiting decision newest first, decides by button and by swipe, and the badge follows', async () => {
    const { url } = suite.server;
    const token = await loginToken(url);
    const [rider] = await createPendingUsers(url, token, 1, { role: 'rider', namePrefix: 'Inbox Rider' });
    const [older, newer] = await createPendingUsers(url, token, 2, { namePrefix: 'Inbox Guest' });
    const get = await apiAs(url);
    // The demo data keeps more than one page of decisions waiting (expenses and daily sales reports among them).
    const before = await get<ApprovalList>('api/approvals?limit=100');
    const rest = before.totalCount > 100 ? (await get<ApprovalList>('api/approvals?limit=100&page=2')).items : [];
    expect(before.totalCount).toBeLessThan(200);
    const expected = [...before.items, ...rest].filter((i) => SHOWN.has(i.kind)).map((i) => i.id);
    const waiting = expected.length;
    expect(expected.slice(0, 4)).toEqual([`user:${newer.id}`, `user:${older.id}`, `rider:${rider.id}`, `user:${rider.id}`]);

    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    await login(page, url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    // The dashboard's tile says how many wait and leads to the inbox.
    await expect.poll(async () => byId(page, 'dashboard-count-approvals').textContent(), { timeout: 15_000 }).toBe(`${waiting} waiting`);
    await badgeBecomes(page, waiting);
    await byId(page, 'menu-item-approvals').click();
    await byId(page, 'approvals-list').waitFor({ state: 'visible' });
    await byId(page, `user-card-${newer.accountNumber}`).waitFor({ state: 'visible' });

    // Newest first across kinds, as the server orders them; every kind this app shows is there.
    const firstPage = await shownItems(page);
    expect(firstPage).toEqual(expected.slice(0, firstPage.length));
    const kindsShown = new Set(firstPage.map((id) => id.split(':')[0]));
    for (const kind of USER_KINDS) expect(kindsShown.has(kind), kind).toBe(true);
    for (const kind of kindsShown) expect(SHOWN.has(kind), kind).toBe(true);
    expect(await byId(page, 'approvals-order-newest').getAttribute('aria-pressed')).toBe('true');

    expect(await axeSerious(page, 'approvals inbox')).toEqual([]);
    expect(await smallTargets(page, 'approvals inbox')).toEqual([]);

    // By the button on the card: two taps, the prompt's confirmation included.
    await byId(page, `inline-user-swipe-approve-${newer.accountNumber}`).click();
    await confirm(page);
    await byId(page, `user-card-${newer.accountNumber}`).waitFor({ state: 'detached' });

    // By swipe.
    await swipeLeft(page, `user-card-${older.accountNumber}`);
    await byId(page, `user-swipe-approve-${older.accountNumber}`).click();
    await confirm(page);
    await byId(page, `user-card-${older.accountNumber}`).waitFor({ state: 'detached' });

    for (const user of [newer, older]) {
      await expect.poll(async () => (await get<User>(`api/users/${user.id}`)).approvalStatus, { timeout: 15_000 }).toBe('approved');
    }
    await expect.poll(async () => byId(page, 'approvals-count').textContent(), { timeout: 10_000 }).toBe(`${waiting - 2} decisions waiting`);
    await badgeBecomes(page, waiting - 2);
    await page.keyboard.press('Escape');
    await settle(page);

    // Grouped by kind: one section per kind, in the declared order, each card under its kind.
    await page.locator('ion-menu').evaluate((menu) => (menu as HTMLElement & { close(): Promise<boolean> }).close());
    await byId(page, 'approvals-order-grouped').click();
    expect(await byId(page, 'approvals-order-grouped').getAttribute('aria-pressed')).toBe('true');
    const groups = await page.locator('[data-testid^="approvals-group-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));
    // The seeded requests, reports and expenses, older than these users, may or may not be on the first page.
    expect(groups.slice(0, 3)).toEqual(USER_KINDS.map((kind) => `approvals-group-${kind}`));
    const later = ['credit-request', 'free-stay', 'bank-change', 'dsr', 'expense', 'owner-statement'].map((kind) => `approvals-group-${kind}`);
    expect(groups.slice(3)).toEqual(later.filter((group) => groups.includes(group)));
    expect(await byId(page, 'approvals-group-rider').locator(`[data-testid="rider-card-${rider.accountNumber}"]`).count()).toBe(1);
    expect(await byId(page, 'approvals-group-user').locator(`[data-testid="user-card-${rider.accountNumber}"]`).count()).toBe(1);
    expect(await axeSerious(page, 'approvals inbox, grouped')).toEqual([]);
    await context.close();
  });

  it('two admins decide the same request: the second is told who decided first, and how', async () => {
    const { url } = suite.server;
    const token = await loginToken(url);
    const [contested] = await createPendingUsers(url, token, 1, { namePrefix: 'Inbox Contested' });
    const other = await createAdminWithToken(url, token, 'Siti Rahmah binti Omar', [P.user.view, P.user.approve]);

    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    await login(page, url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await page.goto(`${url}admin/approvals`);
    await byId(page, `user-card-${contested.accountNumber}`).waitFor({ state: 'visible' });
    // Every toast the app shows from here on, to read the outbox's word on the conflict.
    const toasts = await recordToasts(page);

    const first = await callAs(url, other.token, 'PATCH', `/api/users/${contested.id}/approval-action`, { action: 'reject', remark: 'Duplicate account', expected: 'pending' });
    expect(first.status).toBe(200);
    await byId(page, `inline-user-swipe-approve-${contested.accountNumber}`).click();
    await confirm(page);
    await byId(page, `user-card-${contested.accountNumber}`).waitFor({ state: 'detached' });

    await expect.poll(async () => (await toasts()).find((m) => m.includes(contested.accountNumber)) ?? '', { timeout: 20_000 }).toMatch(/Siti Rahmah binti Omar decided first.*rejected/);
    const get = await apiAs(url);
    expect((await get<User>(`api/users/${contested.id}`)).approvalStatus).toBe('rejected');
    await context.close();
  });

  it('approves two credit requests and a user offline while another admin rejects one request online: two applied once, one conflict', async () => {
    const { url } = suite.server;
    const token = await loginToken(suite.server);
    const maker = await createAdminWithToken(suite.server, token, 'Farah binti Ismail', [P.credit.view, P.credit.create]);
    const rival = await createAdminWithToken(suite.server, token, 'Nur Aisyah binti Hassan', [P.credit.view, P.credit.approve]);
    const [chong, goh, guest] = await createPendingUsers(suite.server, token, 3, { namePrefix: 'Inbox Offline' });
    const ask = async (accountId: string, amountSen: number) => {
      const res = await callAs<CreditRequest>(suite.server, maker.token, 'POST', '/api/credit/requests', { accountId, kind: 'top_up', amountSen, reason: 'Referral bonus' });
      expect(res.status).toBe(201);
      return res.body;
    };
    const kept = await ask(chong.id, 30_000);
    const contested = await ask(goh.id, 45_000);

    const page = await (await phoneContext(suite.browser)).newPage();
    await login(page, url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await page.goto(`${url}admin/approvals`);
    for (const id of [`credit-request-${kept.id}`, `credit-request-${contested.id}`, `user-card-${guest.accountNumber}`]) await byId(page, id).waitFor({ state: 'visible' });

    await page.context().setOffline(true);
    // Two taps each from the inbox: the card's button, then the prompt's confirmation.
    for (const [button, card] of [
      [`inline-credit-swipe-approve-${kept.id}`, `credit-request-${kept.id}`],
      [`inline-credit-swipe-approve-${contested.id}`, `credit-request-${contested.id}`],
      [`inline-user-swipe-approve-${guest.accountNumber}`, `user-card-${guest.accountNumber}`],
    ]) {
      await byId(page, button).click();
      await confirm(page);
      await byId(page, card).waitFor({ state: 'detached' });
      // The prompt leaves with an animation: the next one must not open while this one is still there.
      await expect.poll(() => byId(page, 'confirm-ok').count(), { timeout: 10_000 }).toBe(0);
    }
    await waitForStatuses(page, { pending: 3 });
    const rejected = await callAs(suite.server, rival.token, 'POST', `/api/credit/requests/${contested.id}/decision`, { action: 'reject', remark: 'Paid by bank transfer', expected: 'pending' });
    expect(rejected.status).toBe(200);

    await page.context().setOffline(false);
    await waitForStatuses(page, { applied: 2, conflict: 1 });
    const conflict = (await storedItems(page)).find((item) => item.status === 'conflict');
    expect(conflict?.recordKey).toBe(`credit.request:${contested.id}`);
    expect(conflict?.conflict?.lastChange).toMatchObject({ action: 'credit.reject', actorName: 'Nur Aisyah binti Hassan' });

    // Each applied once: one approval audited, one ledger entry; the contested request stays as the rival left it.
    expect((await auditEntries(suite.server, token, { entity: 'credit.request', entityId: kept.id, action: 'credit.approve' })).length).toBe(1);
    const entries = await callAs<CreditEntryList>(suite.server, token, 'GET', `/api/credit/entries/aggregation?filter=${encodeURIComponent(JSON.stringify({ accountId: chong.id }))}`);
    expect(entries.body.totalCount).toBe(1);
    const contestedNow = await callAs<CreditRequest>(suite.server, token, 'GET', `/api/credit/requests/${contested.id}`);
    expect(contestedNow.body).toMatchObject({ status: 'rejected', decidedBy: rival.id, entryId: null });
    expect((await auditEntries(suite.server, token, { entity: 'users.account', entityId: guest.id, action: 'user.approve' })).length).toBe(1);
    await page.context().close();
  });

  it("the installed app's icon says how many wait, one fewer as soon as one is decided, and nothing once signed out", async () => {
    const { url } = suite.server;
    const token = await loginToken(url);
    const [guest] = await createPendingUsers(url, token, 1, { namePrefix: 'Inbox Badge' });
    const get = await apiAs(url);
    const waiting = (await get<ApprovalList>('api/approvals?limit=1')).totalCount;

    // The Badging API, as an installed app has it: each call the app makes is recorded here, across page loads.
    const calls: (number | 'clear')[] = [];
    const context = await phoneContext(suite.browser);
    await context.exposeFunction('recordAppBadge', (call: number | 'clear') => void calls.push(call));
    await context.addInitScript(() => {
      const record = (window as unknown as { recordAppBadge(call: number | 'clear'): Promise<void> }).recordAppBadge;
      Object.defineProperty(Navigator.prototype, 'setAppBadge', { configurable: true, value: (count?: number) => record(count ?? 0) });
      Object.defineProperty(Navigator.prototype, 'clearAppBadge', { configurable: true, value: () => record('clear') });
    });
    const last = () => calls.at(-1);
    const page = await context.newPage();
    await login(page, url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await expect.poll(async () => byId(page, 'dashboard-count-approvals').textContent(), { timeout: 15_000 }).toBe(`${waiting} waiting`);
    await expect.poll(last, { timeout: 15_000 }).toBe(waiting);

    await page.goto(`${url}admin/approvals`);
    await byId(page, `user-card-${guest.accountNumber}`).waitFor({ state: 'visible' });
    await byId(page, `inline-user-swipe-approve-${guest.accountNumber}`).click();
    await confirm(page);
    await byId(page, `user-card-${guest.accountNumber}`).waitFor({ state: 'detached' });
    await expect.poll(last, { timeout: 10_000 }).toBe(waiting - 1);
    // Once the decision has landed, the server's count agrees and the icon never went back up.
    await expect.poll(async () => (await get<User>(`api/users/${guest.id}`)).approvalStatus, { timeout: 15_000 }).toBe('approved');
    await badgeBecomes(page, waiting - 1);
    const since = calls.slice(calls.indexOf(waiting - 1));
    expect(since).toEqual(since.map(() => waiting - 1));

    await page.goto(`${url}admin/setting`);
    await byId(page, 'logout-button').click();
    await page.locator('[data-testid="login-submit"]').waitFor({ state: 'visible' });
    await expect.poll(last, { timeout: 10_000 }).toBe('clear');
    await context.close();
  });
});
