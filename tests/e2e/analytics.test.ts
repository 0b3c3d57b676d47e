import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Request } from 'playwright-core';
import type { AnalyticsSummary } from '@shared/contracts/analytics';
import type { AccountSettings } from '@shared/contracts/accounts';
import { ALL_PERMISSION_CODES } from '@shared/permissions';
import { axeSerious } from './helpers/a11y';
import { callAs, createAdminWithToken, loginToken } from './helpers/api';
import { phoneContext, signedInByCookie, tapMenuItem } from './helpers/browser';
import { serverAndBrowser } from './helpers/suite';

const byId = (page: Page, id: string) => page.locator(`.ion-page:not(.ion-page-hidden) [data-testid="${id}"]`).first();

/** The batches the app sends, as the browser sees them leave, and its reads of the account's choice. */
function watch(context: BrowserContext): { sent: Request[]; choiceReads: () => number } {
  const sent: Request[] = [];
  let reads = 0;
  context.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/analytics/events')) sent.push(request);
    if (request.method() === 'GET' && request.url().endsWith('/api/account/settings')) reads++;
  });
  return { sent, choiceReads: () => reads };
}

/** The runtime has started and read the account's choice (it loads after the first screen is usable). */
async function analyticsReady(page: Page, accountId: string, expected: '1' | '0'): Promise<void> {
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), `stayops.analytics.${accountId}`), { timeout: 20_000 }).toBe(expected);
}

describe('first-party analytics at 390×844', () => {
  const suite = serverAndBrowser();

  it('reports screens and vitals to our own API, stops when opted out, and shows the summary', async () => {
    const root = await loginToken(suite.server);
    const admin = await createAdminWithToken(suite.server, root, 'Analytics Admin', [...ALL_PERMISSION_CODES]);
    const summary = async () => (await callAs<AnalyticsSummary>(suite.server, root, 'GET', 'api/analytics/summary?days=7')).body;
    const screenNamed = async (name: string) => (await summary()).screens.find((s) => s.screen === name);

    // Three screens through the menu; leaving the page sends what waits (keepalive).
    const context = await phoneContext(suite.browser);
    const { sent, choiceReads } = watch(context);
    const page = await signedInByCookie(context, suite.server.url, admin.email, admin.password);
    await page.goto(`${suite.server.url}admin/dashboard`);
    await byId(page, 'dashboard-greeting').waitFor({ state: 'visible' });
    await analyticsReady(page, admin.id, '1');
    await tapMenuItem(page, 'holiday');
    await page.waitForURL(/\/admin\/holiday$/);
    await tapMenuItem(page, 'company');
    await page.waitForURL(/\/admin\/company$/);
    await page.goto('about:blank');
    await expect.poll(async () => (await screenNamed('/admin/company'))?.views ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
    const dashboard = await screenNamed('/admin/dashboard');
    expect(dashboard?.views).toBeGreaterThan(0);
    // LCP belongs to the screen the app opened on; every visit of a screen gives its layout shift.
    expect(dashboard?.lcp?.samples).toBeGreaterThan(0);
    expect((await screenNamed('/admin/holiday'))?.cls?.samples).toBeGreaterThan(0);
    // Nothing but route patterns, and only to our own origin.
    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent) expect(new URL(request.url()).origin).toBe(new URL(suite.server.url).origin);

    // Opted out in settings: kept on the server, and the app sends nothing more.
    await page.goto(`${suite.server.url}admin/setting`);
    await byId(page, 'analytics-toggle').waitFor({ state: 'visible' });
    await expect.poll(() => byId(page, 'analytics-toggle').evaluate((el) => (el as HTMLIonToggleElement).checked && !(el as HTMLIonToggleElement).disabled)).toBe(true);
    await byId(page, 'analytics-toggle').click();
    await expect.poll(async () => (await callAs<AccountSettings>(suite.server, admin.token, 'GET', 'api/account/settings')).body.analytics).toBe(false);
    await analyticsReady(page, admin.id, '0');
    const before = sent.length;
    const reads = choiceReads();
    await page.goto(`${suite.server.url}admin/dashboard`);
    await byId(page, 'dashboard-greeting').waitFor({ state: 'visible' });
    // The runtime has started on this page (it reads the choice first): it would have sent, were it allowed to.
    await expect.poll(choiceReads, { timeout: 20_000 }).toBeGreaterThan(reads);
    await tapMenuItem(page, 'revenue');
    await page.waitForURL(/\/admin\/revenue$/);
    await page.goto('about:blank');
    // The page is gone: whatever it would have sent has left by now.
    expect(sent.length).toBe(before);
    expect(await screenNamed('/admin/revenue')).toBeUndefined();
    await context.close();

    // The summary page, reached from Global settings, on a phone.
    const viewer = await phoneContext(suite.browser);
    const report = await signedInByCookie(viewer, suite.server.url, admin.email, admin.password);
    await report.goto(`${suite.server.url}admin/global`);
    await byId(report, 'global-analytics-link').click();
    await report.waitForURL(/\/admin\/global\/analytics$/);
    await byId(report, 'analytics-summary').waitFor({ state: 'visible' });
    await expect.poll(() => report.locator('.ion-page:not(.ion-page-hidden) [data-testid="analytics-screen"]').allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining('/admin/holiday')]),
    );
    expect(await byId(report, 'analytics-slowest').innerText()).toMatch(/\/admin\/dashboard/);
    expect(await byId(report, 'analytics-slowest').innerText()).toMatch(/Good|Needs improvement|Poor/);
    const findings = await axeSerious(report, 'analytics summary, 7 days');
    await byId(report, 'analytics-days-30').click();
    await expect.poll(() => byId(report, 'analytics-days-30').getAttribute('aria-pressed')).toBe('true');
    await byId(report, 'analytics-summary').waitFor({ state: 'visible' });
    findings.push(...(await axeSerious(report, 'analytics summary, 30 days')));
    expect(findings).toEqual([]);
    await viewer.close();
  });
});
