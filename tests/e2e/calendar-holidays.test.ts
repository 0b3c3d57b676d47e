import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { toApiDate } from '@shared/dates';
import { axeSerious } from './helpers/a11y';
import { callAs, loginToken } from './helpers/api';
import { phoneContext, signedInByCookie } from './helpers/browser';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';

const byId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/** Issue 29: the reservation calendar marks a property's state holidays, named in the reader's language, not by colour alone. */
describe('reservations: holidays on the calendar', () => {
  const suite = serverAndBrowser();
  const month = toApiDate(new Date()).slice(0, 7);
  const day = (d: number) => `${month}-${String(d).padStart(2, '0')}`;

  async function seed() {
    const token = await loginToken(suite.server);
    const post = async <T>(path: string, body: unknown) => {
      const answer = await callAs<T>(suite.server, token, 'POST', path, body);
      expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(201);
      return answer.body;
    };
    const company = await post<{ id: string }>('/api/companies', {
      name: 'Cuti Stays Sdn. Bhd.', registrationNumber: '202401012346 (1234568-K)', addressLine1: '3 Jalan Tun Razak', postcode: '50400', city: 'Kuala Lumpur', state: 'MY-14',
    });
    const property = await post<{ id: string }>('/api/properties', {
      name: 'Shah Alam Holiday Suites', companyId: company.id, addressLine1: '7 Persiaran Tasik', postcode: '40000', city: 'Shah Alam', state: 'MY-10', checkInTime: '15:00', checkOutTime: '12:00',
    });
    const roomType = await post<{ id: string }>('/api/room-types', { propertyId: property.id, name: 'Studio', bedrooms: 0, bathrooms: 1, maxGuests: 2, baseNightlyRateSen: 18_000, cleaningFeeSen: 5_000 });
    await post('/api/units', { roomTypeId: roomType.id, unitNumber: 'H-01' });
    await post('/api/holidays', { date: day(20), name: 'Selangor Test Day', nameZh: '雪兰莪测试日', state: 'MY-10', reason: 'Gazetted' });
    await post('/api/holidays', { date: day(22), name: 'Sarawak Test Day', state: 'MY-13', reason: 'Gazetted' });
    return property;
  }

  it('at 390×844 marks the state holiday in its column and lists it by name, in English and in Chinese, and not another state’s', async () => {
    const property = await seed();
    const page = await signedInByCookie(await phoneContext(suite.browser), suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await page.goto(`${suite.server.url}admin/reservation/calendar?property=${property.id}&month=${month}`);
    await byId(page, 'reservation-calendar-grid').waitFor({ state: 'visible' });

    const listed = byId(page, `reservation-calendar-holiday-${day(20)}`);
    await listed.waitFor({ state: 'visible' });
    expect(await listed.textContent()).toContain('Selangor Test Day');
    expect(await byId(page, `reservation-calendar-holiday-${day(22)}`).count()).toBe(0);
    // The column: shaded, starred, and named to screen readers.
    const head = byId(page, `reservation-calendar-day-${day(20)}`);
    await head.scrollIntoViewIfNeeded();
    expect(await head.getAttribute('class')).toContain('rcal--holiday');
    expect(await head.getAttribute('aria-label')).toContain('Selangor Test Day');
    expect(await head.locator('.rcal-day__holiday').isVisible()).toBe(true);
    expect(await byId(page, `reservation-calendar-day-${day(22)}`).getAttribute('class')).not.toContain('rcal--holiday');
    expect(await axeSerious(page, 'calendar with a holiday')).toEqual([]);

    await page.goto(`${suite.server.url}admin/reservation/calendar?property=${property.id}&month=${month}&lang=zh-CN`);
    const chinese = byId(page, `reservation-calendar-holiday-${day(20)}`);
    await chinese.waitFor({ state: 'visible' });
    expect(await chinese.textContent()).toContain('雪兰莪测试日');
  });
});
