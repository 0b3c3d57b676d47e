import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_SUSPENDED_CODE, ACCOUNT_SUSPENDED_MESSAGE } from '@shared/errors';
import { P } from '@shared/permissions';
import { callAs, createAdminWithToken, loginToken } from './helpers/api';
import { fill, login, phoneContext } from './helpers/browser';
import { recordToasts } from './helpers/toasts';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';

const HAN = /[\u4e00-\u9fff]/;

describe('language choice', () => {
  const suite = serverAndBrowser();

  it('?lang=zh-CN shows Chinese, remembers it, and ?lang=ms-MY switches to Malay', async () => {
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    await page.goto(`${suite.server.url}?lang=zh-CN`);
    const submit = page.locator('[data-testid="login-submit"]');
    await submit.waitFor({ state: 'visible' });
    expect(await submit.innerText()).toMatch(HAN);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');

    await login(page, suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    expect(await page.locator('[data-testid="dashboard-greeting"]').innerText()).toMatch(HAN);

    await page.goto(`${suite.server.url}admin/dashboard?lang=ms-MY`);
    const greeting = page.locator('[data-testid="dashboard-greeting"]');
    await greeting.waitFor({ state: 'visible' });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ms-MY');
    expect(await greeting.innerText()).not.toMatch(HAN);
    await context.close();
  });

  it('the sign-in page switches language with one tap, without loading a select', async () => {
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await page.goto(suite.server.url);
    const chinese = page.locator('[data-testid="login-language-zh-CN"]');
    await chinese.waitFor({ state: 'visible' });
    expect(await chinese.getAttribute('aria-pressed')).toBe('false');
    const box = await chinese.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await chinese.click();
    await expect.poll(() => page.locator('[data-testid="login-submit"]').innerText()).toMatch(HAN);
    expect(await chinese.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('[data-testid="login-language-en-US"]').getAttribute('aria-pressed')).toBe('false');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    // Remembered for the next visit.
    await page.reload();
    await expect.poll(() => page.locator('[data-testid="login-submit"]').innerText()).toMatch(HAN);
    expect(scripts.some((path) => /ion-select/.test(path))).toBe(false);
    await context.close();
  });

  it('signing in leaves the device cookie, the next sign-in sends it, and a suspension is said in the reader\'s language', async () => {
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    await page.goto(`${suite.server.url}?lang=zh-CN`);
    await login(page, suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    const device = (await context.cookies()).find((c) => c.name === 'stayops_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth', secure: false });
    expect(device!.expires - Date.now() / 1000).toBeGreaterThan(300 * 86_400);

    // Signed out on this device (the session cookie gone), the same device signs in again: its cookie goes along.
    await context.clearCookies({ name: 'stayops_token' });
    let sent = '';
    await page.route('**/api/auth/login', async (route) => {
      sent = (await route.request().allHeaders()).cookie ?? '';
      // The server's answer to a banned account's right password (tests/api/banned-sign-in.test.ts).
      await route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ code: ACCOUNT_SUSPENDED_CODE, message: ACCOUNT_SUSPENDED_MESSAGE }),
      });
    });
    await page.goto(suite.server.url);
    await fill(page, 'login-email', E2E_ADMIN_EMAIL);
    await fill(page, 'login-password', E2E_ADMIN_PASSWORD);
    await page.locator('[data-testid="login-submit"]').click();
    const error = page.locator('[data-testid="login-error"]');
    await error.waitFor({ state: 'visible' });
    const words = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../src/app/locales/zh-CN/auth.json'), 'utf8')) as { accountSuspended: string };
    expect(await error.innerText()).toBe(words.accountSuspended);
    expect(sent).toContain(`stayops_device=${device!.value}`);
    await context.close();
  });

  it('keeps what is typed into the sign-in form on a cold load of a slow phone, a correction after a tap elsewhere included', async () => {
    const rounds = 3;
    for (let round = 0; round < rounds; round++) {
      const context = await phoneContext(suite.browser);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await page.goto(suite.server.url, { waitUntil: 'commit' });
      const email = page.locator('[data-testid="login-email"] input');
      const password = page.locator('[data-testid="login-password"] input');
      // Typed the moment the field appears, by taps and keys as a person types, while the page still starts.
      await email.waitFor({ state: 'visible', timeout: 60_000 });
      const tap = async (field: typeof email) => {
        const box = (await field.boundingBox())!;
        await page.touchscreen.tap(box.x + 24, box.y + box.height / 2);
      };
      await tap(email);
      await page.keyboard.type(E2E_ADMIN_EMAIL);
      await tap(password);
      await page.keyboard.type(`${E2E_ADMIN_PASSWORD}x`);
      // Focus leaves the field (a tap on the card), comes back, and a typo is corrected: the rest stays.
      await page.locator('#login-title').tap();
      await tap(password);
      await page.keyboard.press('End');
      await page.keyboard.press('Backspace');
      expect(await email.inputValue()).toBe(E2E_ADMIN_EMAIL);
      expect(await password.inputValue()).toBe(E2E_ADMIN_PASSWORD);
      // Still there once start-up has settled (the page loaded, the service worker registered).
      await page.waitForLoadState('load');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      expect(await password.inputValue()).toBe(E2E_ADMIN_PASSWORD);
      if (round === rounds - 1) {
        await page.locator('[data-testid="login-submit"]').tap();
        await page.locator('[data-testid="dashboard-greeting"]').waitFor({ state: 'visible', timeout: 60_000 });
      }
      await context.close();
    }
  }, 180_000);

  it('in Malay the reservations\' day chips fit their words on a phone, in a row that does not scroll', async () => {
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    await page.goto(`${suite.server.url}?lang=ms-MY`);
    await login(page, suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await page.goto(`${suite.server.url}admin/reservation`);
    const departing = page.locator('[data-testid="reservation-chip-departing"]');
    await departing.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await departing.innerText()).toMatch(/Bertolak hari ini/);
    const chips = await page.locator('[data-testid^="reservation-chip-"]').evaluateAll((els) =>
      els.map((el) => ({ clipped: el.scrollWidth > el.clientWidth + 1, right: el.getBoundingClientRect().right, height: el.getBoundingClientRect().height })),
    );
    // Arriving, departing, in house and to check in.
    expect(chips).toHaveLength(4);
    for (const chip of chips) {
      expect(chip.clipped).toBe(false);
      expect(chip.right).toBeLessThanOrEqual(390);
      expect(chip.height).toBeGreaterThanOrEqual(44);
    }
    const row = await page.locator('.rsv-day-chips').first().evaluate((el) => ({ scrolls: el.scrollWidth > el.clientWidth + 1, overflow: getComputedStyle(el).overflowX }));
    expect(row).toEqual({ scrolls: false, overflow: 'visible' });
    await context.close();
  });

  it("a refused save's toast says the server's rule in Chinese, not its English message", async () => {
    // Seeded through the API: an editor of admins, and an admin they may change until the root gives that admin
    // a permission the editor does not hold (the server then refuses with 403 `stronger_admin`).
    const rootToken = await loginToken(suite.server);
    const editor = await createAdminWithToken(suite.server, rootToken, 'Wong Editor', [P.admin.view, P.admin.edit]);
    const target = await createAdminWithToken(suite.server, rootToken, 'Nurul Target', [P.admin.view]);
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    await page.goto(`${suite.server.url}?lang=zh-CN`);
    await login(page, suite.server.url, editor.email, editor.password);
    const toasts = await recordToasts(page);
    await page.goto(`${suite.server.url}admin/admin-mgmt/${target.id}/edit`);
    await page.locator('[data-testid="edit-submit"]').waitFor({ state: 'visible', timeout: 20_000 });
    const granted = await callAs(suite.server, rootToken, 'POST', '/user-mgmt/change-admin-permission', { id: target.id, permissions: [P.admin.view, P.user.view] });
    expect(granted.status).toBe(200);
    await fill(page, 'edit-name', 'Nurul Target Baru');
    await page.locator('[data-testid="edit-submit"]').click();
    const refused = () => toasts().then((all) => all.find((m) => HAN.test(m) && /权限/.test(m)) ?? all.join(' | '));
    await expect.poll(refused, { timeout: 15_000 }).toBe('该管理员拥有您没有的权限，因此您不能修改、重置或停用其账户。');
    expect((await toasts()).some((m) => /permissions you do not have/.test(m))).toBe(false);
    await context.close();
  });

  it('defaults to en-US', async () => {
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    await page.goto(suite.server.url);
    await page.locator('[data-testid="login-submit"]').waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    expect(await page.locator('[data-testid="login-submit"]').innerText()).not.toMatch(HAN);
    await context.close();
  });
});
