import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addMonths, formatYearMonth, toApiMonth } from '@shared/dates';
import { axeSerious, presented, smallTargets, type AxeFinding, type SmallTarget } from './helpers/a11y';
import { callAs, loginToken } from './helpers/api';
import { fill, phoneContext, signedInByCookie } from './helpers/browser';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const byId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

const companyBody = (name: string, registrationNumber: string) => ({
  name,
  registrationNumber,
  addressLine1: 'Level 8, Menara Seri',
  postcode: '50450',
  city: 'Kuala Lumpur',
  state: 'MY-14',
});

/** Picks an option of an ion-select's popover and waits until the popover has gone. */
async function pick(page: Page, testId: string, label: string | RegExp): Promise<void> {
  await presented(page, 'Popover', () => byId(page, testId).click());
  await page.locator('ion-select-popover ion-radio, ion-popover ion-item').filter({ hasText: label }).first().click();
  await page.locator('ion-popover').first().waitFor({ state: 'detached' });
}

describe('companies and service packages at 390×844', () => {
  const suite = serverAndBrowser();
  /** Every screen a test passes through: no serious or critical axe-core finding, no control under 44×44 px. */
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

  /** A blank page, signed in: each test opens its screen next. */
  async function signedInPage(): Promise<Page> {
    return signedInByCookie(await phoneContext(suite.browser), suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
  }

  it('creates a company (a taken SSM number is said on its field), takes a PNG logo but not a PDF, and keeps it active while it operates a property', async () => {
    const { check, expectClean } = screens();
    const token = await loginToken(suite.server);
    const existing = await callAs<{ id: string }>(suite.server, token, 'POST', '/api/companies', companyBody('Seri Hospitality Sdn. Bhd.', '201901000111 (1111111-A)'));
    expect(existing.status).toBe(201);

    const page = await signedInPage();
    await page.goto(`${suite.server.url}admin/company`);
    await byId(page, 'company-card-201901000111 (1111111-A)').waitFor({ state: 'visible' });
    await check(page, 'company list');

    await byId(page, 'company-create-button').click();
    await fill(page, 'company-form-name', 'Teluk Stays Sdn. Bhd.');
    await fill(page, 'company-form-registrationNumber', '201901000111 (1111111-A)');
    await fill(page, 'company-form-sstNumber', 'W10-1808-32000123');
    await fill(page, 'company-form-addressLine1', '12 Lebuh Pantai');
    await fill(page, 'company-form-postcode', '10300');
    await fill(page, 'company-form-city', 'George Town');
    await pick(page, 'company-form-state', 'Pulau Pinang');
    await presented(page, 'Modal', () => byId(page, 'company-form-bank').click());
    await fill(page, 'bank-picker-search', 'Maybank');
    await byId(page, 'bank-option-maybank').click();
    await byId(page, 'bank-picker-search').waitFor({ state: 'hidden' });
    await fill(page, 'company-form-bankAccountNumber', '514012345678');
    await check(page, 'company create form');

    // The SSM number is taken: the server's words sit under that field, and nothing is created.
    await byId(page, 'company-form-submit').click();
    const ssmField = byId(page, 'company-form-registrationNumber');
    await expect.poll(() => ssmField.textContent()).toContain('Another company already has this SSM registration number');
    await fill(page, 'company-form-registrationNumber', '202001012345 (1234567-A)');
    await expect.poll(() => ssmField.textContent()).not.toContain('Another company');
    await byId(page, 'company-form-submit').click();
    await page.waitForURL(/\/admin\/company\/[0-9a-f-]{36}$/);
    await expect.poll(() => byId(page, 'company-detail-name').textContent()).toBe('Teluk Stays Sdn. Bhd.');
    expect(await byId(page, 'company-detail-bank').textContent()).toBe('Maybank');
    const companyId = page.url().split('/').pop() ?? '';
    await check(page, 'company record');

    // A PDF is refused by its content, in the server's own words; a PNG shows at once.
    await byId(page, 'company-logo-file').setInputFiles({ name: 'letterhead.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect.poll(() => byId(page, 'company-logo-error').textContent()).toBe('Only JPEG, PNG or WebP images are accepted');
    await byId(page, 'company-logo-file').setInputFiles({ name: 'teluk-logo.png', mimeType: 'image/png', buffer: PNG });
    await byId(page, 'company-logo-image').first().waitFor({ state: 'visible' });
    expect(await byId(page, 'company-logo-error').count()).toBe(0);
    expect(await byId(page, 'company-logo-image').first().getAttribute('src')).toMatch(/^blob:/);

    // It operates a property now: deactivating is refused, and the page says why.
    const property = await callAs(suite.server, token, 'POST', '/api/properties', {
      name: 'Teluk Residences', companyId, addressLine1: '12 Lebuh Pantai', postcode: '10300', city: 'George Town', state: 'MY-07', checkInTime: '15:00', checkOutTime: '12:00',
    });
    expect(property.status).toBe(201);
    await byId(page, 'company-toggle-active').click();
    await byId(page, 'company-confirm-toggle').click();
    await expect.poll(() => byId(page, 'company-action-refusal').textContent()).toContain('operates 1 properties');
    await expect.poll(() => byId(page, 'company-detail-properties').textContent()).toBe('1 property');
    const after = await callAs<{ active: boolean }>(suite.server, token, 'GET', `/api/companies/${companyId}`);
    expect(after.body.active).toBe(true);

    await byId(page, 'company-edit-button').click();
    await byId(page, 'company-edit-form').waitFor({ state: 'visible' });
    await check(page, 'company edit form');
    await page.context().close();
    expectClean();
  });

  it('creates a package; once a unit uses it a rate change is refused with a way out, and a new version from next month is made', async () => {
    const { check, expectClean } = screens();
    const token = await loginToken(suite.server);
    const page = await signedInPage();
    await page.goto(`${suite.server.url}admin/service-package`);
    await byId(page, 'package-list-empty').or(byId(page, 'package-total')).first().waitFor({ state: 'visible' });

    await byId(page, 'package-create-button').click();
    await fill(page, 'package-form-name', 'E2E Full Management');
    await pick(page, 'package-form-feeBasis', 'Net of channel commission');
    await fill(page, 'package-form-rate', '20');
    await fill(page, 'package-form-minimumFee', '150');
    await fill(page, 'package-form-markup', '10');
    await check(page, 'package create form');
    await byId(page, 'package-form-submit').click();
    await page.waitForURL(/\/admin\/service-package\/[0-9a-f-]{36}$/);
    const packageId = page.url().split('/').pop() ?? '';
    await byId(page, 'package-version-1').waitFor({ state: 'visible' });
    expect(await byId(page, 'package-version-1-terms-rate').textContent()).toBe('20%');
    expect(await byId(page, 'package-version-1-terms-minimum').textContent()).toBe('RM\u00a0150.00');
    const stored = await callAs<{ current: { rateBp: number; minimumMonthlyFeeSen: number; expenseMarkupBp: number } }>(suite.server, token, 'GET', `/api/service-packages/${packageId}`);
    expect(stored.body.current).toMatchObject({ rateBp: 2_000, minimumMonthlyFeeSen: 15_000, expenseMarkupBp: 1_000 });
    await check(page, 'package record');

    await page.goto(`${suite.server.url}admin/service-package`);
    await byId(page, 'package-card-E2E Full Management').waitFor({ state: 'visible' });
    await check(page, 'package list');

    // The edit page is open while a unit is put on the package elsewhere.
    await byId(page, 'package-card-E2E Full Management').click();
    await byId(page, 'package-edit-button').click();
    await byId(page, 'package-edit-form').waitFor({ state: 'visible' });
    await check(page, 'package edit form');
    const company = await callAs<{ id: string }>(suite.server, token, 'POST', '/api/companies', companyBody('Package Test Sdn. Bhd.', '202201099999 (9999999-X)'));
    const property = await callAs<{ id: string }>(suite.server, token, 'POST', '/api/properties', {
      name: 'Package Tower', companyId: company.body.id, addressLine1: '1 Jalan Ampang', postcode: '50450', city: 'Kuala Lumpur', state: 'MY-14', checkInTime: '15:00', checkOutTime: '12:00',
    });
    const roomType = await callAs<{ id: string }>(suite.server, token, 'POST', '/api/room-types', {
      propertyId: property.body.id, name: 'Studio', bedrooms: 0, bathrooms: 1, maxGuests: 2, baseNightlyRateSen: 18_000, cleaningFeeSen: 5_000,
    });
    const unit = await callAs(suite.server, token, 'POST', '/api/units', { roomTypeId: roomType.body.id, unitNumber: 'A-12-03', servicePackageId: packageId });
    expect(unit.status).toBe(201);

    await fill(page, 'package-form-rate', '25');
    await byId(page, 'package-form-submit').click();
    await expect.poll(() => byId(page, 'package-terms-refusal').textContent()).toContain('its terms are never edited');
    await byId(page, 'package-terms-used-note').waitFor({ state: 'visible' });
    await byId(page, 'package-refusal-new-version').click();

    // What was typed came along; the month proposed is next month.
    await page.waitForURL(/\/versions\/new$/);
    await byId(page, 'package-version-form').waitFor({ state: 'visible' });
    const nextMonth = addMonths(toApiMonth(new Date()), 1);
    expect(await page.locator('[data-testid="package-version-rate"] input').inputValue()).toBe('25');
    await expect.poll(() => byId(page, 'package-version-month').evaluate((el) => (el as HTMLElement & { value: string }).value)).toBe(nextMonth);
    await check(page, 'new version form');
    await byId(page, 'package-version-submit').click();

    await page.waitForURL(new RegExp(`/admin/service-package/${packageId}$`));
    await byId(page, 'package-version-2').waitFor({ state: 'visible' });
    expect(await byId(page, 'package-versions').locator('> li').count()).toBe(2);
    expect(await byId(page, 'package-version-2').locator('[data-testid="package-version-from"]').textContent()).toBe(`From ${formatYearMonth(nextMonth, 'en-US')}`);
    expect(await byId(page, 'package-version-2-terms-rate').textContent()).toBe('25%');
    // This month the first version's terms still apply.
    expect(await byId(page, 'package-version-1').locator('[data-testid="package-version-current"]').count()).toBe(1);
    await page.context().close();
    expectClean();
  });

  it('creates a tiered package band by band, reads its bands in words, and adds a band in a new version', async () => {
    const { check, expectClean } = screens();
    const page = await signedInPage();
    await page.goto(`${suite.server.url}admin/service-package`);
    await byId(page, 'package-create-button').click();
    await fill(page, 'package-form-name', 'E2E Tiered Management');
    await fill(page, 'package-form-rate', '20');
    await byId(page, 'package-form-tiered').click();
    // Two bands, the first at the rate typed so far; the flat rate's field is gone.
    await byId(page, 'package-form-tier-1').waitFor({ state: 'visible' });
    expect(await page.locator('[data-testid="package-form-tier-0-rate"] input').inputValue()).toBe('20');
    expect(await byId(page, 'package-form-rate').count()).toBe(0);
    // The first band's bound is missing: said under it, nothing sent.
    await byId(page, 'package-form-submit').click();
    await expect.poll(() => byId(page, 'package-form-tier-0-upto').textContent()).toContain('Please enter where this band ends');
    await fill(page, 'package-form-tier-0-upto', '10000');
    await fill(page, 'package-form-tier-1-rate', '15');
    // A band added goes before the open one, and can be taken out again.
    await byId(page, 'package-form-tier-add').click();
    await byId(page, 'package-form-tier-2').waitFor({ state: 'visible' });
    expect(await byId(page, 'package-form-tier-2').textContent()).toContain('Band 3');
    await check(page, 'tiered package create form');
    await byId(page, 'package-form-tier-1-remove').click();
    await byId(page, 'package-form-tier-2').waitFor({ state: 'detached' });
    expect(await byId(page, 'package-form-tier-1').textContent()).toContain('above RM\u00a010,000.00');
    await byId(page, 'package-form-submit').click();
    await page.waitForURL(/\/admin\/service-package\/[0-9a-f-]{36}$/);
    await expect.poll(() => byId(page, 'package-version-1-terms-rate').textContent()).toBe('20% up to RM\u00a010,000.00, 15% above');
    await check(page, 'tiered package record');

    await byId(page, 'package-new-version-button').click();
    await byId(page, 'package-version-form').waitFor({ state: 'visible' });
    expect(await page.locator('[data-testid="package-version-tier-0-upto"] input').inputValue()).toBe('10000.00');
    await byId(page, 'package-version-tier-add').click();
    await fill(page, 'package-version-tier-1-upto', '20000');
    await fill(page, 'package-version-tier-1-rate', '12');
    await check(page, 'tiered new version form');
    await byId(page, 'package-version-submit').click();
    await byId(page, 'package-version-2').waitFor({ state: 'visible' });
    expect(await byId(page, 'package-version-2-terms-rate').textContent()).toBe('20% up to RM\u00a010,000.00, 12% up to RM\u00a020,000.00, 15% above');
    expect(await byId(page, 'package-version-1-terms-rate').textContent()).toBe('20% up to RM\u00a010,000.00, 15% above');
    await page.context().close();
    expectClean();
  });
});
