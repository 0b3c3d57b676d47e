import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Announcement, AnnouncementList } from '@shared/contracts/announcements';
import type { OwnerDetail, PortalAccessResponse } from '@shared/contracts/owners';
import { axeSerious, presented, smallTargets, type AxeFinding, type SmallTarget } from './helpers/a11y';
import { callAs, loginToken } from './helpers/api';
import { fill, login, phoneContext } from './helpers/browser';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';

const byId = (page: Page, id: string) => page.locator(`.ion-page:not(.ion-page-hidden) [data-testid="${id}"]`).first();
const run = Date.now().toString().slice(-6);

/** Types into an ion-textarea as a phone user would. */
async function fillText(page: Page, testId: string, value: string): Promise<void> {
  const area = page.locator(`.ion-page:not(.ion-page-hidden) [data-testid="${testId}"] textarea`).first();
  await area.click();
  await area.fill(value);
}

/** Picks an option of an ion-select's popover and waits until the popover has gone. */
async function pick(page: Page, testId: string, label: string): Promise<void> {
  await presented(page, 'Popover', () => byId(page, testId).click());
  await page.locator('ion-select-popover ion-radio, ion-popover ion-item').filter({ hasText: label }).first().click();
  await page.locator('ion-popover').first().waitFor({ state: 'detached' });
}

describe('announcements at 390×844', () => {
  const suite = serverAndBrowser();

  it('an admin writes one in English and Chinese, publishes it and reads it on the dashboard; an owner reads only the owners’ one in the portal', async () => {
    const token = await loginToken(suite.server);
    const findings: AxeFinding[] = [];
    const small: SmallTarget[] = [];
    const check = async (page: Page, screen: string) => {
      findings.push(...(await axeSerious(page, screen)));
      small.push(...(await smallTargets(page, screen)));
    };
    const page = await (await phoneContext(suite.browser)).newPage();
    await login(page, suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);

    // The list, empty, then the form.
    await page.goto(`${suite.server.url}admin/announcement`);
    await byId(page, 'announcement-create-button').waitFor({ state: 'visible' });
    await check(page, 'announcement list');
    await byId(page, 'announcement-create-button').click();
    await byId(page, 'announcement-form-titleEn').waitFor({ state: 'visible' });
    const title = `Lift service ${run}`;
    await fill(page, 'announcement-form-titleEn', title);
    await fillText(page, 'announcement-form-bodyEn', 'The lifts of tower B are serviced on Friday, 9 am to noon.');
    // Chinese not yet written: the editor says its readers get the English.
    expect(await byId(page, 'announcement-form-fallback-zh-CN').isVisible()).toBe(true);
    await fill(page, 'announcement-form-titleZh', `电梯维修 ${run}`);
    await fillText(page, 'announcement-form-bodyZh', 'B座电梯将于周五上午9点至中午维修。');
    await byId(page, 'announcement-form-fallback-zh-CN').waitFor({ state: 'detached' });
    // Malay left out: shown in English, and said so.
    expect(await byId(page, 'announcement-form-fallback-ms-MY').textContent()).toContain('Shown in English');
    await pick(page, 'announcement-form-audience', 'Administrators');
    await check(page, 'announcement form');
    await byId(page, 'announcement-form-submit').click();

    // The draft's page: publish it, confirmed.
    await byId(page, 'announcement-detail').waitFor({ state: 'visible', timeout: 20_000 });
    expect(await byId(page, 'announcement-status').getAttribute('data-status')).toBe('draft');
    expect(await byId(page, 'announcement-fallback-ms-MY').isVisible()).toBe(true);
    await check(page, 'announcement record');
    await byId(page, 'announcement-publish-button').click();
    await page.locator('[data-testid="announcement-confirm-publish"]').click();
    await expect.poll(() => byId(page, 'announcement-status').getAttribute('data-status'), { timeout: 15_000 }).toBe('published');
    await byId(page, 'announcement-publish-button').waitFor({ state: 'detached' });
    const saved = (await callAs<AnnouncementList>(suite.server, token, 'GET', `/api/announcements/aggregation?filter=${encodeURIComponent(JSON.stringify({ search: title }))}`)).body;
    expect(saved.announcements).toHaveLength(1);
    expect(saved.announcements[0]).toMatchObject({ status: 'published', audience: 'admins', titleMs: null, version: 2 });

    // The owners' one, written and published through the API.
    const ownersTitle = `Owners' meeting ${run}`;
    const forOwners = await callAs<Announcement>(suite.server, token, 'POST', '/api/announcements', {
      titleEn: ownersTitle, bodyEn: 'The annual owners’ meeting is on 12 December.', titleMs: `Mesyuarat pemilik ${run}`, bodyMs: 'Mesyuarat tahunan pemilik pada 12 Disember.', audience: 'owners', pinned: true,
    });
    expect(forOwners.status, JSON.stringify(forOwners.body)).toBe(201);
    expect((await callAs(suite.server, token, 'POST', `/api/announcements/${forOwners.body.id}/publish`, { expected: 1 })).status).toBe(200);

    // The dashboard: the admins' one, not the owners'; the greeting where it was.
    await page.goto(suite.server.url);
    await byId(page, 'dashboard-greeting').waitFor({ state: 'visible' });
    const dashboard = byId(page, 'dashboard-announcements');
    await dashboard.waitFor({ state: 'visible' });
    expect(await dashboard.textContent()).toContain(title);
    expect(await dashboard.textContent()).not.toContain(ownersTitle);
    await check(page, 'dashboard with announcements');
    // In Chinese, its Chinese title.
    await page.goto(`${suite.server.url}?lang=zh-CN`);
    await expect.poll(() => byId(page, 'dashboard-announcements').textContent(), { timeout: 15_000 }).toContain(`电梯维修 ${run}`);
    await page.context().close();

    // An owner, signed in to the portal: the owners' one, in Malay, never the admins'.
    const owner = await callAs<OwnerDetail>(suite.server, token, 'POST', '/api/owners', {
      name: 'Nurul Huda', email: `owner.${run}@announce.test`, phone: `+6017${run}3`, idType: 'ic', idNumber: '860202145033', preferredLanguage: 'ms-MY',
    });
    expect(owner.status, JSON.stringify(owner.body)).toBe(201);
    const access = await callAs<PortalAccessResponse>(suite.server, token, 'POST', `/api/owners/${owner.body.id}/portal-access`, { enabled: true });
    const portal = await (await phoneContext(suite.browser)).newPage();
    await portal.goto(suite.server.url);
    await fill(portal, 'login-email', owner.body.email ?? '');
    await fill(portal, 'login-password', access.body.temporaryPassword ?? '');
    await portal.locator('[data-testid="login-submit"]').click();
    await portal.locator('[data-testid="forced-password-change"]').waitFor({ state: 'visible' });
    await fill(portal, 'current-password', access.body.temporaryPassword ?? '');
    await fill(portal, 'new-password', 'nurul-own-password-1');
    await fill(portal, 'confirm-password', 'nurul-own-password-1');
    await portal.locator('[data-testid="change-password-submit"]').click();
    const home = byId(portal, 'portal-dashboard-announcements');
    await home.waitFor({ state: 'visible', timeout: 20_000 });
    expect(new URL(portal.url()).pathname).toBe('/portal/dashboard');
    expect(await home.textContent()).toContain(`Mesyuarat pemilik ${run}`);
    expect(await home.textContent()).not.toContain(title);
    expect(await home.textContent()).not.toContain('电梯维修');
    await check(portal, 'portal home with announcements');
    await portal.context().close();

    expect(findings).toEqual([]);
    expect(small).toEqual([]);
  });
});
