import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AttendanceReport, User, UserList } from '../../src/shared/contracts/users';
import { apiAs, createAdminWithToken, loginToken } from './helpers/api';
import { axeSerious, smallTargets, type AxeFinding, type SmallTarget } from './helpers/a11y';
import { fill, login, openMenu, phoneContext, tapMenuItem } from './helpers/browser';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';

const byId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/** Drags a card from its right edge to the left, as a thumb would, to reveal its end options. */
async function swipeLeft(page: Page, testId: string): Promise<void> {
  const box = await byId(page, testId).boundingBox();
  if (!box) throw new Error(`${testId} is not on screen`);
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width - 20, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width - 20 - step * 22, y);
  await page.mouse.up();
}

async function confirmWithRemark(page: Page, remark: string | null): Promise<void> {
  if (remark !== null) await page.locator('[data-testid="remark-input"]').fill(remark);
  await byId(page, 'confirm-ok').click();
}

describe('user management at 390×844', () => {
  const suite = serverAndBrowser({}, { seeded: true });

  async function signedInPage(): Promise<Page> {
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    await login(page, suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    return page;
  }

  async function findUser(email: string): Promise<User> {
    const get = await apiAs(suite.server.url);
    const list = await get<UserList>(`/api/users/aggregation?filter=${encodeURIComponent(JSON.stringify({ search: email }))}`);
    expect(list.users).toHaveLength(1);
    return list.users[0];
  }

  it('approves a pending user by swiping their card, with a remark', async () => {
    const pending = await findUser('faizal.guest@demo.my');
    expect(pending.approvalStatus).toBe('pending');
    const page = await signedInPage();
    await page.goto(`${suite.server.url}admin/user-mgmt/queues`);
    await byId(page, 'queue-tab-users').click();
    await byId(page, `user-card-${pending.accountNumber}`).waitFor({ state: 'visible' });
    await swipeLeft(page, `user-card-${pending.accountNumber}`);
    await byId(page, `user-swipe-approve-${pending.accountNumber}`).click();
    await confirmWithRemark(page, 'Documents checked at the front desk');
    await byId(page, `user-card-${pending.accountNumber}`).waitFor({ state: 'detached' });

    const after = await findUser('faizal.guest@demo.my');
    expect(after.approvalStatus).toBe('approved');
    expect(after.approvalRemark).toBe('Documents checked at the front desk');
    await page.context().close();
  });

  it('bans a user with a remark and unbans them', async () => {
    const target = await findUser('boonhock.buyer@demo.my');
    const page = await signedInPage();
    await page.goto(`${suite.server.url}admin/user-mgmt/${target.id}`);
    await expect.poll(() => byId(page, 'user-banned-status').getAttribute('data-banned')).toBe('false');
    await byId(page, 'user-ban-button').click();
    await confirmWithRemark(page, 'Chargeback on two bookings');
    await expect.poll(() => byId(page, 'user-banned-status').getAttribute('data-banned')).toBe('true');
    const banned = await findUser('boonhock.buyer@demo.my');
    expect(banned).toMatchObject({ banned: true, banRemark: 'Chargeback on two bookings' });

    await byId(page, 'user-unban-button').click();
    await byId(page, 'confirm-ok').click();
    await expect.poll(() => byId(page, 'user-banned-status').getAttribute('data-banned')).toBe('false');
    expect((await findUser('boonhock.buyer@demo.my')).banned).toBe(false);
    await page.context().close();
  });

  it('verifies a rider after zooming into their identity document', async () => {
    const rider = await findUser('azlan.rider@demo.my');
    expect(rider.verificationStatus).toBe('pending');
    const page = await signedInPage();
    await page.goto(`${suite.server.url}admin/user-mgmt/queues`);
    await byId(page, 'queue-tab-riders').click();
    await byId(page, `rider-card-${rider.accountNumber}`).click();
    await byId(page, 'rider-document-0').waitFor({ state: 'visible' });
    for (let i = 0; i < 3; i++) await byId(page, 'zoom-in').click();
    await expect.poll(() => byId(page, 'zoom-level').innerText()).toBe('2.5×');
    await byId(page, 'zoom-out').click();
    await expect.poll(() => byId(page, 'zoom-level').innerText()).toBe('2×');
    await byId(page, 'zoom-reset').click();
    await expect.poll(() => byId(page, 'zoom-level').innerText()).toBe('1×');

    await byId(page, 'rider-approve-button').click();
    await confirmWithRemark(page, 'IC matches the selfie');
    await expect.poll(async () => (await findUser('azlan.rider@demo.my')).verificationStatus).toBe('approved');
    expect((await findUser('azlan.rider@demo.my')).verificationRemarks).toBe('IC matches the selfie');
    await page.context().close();
  });

  it("reads a rider's attendance for last month, day by day with totals", async () => {
    const rider = await findUser('saravanan.rider@demo.my');
    const page = await signedInPage();
    await page.goto(`${suite.server.url}admin/user-mgmt/attendance`);
    await fill(page, 'attendance-rider-search', 'Saravanan');
    await byId(page, `attendance-rider-option-${rider.accountNumber}`).click();
    await byId(page, 'attendance-preset-last-month').click();

    const now = new Date();
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const get = await apiAs(suite.server.url);
    const report = await get<AttendanceReport>(
      `/user-mgmt/rider-attendance?account_number=${rider.accountNumber}&start_date=${iso(first)}&end_date=${iso(last)}`,
    );
    await byId(page, `attendance-day-${iso(first)}`).waitFor({ state: 'visible' });
    for (const day of [report.days[0], report.days.find((d) => d.status === 'late'), report.days.find((d) => d.status === 'absent')]) {
      if (!day) continue;
      expect(await byId(page, `attendance-day-${day.date}`).getAttribute('data-status')).toBe(day.status);
    }
    const totals = await byId(page, 'attendance-totals').innerText();
    for (const n of [report.totals.present, report.totals.late, report.totals.absent]) expect(totals).toContain(String(n));
    await page.context().close();
  });

  it('registers a user with a Malaysian phone number', async () => {
    const page = await signedInPage();
    await page.goto(`${suite.server.url}admin/user-mgmt/new`);
    await fill(page, 'reg-name', 'Nur Aisyah binti Zainal');
    await fill(page, 'reg-email', 'aisyah.zainal@demo.my');
    await byId(page, 'reg-role').click();
    await page.locator('ion-select-popover ion-radio, ion-alert button, ion-popover ion-item').filter({ hasText: /guest/i }).first().click();
    await fill(page, 'reg-phone', '012-345 6780');
    await byId(page, 'reg-submit').click();
    await page.waitForURL(/\/admin\/user-mgmt\/[0-9a-f-]{36}$/);

    const created = await findUser('aisyah.zainal@demo.my');
    expect(created).toMatchObject({ name: 'Nur Aisyah binti Zainal', phone: '+60123456780', country: 'MY', role: 'guest', approvalStatus: 'pending' });
    await page.context().close();
  });
  it('every screen at 390×844: no serious or critical axe-core finding, no control below 44×44 px', async () => {
    const url = suite.server.url;
    const agent = await findUser('cheekeong.agent@demo.my');
    const rider = await findUser('kahwai.rider@demo.my');
    const other = await createAdminWithToken(suite.server, await loginToken(suite.server), 'Aisyah Checker', [4]);
    const page = await (await phoneContext(suite.browser)).newPage();
    const findings: AxeFinding[] = [];
    const small: SmallTarget[] = [];
    const check = async (screen: string) => {
      findings.push(...(await axeSerious(page, screen)));
      small.push(...(await smallTargets(page, screen)));
    };
    const shown = (id: string) => byId(page, id).first().waitFor({ state: 'visible', timeout: 20_000 });
    // A full load only where no tap leads there: each costs the app's start.
    const load = async (path: string, ready: string) => {
      await page.goto(`${url}${path}`);
      await shown(ready);
    };
    const tap = async (id: string, ready: string) => {
      await byId(page, id).first().click();
      await shown(ready);
    };

    await load('', 'login-email');
    await check('sign-in');
    await login(page, url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await check('dashboard');
    await openMenu(page);
    await check('menu');
    await tapMenuItem(page, 'user-mgmt');
    for (const segment of ['all', 'pending', 'banned', 'vip', 'dormant']) {
      await byId(page, `user-segment-${segment}`).click();
      await expect.poll(() => byId(page, `user-segment-${segment}`).getAttribute('class')).toContain('segment-button-checked');
      await shown('user-total');
      await check(`users: ${segment}`);
    }
    await byId(page, 'user-role-filter').click();
    await page.locator('ion-popover ion-radio').first().waitFor({ state: 'visible' });
    await check('users: role filter open');
    await page.keyboard.press('Escape');

    await load(`admin/user-mgmt/${agent.id}`, 'user-url-save');
    await check('user detail');
    await tap('user-edit-button', 'user-edit-form');
    await check('user edit');
    await tap('reg-bank', 'bank-picker-search');
    await check('bank picker');
    await page.keyboard.press('Escape');
    await byId(page, 'bank-picker-search').waitFor({ state: 'hidden' });
    await tap('reg-country', 'country-picker-search');
    await check('dial-code picker');
    await page.keyboard.press('Escape');
    await load('admin/user-mgmt/new', 'reg-name');
    await check('user register');

    await load('admin/user-mgmt/queues?tab=users', 'queue-users');
    await check('queue: users');
    await tap('queue-tab-contacts', 'queue-contacts');
    await check('queue: contact changes');
    await tap('queue-tab-riders', `rider-card-${rider.accountNumber}`);
    await check('queue: riders');
    await tap(`rider-card-${rider.accountNumber}`, 'zoom-in');
    await check('rider check');
    await tap('rider-attendance-link', 'attendance-report');
    await check('attendance');

    await load('admin/admin-mgmt', `admin-card-${other.email}`);
    await check('administrators');
    await tap(`admin-card-${other.email}`, 'edit-permissions-button');
    await check('administrator detail');
    await tap('admin-edit-button', 'edit-form');
    await check('administrator edit');
    await load(`admin/admin-mgmt/${other.id}/permissions`, 'permissions-save');
    await check('administrator permissions');
    await load('admin/admin-mgmt/new', 'register-form');
    await check('administrator register');
    await load('admin/outbox', 'outbox-summary');
    await check('outbox');
    await load('admin/setting', 'change-password-link');
    await check('settings');
    await tap('change-password-link', 'change-password-submit');
    await check('change password');

    expect(findings.map((f) => JSON.stringify(f)).join('\n')).toBe('');
    expect(small.map((f) => JSON.stringify(f)).join('\n')).toBe('');
    await page.context().close();
  });
});
