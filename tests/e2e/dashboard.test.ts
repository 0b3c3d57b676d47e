import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, toApiDate } from '@shared/dates';
import { P } from '@shared/permissions';
import { axeSerious, smallTargets } from './helpers/a11y';
import { callAs, createAdminWithToken, createPendingUsers, loginToken } from './helpers/api';
import { login, phoneContext } from './helpers/browser';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';

const byId = (page: Page, id: string) => page.locator(`.ion-page:not(.ion-page-hidden) [data-testid="${id}"]`).first();

describe('the dashboard at 390×844', () => {
  const suite = serverAndBrowser();
  const today = toApiDate(new Date());

  /** A stay arriving today on a unit of its own property, and one user waiting for approval. */
  async function seed(token: string) {
    const post = async <T>(path: string, body: unknown) => {
      const answer = await callAs<T>(suite.server, token, 'POST', path, body);
      expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(201);
      return answer.body;
    };
    const company = await post<{ id: string }>('/api/companies', {
      name: 'Papan Stays Sdn. Bhd.', registrationNumber: '202401054321 (7654321-K)', addressLine1: '8 Jalan Tun Razak', postcode: '50400', city: 'Kuala Lumpur', state: 'MY-14',
    });
    const property = await post<{ id: string }>('/api/properties', {
      name: 'Dashboard Tower', companyId: company.id, addressLine1: '1 Jalan Ampang', postcode: '50450', city: 'Kuala Lumpur', state: 'MY-14', checkInTime: '15:00', checkOutTime: '12:00',
    });
    const roomType = await post<{ id: string }>('/api/room-types', { propertyId: property.id, name: 'Studio', bedrooms: 0, bathrooms: 1, maxGuests: 2, baseNightlyRateSen: 18_000, cleaningFeeSen: 5_000 });
    const unit = await post<{ id: string }>('/api/units', { roomTypeId: roomType.id, unitNumber: 'D-01' });
    await post('/api/reservations', { unitId: unit.id, checkIn: today, checkOut: addDays(today, 2), guestName: 'Aisyah Rahman' });
    await createPendingUsers(suite.server, token, 1);
  }

  let seeded: Promise<void> | null = null;
  const seedOnce = (token: string) => (seeded ??= seed(token));

  it("shows an admin today's arrivals, revenue to date and what waits, reads them offline with their time, and shows an admin with two codes only their parts", async () => {
    const token = await loginToken(suite.server);
    await seedOnce(token);
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    await login(page, suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);

    await byId(page, 'dashboard-figure-stays').waitFor({ state: 'visible', timeout: 20_000 });
    expect(await byId(page, 'dashboard-arrivals').innerText()).toBe('1');
    expect(await byId(page, 'dashboard-in-house').innerText()).toBe('1');
    // The stay's first night is tonight: RM 180.00 of room revenue so far this month.
    expect(await byId(page, 'dashboard-revenue-to-date').innerText()).toMatch(/RM\s?180\.00/);
    expect(await byId(page, 'dashboard-figure-approvals').innerText()).toMatch(/Users 1/);
    expect(await axeSerious(page, 'dashboard')).toEqual([]);
    expect(await smallTargets(page, 'dashboard')).toEqual([]);

    // The tap on today's stays opens the reservation calendar.
    await byId(page, 'dashboard-figure-stays').click();
    await page.waitForURL(/\/admin\/reservation\/calendar/);

    // On the train: the figures come from the device, and say how old they are.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.goto(suite.server.url);
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 15_000 }).toBe(true);
    await byId(page, 'dashboard-figure-stays').waitFor({ state: 'visible', timeout: 20_000 });
    await context.setOffline(true);
    await page.reload();
    await byId(page, 'dashboard-figure-stays').waitFor({ state: 'visible', timeout: 20_000 });
    expect(await byId(page, 'dashboard-arrivals').innerText()).toBe('1');
    const notice = byId(page, 'dashboard-figures').locator('[data-testid="stale-notice"]');
    await expect.poll(() => notice.getAttribute('data-stale'), { timeout: 15_000 }).toBe('true');
    expect(await notice.innerText()).toMatch(/As of \d{2}:\d{2}/);
    await context.close();

    // An admin who may view reservations and approve users: their stays and decisions, no revenue, only their tiles.
    const two = await createAdminWithToken(suite.server, token, 'Farid Two Codes', [P.reservation.view, P.user.approve]);
    const second = await (await phoneContext(suite.browser)).newPage();
    await login(second, suite.server.url, two.email, two.password);
    await byId(second, 'dashboard-figure-stays').waitFor({ state: 'visible', timeout: 20_000 });
    expect(await byId(second, 'dashboard-figure-approvals').innerText()).toMatch(/Users 1/);
    expect(await byId(second, 'dashboard-figure-occupancy').isVisible()).toBe(true);
    expect(await second.locator('[data-testid="dashboard-figure-revenue"]').count()).toBe(0);
    const tiles = await second.locator('.ion-page:not(.ion-page-hidden) [data-testid^="dashboard-tile-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(tiles.some((id) => /revenue/.test(id ?? ''))).toBe(false);
    expect(tiles.length).toBeGreaterThan(0);
    await second.context().close();
  });

  it('finds a guest from the header search and opens the stay; offline, finds it again among what the device saved', async () => {
    const token = await loginToken(suite.server);
    await seedOnce(token);
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    await login(page, suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // The service worker serves the app's files once it controls the page: from the next load on.
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 15_000 }).toBe(true);

    await byId(page, 'dashboard-search').click();
    await page.waitForURL(/\/admin\/search/);
    await byId(page, 'search-box').locator('input').fill('aisyah');
    const hit = page.locator('.ion-page:not(.ion-page-hidden) [data-testid^="search-hit-reservation-"]').first();
    await hit.waitFor({ state: 'visible', timeout: 20_000 });
    expect(await hit.innerText()).toContain('Aisyah Rahman');
    expect(await hit.innerText()).toContain('D-01');
    expect(await axeSerious(page, 'search')).toEqual([]);
    expect(await smallTargets(page, 'search')).toEqual([]);
    await hit.click();
    await page.waitForURL(/\/admin\/reservation\/[0-9a-f-]{36}$/);
    await expect.poll(() => byId(page, 'reservation-detail-name').innerText(), { timeout: 20_000 }).toContain('Aisyah Rahman');

    // On the train, a search never made before: answered from the stay this device saved when it was opened.
    await context.setOffline(true);
    await page.goto(`${suite.server.url}admin/search?q=rahman`);
    await byId(page, 'search-on-device').waitFor({ state: 'visible', timeout: 20_000 });
    expect(await page.locator('.ion-page:not(.ion-page-hidden) [data-testid^="search-hit-reservation-"]').first().innerText()).toContain('Aisyah Rahman');
    await context.close();
  });
});
