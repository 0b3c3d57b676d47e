import { describe, expect, it } from 'vitest';
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
});
