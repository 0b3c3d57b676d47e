import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatCalendarDate, toApiDate } from '@shared/dates';
import { axeSerious, presented, smallTargets, type AxeFinding, type SmallTarget } from './helpers/a11y';
import { callAs, loginToken } from './helpers/api';
import { fill, phoneContext, signedInByCookie, tabletContext } from './helpers/browser';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';

const byId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
const DAY = 86_400_000;
const daysAgo = (n: number) => toApiDate(new Date(Date.now() - n * DAY));

/** Picks an option of an ion-select's popover and waits until the popover has gone. */
async function pick(page: Page, testId: string, label: string): Promise<void> {
  await presented(page, 'Popover', () => byId(page, testId).click());
  await page.locator('ion-select-popover ion-radio, ion-popover ion-item').filter({ hasText: label }).first().click();
  await page.locator('ion-popover').first().waitFor({ state: 'detached' });
}

/** Opens a server-search picker field and chooses the option with this value. */
async function choose(page: Page, field: string, value: string, search?: string): Promise<void> {
  await presented(page, 'Modal', () => byId(page, field).click());
  if (search) await fill(page, `${field}-picker-search`, search);
  await byId(page, `${field}-option-${value}`).click();
  await byId(page, `${field}-picker-search`).waitFor({ state: 'hidden' });
}

describe('listings: the property tree, owner and package changes, the summary', () => {
  const suite = serverAndBrowser();
  const screens = () => {
    const findings: AxeFinding[] = [];
    const small: SmallTarget[] = [];
    return {
      check: async (page: Page, screen: string) => {
        findings.push(...(await axeSerious(page, screen)));
        small.push(...(await smallTargets(page, screen)));
      },
      expectClean: () => {
        expect(findings).toEqual([]);
        expect(small).toEqual([]);
      },
    };
  };

  async function seed(token: string, suffix: string) {
    const company = await callAs<{ id: string }>(suite.server, token, 'POST', '/api/companies', {
      name: `Teluk Stays ${suffix} Sdn. Bhd.`, registrationNumber: `20200101${suffix} (12345${suffix}-A)`, addressLine1: '12 Lebuh Pantai', postcode: '10300', city: 'George Town', state: 'MY-07',
    });
    expect(company.status, JSON.stringify(company.body)).toBe(201);
    const pkg = await callAs<{ id: string; name: string }>(suite.server, token, 'POST', '/api/service-packages', {
      name: `Full Care ${suffix}`, feeBasis: 'gross', rateBp: 2000, minimumMonthlyFeeSen: null, cleaningPassThrough: true, expenseMarkupBp: 0, effectiveMonth: daysAgo(0).slice(0, 7),
    });
    expect(pkg.status, JSON.stringify(pkg.body)).toBe(201);
    const owner = (name: string, n: number) =>
      callAs<{ id: string; name: string }>(suite.server, token, 'POST', '/api/owners', {
        name, email: `owner${n}-${suffix}@listings.test`, phone: `+6012${suffix}${String(n).padStart(3, '0')}00`.slice(0, 13), idType: 'passport', idNumber: `E2E${suffix}${n}00`,
      });
    const first = await owner(`Aminah ${suffix}`, 1);
    const second = await owner(`Tan Wei Ming ${suffix}`, 2);
    expect([first.status, second.status], JSON.stringify([first.body, second.body])).toEqual([201, 201]);
    return { companyId: company.body.id, packageId: pkg.body.id, packageName: pkg.body.name, owners: [first.body, second.body] };
  }

  it('at 390×844 builds a property, a room type and a unit, gives it an owner and a package, changes owner with history, and finds the gap in the summary', async () => {
    const { check, expectClean } = screens();
    const token = await loginToken(suite.server);
    const seeded = await seed(token, '11');
    const page = await signedInByCookie(await phoneContext(suite.browser), suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);

    await page.goto(`${suite.server.url}admin/view-listing`);
    await byId(page, 'listings-property-list-empty').or(byId(page, 'listings-property-total')).first().waitFor({ state: 'visible' });
    await check(page, 'property list');

    // A property, with its company chosen by search and its state by name.
    await byId(page, 'listings-property-create').click();
    await fill(page, 'listings-property-form-name', 'Teluk Residences');
    await choose(page, 'listings-property-form-company', seeded.companyId, 'Teluk');
    await fill(page, 'listings-property-form-addressLine1', '88 Jalan Burma');
    await fill(page, 'listings-property-form-postcode', '10050');
    await fill(page, 'listings-property-form-city', 'George Town');
    await pick(page, 'listings-property-form-state', 'Penang');
    await check(page, 'property form');
    await byId(page, 'listings-property-form-submit').click();
    await page.waitForURL(/\/admin\/view-listing\/properties\/[0-9a-f-]{36}$/);
    await expect.poll(() => byId(page, 'listings-property-name').textContent()).toBe('Teluk Residences');
    expect(await byId(page, 'listings-property-state').textContent()).toBe('Penang');
    await byId(page, 'listings-room-types-empty').waitFor({ state: 'visible' });
    await check(page, 'property record');

    // A room type of it.
    await byId(page, 'listings-room-type-create').click();
    await fill(page, 'listings-room-type-form-name', 'Studio Deluxe');
    await fill(page, 'listings-room-type-form-baseNightlyRate', '180.50');
    await check(page, 'room type form');
    await byId(page, 'listings-room-type-form-submit').click();
    await page.waitForURL(/\/admin\/view-listing\/room-types\/[0-9a-f-]{36}$/);
    const roomTypeUrl = page.url();
    const roomTypeId = roomTypeUrl.split('/').pop() ?? '';
    await expect.poll(() => byId(page, 'listings-room-type-rate').textContent()).toBe('RM\u00a0180.50');
    await check(page, 'room type record');

    // A unit: the number is upper-cased as the server keeps it.
    await byId(page, 'listings-unit-create').click();
    await fill(page, 'listings-unit-form-unitNumber', 'a-12-03');
    await check(page, 'unit form');
    await byId(page, 'listings-unit-form-submit').click();
    await page.waitForURL(/\/admin\/view-listing\/units\/[0-9a-f-]{36}$/);
    const unitId = page.url().split('/').pop() ?? '';
    await expect.poll(() => byId(page, 'listings-unit-number').textContent()).toBe('A-12-03');
    expect(await byId(page, 'listings-unit-owner').textContent()).toBe('No owner');
    await check(page, 'unit record');

    // The first owner, from 30 days ago.
    const [aminah, tan] = seeded.owners;
    await presented(page, 'Modal', () => byId(page, 'listings-change-owner').click());
    await choose(page, 'listings-owner-picker', aminah.id);
    await fill(page, 'listings-owner-from', daysAgo(30));
    await check(page, 'owner sheet');
    await byId(page, 'listings-owner-sheet-submit').click();
    await expect.poll(() => byId(page, 'listings-unit-owner').textContent()).toBe(aminah.name);

    // A package from this month.
    await presented(page, 'Modal', () => byId(page, 'listings-change-package').click());
    await choose(page, 'listings-package-picker', seeded.packageId);
    await check(page, 'package sheet');
    await byId(page, 'listings-package-sheet-submit').click();
    await expect.poll(() => byId(page, 'listings-unit-package').textContent()).toBe(seeded.packageName);

    // A change dated before the current ownership began is refused in the server's words; the sheet keeps what was chosen.
    await presented(page, 'Modal', () => byId(page, 'listings-change-owner').click());
    await choose(page, 'listings-owner-picker', tan.id, 'Tan');
    await fill(page, 'listings-owner-from', daysAgo(40));
    await byId(page, 'listings-owner-sheet-submit').click();
    await expect.poll(() => byId(page, 'listings-owner-sheet-refusal').textContent()).toContain('The current ownership began on');
    await fill(page, 'listings-owner-from', daysAgo(0));
    await byId(page, 'listings-owner-sheet-submit').click();
    await expect.poll(() => byId(page, 'listings-unit-owner').textContent()).toBe(tan.name);
    // Newest first: Tan since today, Aminah's ownership closed the day before.
    const periods = byId(page, 'listings-owner-period-when');
    await expect.poll(() => periods.count()).toBe(2);
    expect(await periods.nth(0).textContent()).toBe(`Since ${formatCalendarDate(daysAgo(0))}`);
    expect(await periods.nth(1).textContent()).toBe(`${formatCalendarDate(daysAgo(30))} to ${formatCalendarDate(daysAgo(1))}`);
    await check(page, 'unit record with history');

    // The same number again in this property: said on its field, and nothing typed is lost.
    await page.goto(roomTypeUrl);
    await byId(page, 'listings-unit-card-A-12-03').waitFor({ state: 'visible' });
    await byId(page, 'listings-unit-create').click();
    await fill(page, 'listings-unit-form-unitNumber', 'A-12-03');
    await byId(page, 'listings-unit-form-submit').click();
    const numberField = byId(page, 'listings-unit-form-unitNumber');
    await expect.poll(() => numberField.textContent()).toContain('already has a unit with this number');
    expect(await page.locator('[data-testid="listings-unit-form-unitNumber"] input').inputValue()).toBe('A-12-03');

    // A unit with an owner but no package is a gap in the summary, one tap from the unit.
    const gap = await callAs(suite.server, token, 'POST', '/api/units', { roomTypeId, unitNumber: 'A-12-05', ownerId: aminah.id });
    expect(gap.status).toBe(201);
    await page.goto(`${suite.server.url}admin/listing-summary`);
    const card = 'listings-summary-Teluk Residences';
    await expect.poll(() => byId(page, `${card}-without-package`).textContent()).toContain('1 unit without package');
    expect(await byId(page, `${card}-units`).textContent()).toBe('2');
    expect(await byId(page, `${card}-owners`).textContent()).toBe('2');
    expect(await byId(page, `${card}-without-owner`).count()).toBe(0);
    await check(page, 'summary');
    await byId(page, `${card}-without-package`).click();
    await byId(page, 'listings-unit-card-A-12-05').waitFor({ state: 'visible' });
    expect(await byId(page, 'listings-unit-card-A-12-03').count()).toBe(0);
    await check(page, 'gap units');
    expect(unitId).toMatch(/^[0-9a-f-]{36}$/);

    // From the unit, its property's reservation calendar.
    await page.goto(`${suite.server.url}admin/view-listing/units/${unitId}`);
    await byId(page, 'listings-unit-calendar').click();
    await page.locator('[data-testid="reservation-calendar-row-A-12-03"]').waitFor({ state: 'visible' });
    const unit = await callAs<{ propertyId: string }>(suite.server, token, 'GET', `/api/units/${unitId}`);
    expect(new URL(page.url()).searchParams.get('property')).toBe(unit.body.propertyId);
    await page.context().close();
    expectClean();
  });

  it('at 1024×768 shows the list and the record side by side', async () => {
    const { check, expectClean } = screens();
    const token = await loginToken(suite.server);
    const seeded = await seed(token, '22');
    const property = await callAs<{ id: string }>(suite.server, token, 'POST', '/api/properties', {
      name: 'Split Tower', companyId: seeded.companyId, addressLine1: '1 Jalan Ampang', postcode: '50450', city: 'Kuala Lumpur', state: 'MY-14', checkInTime: '15:00', checkOutTime: '12:00',
    });
    const roomType = await callAs<{ id: string }>(suite.server, token, 'POST', '/api/room-types', {
      propertyId: property.body.id, name: 'Two Bedroom', bedrooms: 2, bathrooms: 2, maxGuests: 5, baseNightlyRateSen: 32_000, cleaningFeeSen: 8_000,
    });
    const units = await Promise.all(
      ['B-01', 'B-02'].map((unitNumber) => callAs<{ id: string }>(suite.server, token, 'POST', '/api/units', { roomTypeId: roomType.body.id, unitNumber, servicePackageId: seeded.packageId })),
    );
    const page = await signedInByCookie(await tabletContext(suite.browser), suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);

    await page.goto(`${suite.server.url}admin/view-listing`);
    await byId(page, 'listings-property-card-Split Tower').waitFor({ state: 'visible' });
    await byId(page, 'listings-choose').waitFor({ state: 'visible' });
    await check(page, 'tablet property list');

    await page.goto(`${suite.server.url}admin/view-listing/units/${units[1].body.id}`);
    const list = byId(page, 'listings-split-list').last();
    const record = byId(page, 'listings-unit-detail');
    await record.waitFor({ state: 'visible' });
    await list.locator('[data-testid="listings-unit-card-B-01"]').waitFor({ state: 'visible' });
    const [left, right] = [await list.boundingBox(), await record.boundingBox()];
    expect(left && right && left.x + left.width <= right.x + 1).toBe(true);
    expect(left && right && Math.abs(left.y - right.y) < 120).toBe(true);
    expect(await list.locator('.listings-card--selected').getAttribute('data-testid')).toBe('listings-unit-card-B-02');
    await check(page, 'tablet unit split');

    // A sibling opens from the list, and the list stays beside it.
    await list.locator('[data-testid="listings-unit-card-B-01"]').click();
    await page.waitForURL(new RegExp(`/units/${units[0].body.id}$`));
    await expect.poll(() => byId(page, 'listings-unit-number').last().textContent()).toBe('B-01');
    await byId(page, 'listings-split-list').last().waitFor({ state: 'visible' });
    await page.context().close();
    expectClean();
  });
});
