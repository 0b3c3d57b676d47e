import { describe, expect, it } from 'vitest';
import { callAs, createAdminWithToken, loginToken } from './helpers/api';
import { fill, login, logout, openMenu, phoneContext, tapMenuItem, visibleMenuCodes } from './helpers/browser';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';

describe('admin management at 390×844', () => {
  const suite = serverAndBrowser();

  it('registers an admin, changes their codes, and their menu shrinks when they sign in', async () => {
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    await login(page, suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);

    await openMenu(page);
    const rootMenu = await visibleMenuCodes(page);
    expect(rootMenu).toEqual(expect.arrayContaining(['dashboard', 'admin-mgmt', 'setting']));
    await tapMenuItem(page, 'admin-mgmt');
    await page.locator(`[data-testid="admin-card-${E2E_ADMIN_EMAIL}"]`).waitFor({ state: 'visible' });
    // The drawer closes after a tap on a phone.
    await expect.poll(() => page.locator('ion-menu.show-menu').count()).toBe(0);

    await page.locator('[data-testid="register-admin-button"]').click();
    await fill(page, 'register-name', 'Farah binti Yusof');
    await fill(page, 'register-email', E2E_ADMIN_EMAIL);
    await expect.poll(() => page.locator('[data-testid="email-availability"]').getAttribute('data-available')).toBe('false');
    await fill(page, 'register-email', 'farah.e2e@stayops.test');
    await expect.poll(() => page.locator('[data-testid="email-availability"]').getAttribute('data-available')).toBe('true');
    await fill(page, 'register-phone', '+60 12-345 6789');
    await fill(page, 'register-password', 'farah-password-2026');
    for (const code of [0, 1, 2]) await page.locator(`[data-testid="perm-${code}"]`).click();
    await page.locator('[data-testid="register-submit"]').click();

    // After registering we land on the new admin's detail; change their codes to User view only.
    await page.locator('[data-testid="edit-permissions-button"]').click();
    for (const code of [0, 1, 2]) await page.locator(`[data-testid="perm-${code}"]`).click();
    await page.locator('[data-testid="perm-4"]').click();
    await page.locator('[data-testid="permissions-save"]').click();
    await page.locator('[data-testid="admin-permission-summary"]').waitFor({ state: 'visible' });

    // The server holds exactly what the screen said.
    const token = await page.evaluate(() => document.cookie.match(/stayops_token=([^;]+)/)?.[1] ?? '');
    const res = await fetch(`${suite.server.url}api/administrators/aggregation?filter=${encodeURIComponent(JSON.stringify({ search: 'farah.e2e' }))}`, {
      headers: { authorization: decodeURIComponent(token) },
    });
    const list = (await res.json()) as { administrators: { permissions: number[]; phone: string }[] };
    expect(list.administrators).toHaveLength(1);
    expect(list.administrators[0].permissions).toEqual([4]);
    expect(list.administrators[0].phone).toBe('+60123456789');

    await logout(page);
    await login(page, suite.server.url, 'farah.e2e@stayops.test', 'farah-password-2026');
    await openMenu(page);
    const farahMenu = await visibleMenuCodes(page);
    expect(farahMenu).not.toContain('admin-mgmt');
    expect(farahMenu).toEqual(expect.arrayContaining(['dashboard', 'setting']));
    expect(farahMenu.length).toBeLessThan(rootMenu.length);

    // Hiding the entry is not the protection: the address itself says no access.
    await page.goto(`${suite.server.url}admin/admin-mgmt`);
    await page.locator('[data-testid="no-access"]').waitFor({ state: 'visible' });
    await context.close();
  });

  it('a temporary password goes straight to the change-password screen, also when another tab signed in with it', async () => {
    const rootToken = await loginToken(suite.server);
    const nadia = await createAdminWithToken(suite.server, rootToken, 'Nadia Kamal', [4]);
    const resetAs = async () => {
      const res = await callAs<{ temporaryPassword: string }>(suite.server, rootToken, 'POST', '/user-mgmt/reset-user-password', { id: nadia.id });
      expect(res.status).toBe(200);
      return res.body.temporaryPassword;
    };
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    const forced = page.locator('[data-testid="forced-password-change"]');

    // Signing in with it: the change-password screen, never the dashboard.
    const first = await resetAs();
    await page.goto(suite.server.url);
    await fill(page, 'login-email', nadia.email);
    await fill(page, 'login-password', first);
    await page.locator('[data-testid="login-submit"]').click();
    await forced.waitFor({ state: 'visible' });
    expect(await page.locator('[data-testid="dashboard-greeting"]').count()).toBe(0);
    await fill(page, 'current-password', first);
    await fill(page, 'new-password', 'nadia-own-password-1');
    await fill(page, 'confirm-password', 'nadia-own-password-1');
    await page.locator('[data-testid="change-password-submit"]').click();
    await page.locator('[data-testid="dashboard-greeting"]').waitFor({ state: 'visible' });

    // Another tab signs in with a newer temporary password: this tab's next call is refused with
    // password_change_required, and it switches to the change-password screen without an error toast.
    const second = await resetAs();
    const tempToken = await loginToken(suite.server, nadia.email, second);
    await page.evaluate((token) => {
      document.cookie = `stayops_token=${encodeURIComponent(token)}; Path=/; SameSite=Strict`;
    }, tempToken);
    await openMenu(page);
    await tapMenuItem(page, 'user-mgmt');
    await forced.waitFor({ state: 'visible' });
    const toasts = await page.locator('ion-toast').evaluateAll((els) => els.map((el) => String((el as HTMLElement & { message?: unknown }).message ?? '')));
    expect(toasts.filter((m) => /new password before|unauthorized|permission/i.test(m))).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toContain('stayops_token=');
    await context.close();
  });

  it('an admin sees that a stronger admin is not theirs to change, and cannot re-permission themselves', async () => {
    const rootToken = await loginToken(suite.server);
    const root = await callAs<{ id: string }>(suite.server, rootToken, 'GET', '/api/account/admin');
    const editor = await createAdminWithToken(suite.server, rootToken, 'Hafiz Editor', [0, 2]);
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    await login(page, suite.server.url, editor.email, editor.password);
    await page.goto(`${suite.server.url}admin/admin-mgmt/${root.body.id}`);
    await page.locator('[data-testid="admin-stronger-note"]').waitFor({ state: 'visible' });
    expect(await page.locator('[data-testid="admin-reset-password-button"]').count()).toBe(0);
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/stronger-admin.png` });
    await page.goto(`${suite.server.url}admin/admin-mgmt/${editor.id}`);
    await page.locator('[data-testid="admin-edit-button"]').waitFor({ state: 'visible' });
    expect(await page.locator('[data-testid="edit-permissions-button"]').count()).toBe(0);
    await context.close();
  });
});
