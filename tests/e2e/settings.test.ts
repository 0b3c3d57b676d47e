import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Holiday } from '@shared/contracts/holidays';
import { ALL_PERMISSION_CODES } from '@shared/permissions';
import { axeSerious, MIN_TARGET, presented, smallTargets, type AxeFinding, type SmallTarget } from './helpers/a11y';
import { callAs, createAdminWithToken, loginToken } from './helpers/api';
import { login, phoneContext, signedInByCookie } from './helpers/browser';
import { serverAndBrowser } from './helpers/suite';
import { recordToasts } from './helpers/toasts';
import { startLocalProvider, type LocalProvider } from '../support/local-oidc-provider';

const byId = (page: Page, id: string) => page.locator(`.ion-page:not(.ion-page-hidden) [data-testid="${id}"]`).first();
const HAN = /[\u4e00-\u9fff]/;
/** The tap area of one control, which must be shown and enabled: a control the screen-wide check skipped still counts. */
const tapArea = async (page: Page, id: string) => {
  const button = byId(page, id);
  expect(await button.isEnabled()).toBe(true);
  const box = (await button.boundingBox())!;
  return Math.min(box.width, box.height);
};
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('ion-palette-dark'));
const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Picks an option of an ion-select's popover and waits until the popover has gone. */
async function pick(page: Page, testId: string, label: string | RegExp): Promise<void> {
  await presented(page, 'Popover', () => byId(page, testId).click());
  await page.locator('ion-select-popover ion-radio, ion-popover ion-item').filter({ hasText: label }).first().click();
  await page.locator('ion-popover').first().waitFor({ state: 'detached' });
}

describe('personal settings and global settings at 390×844', () => {
  // A real local sign-in provider, configured on this file's server: its address is given to the server at start,
  // and the server's callback (its port chosen as it starts) is registered with it after.
  const env: Record<string, string> = {};
  let idp: LocalProvider;
  beforeAll(async () => {
    idp = await startLocalProvider();
    Object.assign(env, { OIDC_ID: 'company', OIDC_LABEL: 'Company Login', OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: idp.clientId, OIDC_CLIENT_SECRET: idp.clientSecret });
  });
  afterAll(async () => idp?.close());
  const suite = serverAndBrowser(env);
  beforeAll(() => idp.register([`${suite.server.url}api/auth/oidc/company/callback`]));

  it('keeps dark and zh-CN on the server: after a reload and on a second device; signs the other device out', async () => {
    const findings: AxeFinding[] = [];
    const root = await loginToken(suite.server);
    const admin = await createAdminWithToken(suite.server, root, 'Settings Admin', [...ALL_PERMISSION_CODES]);
    const made = await callAs<Holiday>(suite.server, root, 'POST', 'api/holidays', { date: `${new Date().getUTCFullYear()}-12-30`, name: 'Company Day', state: null });
    expect(made.status).toBe(201);

    const first = await phoneContext(suite.browser);
    const page = await signedInByCookie(first, suite.server.url, admin.email, admin.password);
    await page.goto(`${suite.server.url}admin/setting`);
    await byId(page, 'theme-select').waitFor({ state: 'visible' });
    await byId(page, 'device-current').waitFor({ state: 'visible' });
    expect(await isDark(page)).toBe(false);
    findings.push(...(await axeSerious(page, 'settings, light')));

    await pick(page, 'theme-select', 'Dark');
    await expect.poll(() => isDark(page)).toBe(true);
    // The page's own background turns dark: a real palette, not an inverted page.
    const background = await page.evaluate(() => getComputedStyle(document.querySelector('.ion-page:not(.ion-page-hidden) ion-content')!).getPropertyValue('--background') || getComputedStyle(document.body).backgroundColor);
    expect(background).not.toMatch(/#fff\b|255, 255, 255/);
    await pick(page, 'language-select', '简体中文');
    await expect.poll(() => lang(page)).toBe('zh-CN');
    await expect.poll(() => byId(page, 'change-password-link').innerText()).toMatch(HAN);
    findings.push(...(await axeSerious(page, 'settings, dark')));

    await page.reload();
    await byId(page, 'theme-select').waitFor({ state: 'visible' });
    expect(await isDark(page)).toBe(true);
    expect(await lang(page)).toBe('zh-CN');
    expect(await byId(page, 'change-password-link').innerText()).toMatch(HAN);

    // A second device, fresh (nothing remembered on it): signing in opens dark and in Chinese.
    const second = await phoneContext(suite.browser);
    const other = await second.newPage();
    await login(other, suite.server.url, admin.email, admin.password);
    await expect.poll(() => lang(other)).toBe('zh-CN');
    expect(await isDark(other)).toBe(true);
    expect(await other.locator('[data-testid="dashboard-greeting"]').innerText()).toMatch(HAN);

    // Dark on a list and a record screen, and on the Global screen.
    await page.goto(`${suite.server.url}admin/holiday`);
    await byId(page, `holidays-row-${made.body.id}`).waitFor({ state: 'visible' });
    findings.push(...(await axeSerious(page, 'holidays list, dark')));
    await page.goto(`${suite.server.url}admin/holiday/${made.body.id}`);
    await byId(page, 'holidays-detail-name').waitFor({ state: 'visible' });
    findings.push(...(await axeSerious(page, 'holiday record, dark')));
    await page.goto(`${suite.server.url}admin/global`);
    await byId(page, 'setting-sessionLifetimeDays').waitFor({ state: 'visible' });
    findings.push(...(await axeSerious(page, 'global settings, dark')));

    // Sign the second device out from the first: the server refuses its next call, and it is back at sign-in.
    await page.goto(`${suite.server.url}admin/setting`);
    await byId(page, 'device-other').waitFor({ state: 'visible' });
    const others = page.locator('.ion-page:not(.ion-page-hidden) [data-testid="device-other"]');
    // The other phone (the latest used, listed first), beside the API session that made this admin.
    const before = await others.count();
    expect(await others.first().innerText()).toMatch(/Chrome/);
    await byId(page, 'device-sign-out').click();
    await page.locator('ion-alert button.alert-button-role-destructive').click();
    await expect.poll(() => others.count()).toBe(before - 1);
    const refused = await other.evaluate(async () => {
      const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('stayops_token='))?.split('=')[1] ?? '');
      return (await fetch('/api/account/admin', { headers: { authorization: token } })).status;
    });
    expect(refused).toBe(401);
    await other.goto(`${suite.server.url}admin/setting`);
    await other.locator('[data-testid="login-submit"]').waitFor({ state: 'visible', timeout: 20_000 });
    // The first device is still signed in.
    expect(await byId(page, 'device-current').isVisible()).toBe(true);

    // Back to light and English: the Global screen and settings in light.
    await pick(page, 'theme-select', /浅色|Light/);
    await expect.poll(() => isDark(page)).toBe(false);
    await pick(page, 'language-select', 'English');
    await expect.poll(() => lang(page)).toBe('en-US');
    await page.goto(`${suite.server.url}admin/global`);
    await byId(page, 'setting-sessionLifetimeDays').waitFor({ state: 'visible' });
    findings.push(...(await axeSerious(page, 'global settings, light')));
    await page.goto(`${suite.server.url}admin/holiday/${made.body.id}`);
    await byId(page, 'holidays-detail-name').waitFor({ state: 'visible' });
    findings.push(...(await axeSerious(page, 'holiday record, light')));

    expect(findings).toEqual([]);
    await first.close();
    await second.close();
  });

  it('the devices and providers lists are accessible while they load and when they fail, and retry', async () => {
    const root = await loginToken(suite.server);
    const admin = await createAdminWithToken(suite.server, root, 'Slow Devices Admin', []);
    const context = await phoneContext(suite.browser);
    const page = await signedInByCookie(context, suite.server.url, admin.email, admin.password);
    // The sessions' answer is held until released: the list stays in its loading state for axe to read.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let fail = false;
    await context.route('**/api/account/sessions', async (route) => {
      await held;
      if (fail) await route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"unavailable","message":"Down"}' });
      else await route.continue();
    });
    await context.route('**/api/auth/oidc/links', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"unavailable","message":"Down"}' }));
    await page.goto(`${suite.server.url}admin/setting`);
    await byId(page, 'devices-loading').waitFor({ state: 'visible' });
    const findings: AxeFinding[] = [...(await axeSerious(page, 'settings, devices loading'))];

    fail = true;
    release();
    await byId(page, 'devices-failed').waitFor({ state: 'visible' });
    await byId(page, 'providers-failed').waitFor({ state: 'visible' });
    findings.push(...(await axeSerious(page, 'settings, devices and providers failed')));
    expect(findings).toEqual([]);

    fail = false;
    await byId(page, 'devices-retry').click();
    await byId(page, 'device-current').waitFor({ state: 'visible' });
    await context.close();
  });

  it('signs in with the company provider from the sign-in page; an unknown email comes back with its reason', async () => {
    const root = await loginToken(suite.server);
    const admin = await createAdminWithToken(suite.server, root, 'Provider Admin', []);
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();

    idp.signInAs('e2e-stranger', { email: 'stranger.e2e@stayops.test', emailVerified: true });
    await page.goto(suite.server.url);
    await page.locator('[data-testid="login-provider-company"]').click();
    await expect.poll(() => page.locator('[data-testid="login-error"]').textContent(), { timeout: 20_000 }).toMatch(/No StayOps account can sign in with this email/);
    // The browser reports the cleaned address to the test a moment after the page shows the reason.
    await expect.poll(() => new URL(page.url()).search).toBe('');

    idp.signInAs('e2e-provider-admin', { email: admin.email, emailVerified: true });
    await page.locator('[data-testid="login-provider-company"]').click();
    await page.locator('[data-testid="dashboard-greeting"]').waitFor({ state: 'visible', timeout: 20_000 });
    await page.goto(`${suite.server.url}admin/setting`);
    await byId(page, 'provider-company').waitFor({ state: 'visible' });
    await expect.poll(() => byId(page, 'provider-company').textContent()).toMatch(/Not linked/);
    await context.close();
  });

  it('links the company provider from settings, signs in with it under another email, and unlinks after a confirmation', async () => {
    const root = await loginToken(suite.server);
    const admin = await createAdminWithToken(suite.server, root, 'Linking Admin', []);
    // The provider knows this person by another address than the account's, and has not verified it: only the link
    // can sign them in.
    const identity = { email: 'linking.elsewhere.e2e@stayops.test', emailVerified: false };
    const context = await phoneContext(suite.browser);
    const page = await signedInByCookie(context, suite.server.url, admin.email, admin.password);
    const toasts = await recordToasts(page);
    const row = () => byId(page, 'provider-company');
    await page.goto(`${suite.server.url}admin/setting`);
    await row().waitFor({ state: 'visible' });
    expect(await row().textContent()).toMatch(/Company Login.*Not linked/);
    const small: SmallTarget[] = [...(await smallTargets(page, 'settings, provider not linked'))];
    expect(await tapArea(page, 'provider-link')).toBeGreaterThanOrEqual(MIN_TARGET);

    idp.signInAs('e2e-linked-identity', identity);
    await byId(page, 'provider-link').click();
    // Through the provider and back to Settings: the row says which identity is linked, and a toast says it worked.
    await expect.poll(() => row().textContent(), { timeout: 20_000 }).toMatch(`Linked: ${identity.email}`);
    await expect.poll(toasts).toContain('Company Login is linked to your account');
    // And since when: today, so only its time of day (a date too if the day turned in Kuala Lumpur meanwhile).
    expect(await byId(page, 'provider-linked-at').textContent()).toMatch(/^Since (\d{2} \w{3} \d{4} )?\d{2}:\d{2}$/);
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await byId(page, 'provider-unlink').waitFor({ state: 'visible' });
    const findings: AxeFinding[] = [...(await axeSerious(page, 'settings, provider linked'))];
    small.push(...(await smallTargets(page, 'settings, provider linked')));
    expect(await tapArea(page, 'provider-unlink')).toBeGreaterThanOrEqual(MIN_TARGET);

    // Signed out, the linked identity signs this admin in although its email is not the account's.
    await byId(page, 'logout-button').click();
    await page.locator('[data-testid="login-provider-company"]').waitFor({ state: 'visible', timeout: 20_000 });
    idp.signInAs('e2e-linked-identity', identity);
    await page.locator('[data-testid="login-provider-company"]').click();
    await page.locator('[data-testid="dashboard-greeting"]').waitFor({ state: 'visible', timeout: 20_000 });
    await page.goto(`${suite.server.url}admin/setting`);
    await expect.poll(() => byId(page, 'settings-name').textContent()).toBe('Linking Admin');
    await expect.poll(() => row().textContent()).toMatch(`Linked: ${identity.email}`);

    // Unlinking asks first; cancelling keeps the link.
    await presented(page, 'Alert', () => byId(page, 'provider-unlink').click());
    expect(await page.locator('ion-alert .alert-title').textContent()).toBe('Unlink Company Login?');
    small.push(...(await smallTargets(page, 'settings, unlink confirmation')));
    await page.locator('ion-alert button.alert-button-role-cancel').click();
    await page.locator('ion-alert').waitFor({ state: 'detached' });
    expect(await row().textContent()).toMatch(`Linked: ${identity.email}`);
    await presented(page, 'Alert', () => byId(page, 'provider-unlink').click());
    await page.locator('ion-alert button.alert-button-role-destructive').click();
    await expect.poll(toasts).toContain('Company Login is unlinked');
    await expect.poll(() => row().textContent()).toMatch(/Not linked/);
    await byId(page, 'provider-link').waitFor({ state: 'visible' });

    // Unlinked, the same identity is refused at the sign-in page, saying why.
    await byId(page, 'logout-button').click();
    await page.locator('[data-testid="login-provider-company"]').waitFor({ state: 'visible', timeout: 20_000 });
    idp.signInAs('e2e-linked-identity', identity);
    await page.locator('[data-testid="login-provider-company"]').click();
    await expect.poll(() => page.locator('[data-testid="login-error"]').textContent(), { timeout: 20_000 }).toMatch(/Your email is not verified with the provider/);

    expect(findings).toEqual([]);
    expect(small).toEqual([]);
    await context.close();
  });

  it('changes a global setting against its version and adds a future SST rate', async () => {
    const context = await phoneContext(suite.browser);
    const root = await loginToken(suite.server);
    const admin = await createAdminWithToken(suite.server, root, 'Global Admin', [16, 17, 18]);
    const page = await signedInByCookie(context, suite.server.url, admin.email, admin.password);
    await page.goto(`${suite.server.url}admin/global`);
    await byId(page, 'setting-dormantAfterDays-edit').click();
    const input = page.locator('ion-alert input');
    await input.fill('120');
    await page.locator('ion-alert button').filter({ hasText: 'Save' }).click();
    await expect.poll(() => byId(page, 'setting-dormantAfterDays-value').innerText()).toBe('120 days');
    expect(await byId(page, 'setting-dormantAfterDays').innerText()).toContain('Global Admin');

    // Someone else changes it meanwhile: this screen's next change is refused and shows the value as it is now.
    const now = await callAs<{ settings: { key: string; version: number }[] }>(suite.server, root, 'GET', 'api/global-settings');
    const version = now.body.settings.find((s) => s.key === 'dormantAfterDays')!.version;
    expect((await callAs(suite.server, root, 'PATCH', 'api/global-settings', { key: 'dormantAfterDays', expected: version, value: 150 })).status).toBe(200);
    await byId(page, 'setting-dormantAfterDays-edit').click();
    await page.locator('ion-alert input').fill('100');
    await page.locator('ion-alert button').filter({ hasText: 'Save' }).click();
    await expect.poll(() => byId(page, 'setting-dormantAfterDays-value').innerText()).toBe('150 days');

    const year = new Date().getUTCFullYear() + 3;
    await byId(page, 'sst-from').locator('input').fill(`${year}-01-01`);
    await byId(page, 'sst-rate').locator('input').fill('10');
    await byId(page, 'sst-add').click();
    await page.locator('ion-alert button').filter({ hasText: 'Add rate' }).click();
    await byId(page, `sst-${year}-01-01`).waitFor({ state: 'visible' });
    expect(await byId(page, `sst-${year}-01-01`).innerText()).toContain('Scheduled');
    expect(await byId(page, 'sst-2024-03-01').innerText()).toContain('In force');
    await context.close();
  });
});
