import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { User, UserList } from '../../src/shared/contracts/users';
import { apiAs } from './helpers/api';
import { axeSerious, settle, smallTargets, type AxeFinding, type SmallTarget } from './helpers/a11y';
import { login, openMenu, phoneContext } from './helpers/browser';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';

const byId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

describe('accessibility at 390×844', () => {
  const suite = serverAndBrowser({}, { seeded: true });

  async function findUser(email: string): Promise<User> {
    const get = await apiAs(suite.server.url);
    const list = await get<UserList>(`/api/users/aggregation?filter=${encodeURIComponent(JSON.stringify({ search: email }))}`);
    return list.users[0];
  }

  it('every screen has no serious or critical axe-core finding and no control below 44×44 px', async () => {
    const url = suite.server.url;
    const agent = await findUser('cheekeong.agent@demo.my');
    const rider = await findUser('azlan.rider@demo.my');
    const get = await apiAs(url);
    const admins = await get<{ administrators: { id: string; email: string }[] }>('/api/administrators/aggregation');
    const self = admins.administrators.find((a) => a.email === E2E_ADMIN_EMAIL);
    if (!self) throw new Error('the e2e admin is not listed');

    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    const findings: AxeFinding[] = [];
    const small: SmallTarget[] = [];
    const check = async (screen: string) => {
      findings.push(...(await axeSerious(page, screen)));
      small.push(...(await smallTargets(page, screen)));
    };
    const visit = async (screen: string, path: string, ready: string) => {
      await page.goto(`${url}${path}`);
      await byId(page, ready).first().waitFor({ state: 'visible', timeout: 20_000 });
      await check(screen);
    };

    await page.goto(url);
    await byId(page, 'login-email').waitFor({ state: 'visible' });
    await check('sign-in');
    await login(page, url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await check('dashboard');
    await openMenu(page);
    await check('menu');

    for (const segment of ['all', 'pending', 'banned', 'vip', 'dormant']) {
      await page.goto(`${url}admin/user-mgmt`);
      await byId(page, `user-segment-${segment}`).click();
      await expect.poll(() => byId(page, `user-segment-${segment}`).getAttribute('class')).toContain('segment-button-checked');
      await byId(page, 'user-total').waitFor({ state: 'visible' });
      await check(`users list: ${segment}`);
    }
    await byId(page, 'user-role-filter').click();
    await page.locator('ion-popover ion-radio').first().waitFor({ state: 'visible' });
    await check('users list: role filter open');
    await page.keyboard.press('Escape');

    await visit('user detail (agent)', `admin/user-mgmt/${agent.id}`, 'user-detail');
    await visit('user edit (agent)', `admin/user-mgmt/${agent.id}/edit`, 'user-edit-form');
    await byId(page, 'reg-bank').click();
    await byId(page, 'bank-picker-search').waitFor({ state: 'visible' });
    await check('bank picker');
    await page.keyboard.press('Escape');
    await byId(page, 'bank-picker-search').waitFor({ state: 'hidden' });
    await byId(page, 'reg-country').click();
    await byId(page, 'country-picker-search').waitFor({ state: 'visible' });
    await check('dial-code picker');
    await page.keyboard.press('Escape');

    await visit('user register', 'admin/user-mgmt/new', 'reg-name');
    for (const tab of ['users', 'contacts', 'riders']) {
      await visit(`queues: ${tab}`, `admin/user-mgmt/queues?tab=${tab}`, `queue-${tab}`);
    }
    await visit('rider check', `admin/user-mgmt/riders/${rider.accountNumber}`, 'rider-verification');
    await visit('attendance', 'admin/user-mgmt/attendance', 'attendance-rider-search');
    await visit('administrators list', 'admin/admin-mgmt', `admin-card-${E2E_ADMIN_EMAIL}`);
    await visit('administrator detail', `admin/admin-mgmt/${self.id}`, 'admin-detail');
    await visit('administrator register', 'admin/admin-mgmt/new', 'register-form');
    await visit('administrator edit', `admin/admin-mgmt/${self.id}/edit`, 'edit-form');
    await visit('administrator permissions', `admin/admin-mgmt/${self.id}/permissions`, 'permission-editor');
    await visit('outbox', 'admin/outbox', 'outbox-summary');
    await visit('settings', 'admin/setting', 'logout-button');
    await visit('change password', 'admin/setting/password', 'change-password-submit');

    const report = (items: unknown[]) => items.map((f) => JSON.stringify(f)).join('\n');
    expect(report(findings)).toBe('');
    expect(report(small)).toBe('');
    await context.close();
  });
});
