import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addMonths, toApiMonth } from '@shared/dates';
import { axeSerious, smallTargets } from './helpers/a11y';
import { callAs, loginToken } from './helpers/api';
import { login, PHONE } from './helpers/browser';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';

const byId = (page: Page, id: string) => page.locator(`.ion-page:not(.ion-page-hidden) [data-testid="${id}"]`).first();
/** The text as read, with Intl's no-break spaces (`RM 500.00`) as plain ones. */
const text = async (page: Page, id: string) => ((await byId(page, id).textContent()) ?? '').replace(/\s/g, ' ');

describe('revenue: the months by group, against last year', () => {
  const suite = serverAndBrowser();

  /** One property with two units: RM 300 direct and RM 200 through Airbnb this month, RM 100 this month last year. */
  async function seed(token: string): Promise<{ propertyName: string; month: string }> {
    const made = async (path: string, body: object) => {
      const res = await callAs<{ id: string }>(suite.server, token, 'POST', path, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id;
    };
    const companyId = await made('/api/companies', {
      name: 'Hasil Stays Sdn. Bhd.', registrationNumber: '202001018888', addressLine1: '8 Jalan Ampang', postcode: '50450', city: 'Kuala Lumpur', state: 'MY-14',
    });
    const propertyName = 'Ampang Revenue Suites';
    const propertyId = await made('/api/properties', {
      name: propertyName, companyId, addressLine1: '8 Jalan Ampang', postcode: '50450', city: 'Kuala Lumpur', state: 'MY-14', checkInTime: '15:00', checkOutTime: '12:00',
    });
    const roomTypeId = await made('/api/room-types', { propertyId, name: 'Studio', bedrooms: 1, bathrooms: 1, maxGuests: 2, baseNightlyRateSen: 18_000, cleaningFeeSen: 5_000 });
    const [a, b] = [await made('/api/units', { roomTypeId, unitNumber: 'R-01-01' }), await made('/api/units', { roomTypeId, unitNumber: 'R-01-02' })];
    const month = toApiMonth(new Date());
    const stay = (unitId: string, day: string, roomRevenueSen: number, channel = 'direct', at = month) =>
      made('/api/reservations', { unitId, checkIn: `${at}-${day}`, checkOut: `${at}-${String(Number(day) + 2).padStart(2, '0')}`, guestName: 'Revenue Guest', guestNationality: 'MY', channel, roomRevenueSen });
    await stay(a, '03', 30_000);
    await stay(b, '05', 20_000, 'airbnb');
    await stay(a, '03', 10_000, 'direct', addMonths(month, -12));
    return { propertyName, month };
  }

  it('at 390×844 reads the figures and chart, groups by channel, downloads the CSV, and reads offline from what it saved', async () => {
    const { propertyName } = await seed(await loginToken(suite.server));
    const context = await suite.browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US', serviceWorkers: 'block', acceptDownloads: true });
    const page = await context.newPage();
    await login(page, suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await page.goto(`${suite.server.url}admin/revenue`);

    await expect.poll(() => text(page, 'revenue-total')).toBe('RM 500.00');
    expect(await text(page, 'revenue-total-last-year')).toBe('Same months last year: RM 100.00 (+400%)');
    expect(await text(page, 'revenue-total-nights')).toMatch(/Nights sold\s*4$/);
    await page.locator('.revenue-chart canvas').first().waitFor({ state: 'visible' });
    expect(await byId(page, 'revenue-rows').textContent()).toContain(propertyName);
    expect(await axeSerious(page, 'revenue')).toEqual([]);
    expect(await smallTargets(page, 'revenue')).toEqual([]);

    await byId(page, 'revenue-group-channel').click();
    await expect.poll(() => text(page, 'revenue-row-airbnb')).toMatch(/^Airbnb\s*RM 200\.00/);
    expect(await text(page, 'revenue-row-direct')).toMatch(/^Direct\s*RM 300\.00/);

    const [download] = await Promise.all([page.waitForEvent('download'), byId(page, 'revenue-download-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^revenue-\d{4}-\d{2}-\d{4}-\d{2}-by-channel\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFGroup,Property,Month,Nights sold')).toBe(true);
    expect(csv, csv).toMatch(/\r\nAirbnb,,\d{4}-\d{2} to \d{4}-\d{2},2,0,,,100\.00,,200\.00,0\.00,0\.00\r\n/);

    // Offline: the grouping seen before reads from the device, says how old it is, and the download waits.
    await context.setOffline(true);
    await byId(page, 'revenue-group-property').click();
    await expect.poll(() => byId(page, 'stale-notice').getAttribute('data-stale')).toBe('true');
    expect(await text(page, 'revenue-total')).toBe('RM 500.00');
    await expect.poll(() => byId(page, 'revenue-download-csv').evaluate((button) => (button as HTMLElement & { disabled: boolean }).disabled)).toBe(true);
    expect(await byId(page, 'revenue-offline').textContent()).toMatch(/offline/i);
    await context.close();
  });
});
