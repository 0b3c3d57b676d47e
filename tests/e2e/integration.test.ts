import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeSerious, presented, smallTargets } from './helpers/a11y';
import { callAs, loginToken } from './helpers/api';
import { fill, login, phoneContext } from './helpers/browser';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';

const byId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
const SHOTS = process.env.INTEGRATION_SHOTS;

describe('integration: channel calendars of a unit', () => {
  const suite = serverAndBrowser();

  async function seed(token: string): Promise<{ propertyName: string }> {
    const made = async (path: string, body: object) => {
      const res = await callAs<{ id: string }>(suite.server, token, 'POST', path, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id;
    };
    const companyId = await made('/api/companies', {
      name: 'Pantai Stays Sdn. Bhd.', registrationNumber: '202001017777', addressLine1: '12 Lebuh Pantai', postcode: '10300', city: 'George Town', state: 'MY-07',
    });
    const propertyName = 'Seri Pantai Suites';
    const propertyId = await made('/api/properties', {
      name: propertyName, companyId, addressLine1: '1 Jalan Pantai', postcode: '10300', city: 'George Town', state: 'MY-07', checkInTime: '15:00', checkOutTime: '12:00',
    });
    const roomTypeId = await made('/api/room-types', { propertyId, name: 'Studio', bedrooms: 1, bathrooms: 1, maxGuests: 2, baseNightlyRateSen: 18_000, cleaningFeeSen: 5_000 });
    await made('/api/units', { roomTypeId, unitNumber: 'A-01-01' });
    return { propertyName };
  }

  it('at 390×844 adds a feed (a refused URL said on its field), syncs it and sees why it failed, then shows and rotates the export URL', async () => {
    const { propertyName } = await seed(await loginToken(suite.server));
    const page = await (await phoneContext(suite.browser)).newPage();
    await login(page, suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await page.goto(`${suite.server.url}admin/integration`);
    await presented(page, 'Popover', () => byId(page, 'integration-property').click());
    await page.locator('ion-popover ion-radio, ion-popover ion-item').filter({ hasText: propertyName }).first().click();
    await page.locator('ion-popover').first().waitFor({ state: 'detached' });
    await byId(page, 'integration-unit').waitFor({ state: 'visible' });

    await byId(page, 'integration-feed-new').click();
    await fill(page, 'integration-feed-url', 'ftp://calendar.example.com/a.ics');
    await byId(page, 'integration-feed-add').click();
    await expect.poll(() => page.locator('[data-testid="integration-feed-url"] .error-text').textContent()).toMatch(/https?:\/\//);
    expect(await page.locator('[data-testid="integration-feed-url"] input').inputValue()).toBe('ftp://calendar.example.com/a.ics');
    await fill(page, 'integration-feed-url', 'http://127.0.0.1:9/calendar.ics');
    await byId(page, 'integration-feed-add').click();
    await byId(page, 'integration-feed').waitFor({ state: 'visible' });

    await byId(page, 'integration-feed-sync').click();
    await expect.poll(() => byId(page, 'integration-run-error').textContent()).toMatch(/private or local address/);

    await byId(page, 'integration-export-show').click();
    const first = await byId(page, 'integration-export-url').textContent();
    expect(first).toMatch(/\/api\/ical\/[A-Za-z0-9_-]+\.ics$/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/integration-phone.png`, fullPage: true });
    expect(await axeSerious(page, 'integration')).toEqual([]);
    expect(await smallTargets(page, 'integration')).toEqual([]);

    await byId(page, 'integration-export-rotate').click();
    await byId(page, 'integration-export-rotate-confirm').click();
    await expect.poll(() => byId(page, 'integration-export-url').textContent()).not.toBe(first);
    const old = await fetch(first!);
    expect(old.status).toBe(404);
    expect((await fetch((await byId(page, 'integration-export-url').textContent())!)).status).toBe(200);

    if (SHOTS) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: `${SHOTS}/integration-desktop.png`, fullPage: true });
    }
  });
});
