import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import type { OwnerDetail, PortalAccessResponse } from '@shared/contracts/owners';
import type { UnitDetail } from '@shared/contracts/listings';
import { axeSerious, smallTargets, type AxeFinding, type SmallTarget } from './helpers/a11y';
import { callAs, createAdminWithToken, loginToken } from './helpers/api';
import { fill, login, openMenu, phoneContext } from './helpers/browser';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';

const byId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
const run = Date.now().toString().slice(-6);

describe('the owner portal at 390×844', () => {
  const suite = serverAndBrowser();

  /** Through the API as the full admin: two owners, each owning one unit of the same property. */
  async function seed() {
    const token = await loginToken(suite.server);
    const post = async <T>(path: string, body: unknown): Promise<T> => {
      const answer = await callAs<T>(suite.server, token, 'POST', path, body);
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
      return answer.body;
    };
    const company = await post<{ id: string }>('/api/companies', {
      name: `Portal Stays ${run} Sdn. Bhd.`,
      registrationNumber: `2021${run}0001`,
      addressLine1: 'Level 8, Menara Seri',
      postcode: '50450',
      city: 'Kuala Lumpur',
      state: 'MY-14',
    });
    const pkg = await post<{ id: string; name: string }>('/api/service-packages', {
      name: `Full management ${run}`,
      effectiveMonth: '2025-01',
      feeBasis: 'gross',
      rateBp: 2000,
      minimumMonthlyFeeSen: 30_000,
      cleaningPassThrough: true,
      expenseMarkupBp: 1000,
    });
    const property = await post<{ id: string; name: string }>('/api/properties', {
      name: `Residensi Bukit ${run}`,
      companyId: company.id,
      addressLine1: 'Jalan Sultan Ismail',
      postcode: '50250',
      city: 'Kuala Lumpur',
      state: 'MY-14',
      checkInTime: '15:00',
      checkOutTime: '12:00',
    });
    const roomType = await post<{ id: string; name: string }>('/api/room-types', {
      propertyId: property.id,
      name: 'Studio Deluxe',
      bedrooms: 1,
      bathrooms: 1,
      maxGuests: 2,
      baseNightlyRateSen: 18_000,
      cleaningFeeSen: 5_000,
    });
    const owner = (name: string, n: number) =>
      post<OwnerDetail>('/api/owners', {
        name,
        email: `owner${n}.${run}@portal.test`,
        phone: `+6012${run}${n}`,
        idType: 'ic',
        idNumber: `850101145${String(n).padStart(3, '0')}`,
        preferredLanguage: 'en-US',
      });
    const a = await owner('Tan Mei Ling', 1);
    const b = await owner('Siti Aminah', 2);
    const unit = (unitNumber: string, ownerId: string) =>
      post<UnitDetail>('/api/units', { roomTypeId: roomType.id, unitNumber, ownerId, ownedFrom: '2025-03-01', servicePackageId: pkg.id, packageFromMonth: '2025-03' });
    const unitA = await unit(`A-12-${run.slice(-2)}`, a.id);
    const unitB = await unit(`B-07-${run.slice(-2)}`, b.id);
    // RM 150.00 of credit for A: asked by a second admin, approved by the first (never the maker).
    const maker = await createAdminWithToken(suite.server, token, 'Credit Maker', [64, 65]);
    const asked = await callAs<{ id: string }>(suite.server, maker.token, 'POST', '/api/credit/requests', { accountId: a.id, kind: 'top_up', amountSen: 15_000, reason: 'Welcome credit' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    await post(`/api/credit/requests/${asked.body.id}/decision`, { action: 'approve', expected: 'pending' });
    // Then 20 small deductions (RM 1.00 each): the welcome credit is the 21st entry, past the account's latest 20.
    for (let i = 1; i <= 20; i += 1) {
      const deduction = await callAs<{ id: string }>(suite.server, maker.token, 'POST', '/api/credit/requests', { accountId: a.id, kind: 'deduction', amountSen: 100, reason: `Cleaning ${i}` });
      expect(deduction.status, JSON.stringify(deduction.body)).toBe(201);
      await post(`/api/credit/requests/${deduction.body.id}/decision`, { action: 'approve', expected: 'pending' });
    }
    // And one deduction a checker has not decided yet: not in the balance, but the owner sees it coming.
    const waiting = await callAs<{ id: string }>(suite.server, maker.token, 'POST', '/api/credit/requests', { accountId: a.id, kind: 'deduction', amountSen: 2_500, reason: 'Damaged towel' });
    expect(waiting.status, JSON.stringify(waiting.body)).toBe(201);
    const access = await post<PortalAccessResponse>(`/api/owners/${a.id}/portal-access`, { enabled: true });
    expect(access.temporaryPassword).toBeTruthy();
    return { a, pkg, property, roomType, unitA, unitB, temporary: access.temporaryPassword ?? '' };
  }

  it('an owner changes the temporary password, then sees only their own unit and credit, and nothing of the back office', async () => {
    const { a, pkg, property, roomType, unitA, unitB, temporary } = await seed();
    const page = await (await phoneContext(suite.browser)).newPage();
    // Every answer of the session: an owner's app must never call what the server keeps for admins.
    const refused: string[] = [];
    page.on('response', (response: Response) => {
      if (response.status() === 403) refused.push(`${response.request().method()} ${response.url()}`);
    });
    const findings: AxeFinding[] = [];
    const small: SmallTarget[] = [];
    const check = async (screen: string) => {
      findings.push(...(await axeSerious(page, screen)));
      small.push(...(await smallTargets(page, screen)));
    };

    // The temporary password opens only the change screen.
    await page.goto(suite.server.url);
    await fill(page, 'login-email', a.email ?? '');
    await fill(page, 'login-password', temporary);
    await byId(page, 'login-submit').click();
    await byId(page, 'forced-password-change').waitFor({ state: 'visible' });
    expect(await byId(page, 'forced-password-change').textContent()).toContain('owner portal');
    await fill(page, 'current-password', temporary);
    await fill(page, 'new-password', 'tan-own-password-1');
    await fill(page, 'confirm-password', 'tan-own-password-1');
    await byId(page, 'change-password-submit').click();

    // Then the portal, from its dashboard: exactly the owner's one unit.
    await byId(page, 'portal-dashboard').waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/portal/dashboard');
    await openMenu(page);
    await byId(page, 'portal-menu-portal-units').click();
    const card = byId(page, `portal-unit-card-${unitA.unitNumber}`);
    await card.waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/portal/units');
    await expect.poll(() => page.locator('[data-testid^="portal-unit-card-"]').count()).toBe(1);
    expect(await card.textContent()).toContain(property.name);
    expect(await card.textContent()).toContain(pkg.name);
    await check('portal units');

    await card.click();
    await byId(page, 'portal-unit-detail').waitFor({ state: 'visible' });
    expect(await byId(page, 'portal-unit-property').textContent()).toBe(property.name);
    expect(await byId(page, 'portal-unit-room-type').textContent()).toBe(roomType.name);
    expect(await byId(page, 'portal-unit-packages').textContent()).toContain(pkg.name);
    expect(await byId(page, 'portal-unit-ownership').textContent()).toContain('2025');
    await check('portal unit');

    // Another owner's unit: not found, said in place.
    await page.goto(`${suite.server.url}portal/units/${unitB.id}`);
    await byId(page, 'portal-unit-not-found').waitFor({ state: 'visible' });
    // And not as an error toast besides (the server's answer is "Unit not found").
    const toasts = await page.evaluate(() => [...document.querySelectorAll('ion-toast')].map((toast) => String((toast as HTMLElement & { message?: unknown }).message ?? '')));
    expect(toasts.filter((message) => /not found/i.test(message))).toEqual([]);

    // The back office is not in the portal, and says the way back.
    await page.goto(`${suite.server.url}admin/users`);
    await byId(page, 'elsewhere-notInPortal').waitFor({ state: 'visible' });
    await check('admin page in the portal');
    await byId(page, 'elsewhere-home').click();
    // The portal's home is the owner's dashboard: their own credit, never the other owner's unit.
    await byId(page, 'portal-dashboard').waitFor({ state: 'visible' });
    expect(await byId(page, 'portal-dashboard-credit-balance').textContent()).toMatch(/RM\s?130\.00/);
    expect(await byId(page, 'portal-dashboard').textContent()).not.toContain(unitB.unitNumber);

    // Credit, from the menu, and the menu's language choice.
    await openMenu(page);
    await check('portal menu');
    await byId(page, 'portal-menu-portal-credit').click();
    await byId(page, 'portal-credit-balance').waitFor({ state: 'visible' });
    expect(await byId(page, 'portal-credit-balance').textContent()).toMatch(/RM\s?130\.00/);
    expect(await byId(page, 'portal-credit-entries').locator('[data-testid="portal-credit-entry"]').count()).toBe(20);
    expect(await byId(page, 'portal-credit-entries').textContent()).not.toContain('Welcome credit');
    const pending = byId(page, 'portal-credit-pending');
    expect(await pending.locator('[data-testid="portal-credit-pending-entry"]').count()).toBe(1);
    expect(await pending.textContent()).toContain('Damaged towel');
    expect(await pending.textContent()).toMatch(/RM\s?25\.00/);
    await check('portal credit');
    // Older entries come from the entries list, which the server keeps to the owner's own account.
    await byId(page, 'portal-credit-older-load').click();
    await byId(page, 'portal-credit-all-shown').waitFor({ state: 'visible' });
    expect(await byId(page, 'portal-credit-older').textContent()).toContain('Welcome credit');
    expect(await byId(page, 'portal-credit-older-load').count()).toBe(0);
    await openMenu(page);
    await byId(page, 'portal-menu-language-zh-CN').click();
    await page.locator('ion-title', { hasText: '我的余额' }).first().waitFor({ state: 'visible' });

    expect(findings).toEqual([]);
    expect(small).toEqual([]);
    expect(refused).toEqual([]);
  });

  it("signs an owner whose saved language is 简体中文 into a Chinese portal, whatever the sign-in page showed", async () => {
    const token = await loginToken(suite.server);
    const made = await callAs<OwnerDetail>(suite.server, token, 'POST', '/api/owners', {
      name: 'Lim Wei Jie',
      email: `owner9.${run}@portal.test`,
      phone: `+6013${run}9`,
      idType: 'ic',
      idNumber: '850101145099',
      preferredLanguage: 'zh-CN',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const access = await callAs<PortalAccessResponse>(suite.server, token, 'POST', `/api/owners/${made.body.id}/portal-access`, { enabled: true });
    const page = await (await phoneContext(suite.browser)).newPage();
    await page.goto(suite.server.url);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    await fill(page, 'login-email', made.body.email ?? '');
    await fill(page, 'login-password', access.body.temporaryPassword ?? '');
    await byId(page, 'login-submit').click();
    await byId(page, 'forced-password-change').waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(await byId(page, 'forced-password-change').textContent()).toMatch(/[\u4e00-\u9fff]/);
    await fill(page, 'current-password', access.body.temporaryPassword ?? '');
    await fill(page, 'new-password', 'lim-own-password-1');
    await fill(page, 'confirm-password', 'lim-own-password-1');
    await byId(page, 'change-password-submit').click();
    // English from the portal's menu is kept on the server: the profile read after a reload no longer brings 简体中文 back.
    await openMenu(page);
    await byId(page, 'portal-menu-language-en-US').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    const ownerToken = await loginToken(suite.server, made.body.email ?? '', 'lim-own-password-1');
    await expect.poll(async () => (await callAs<{ language: string | null }>(suite.server, ownerToken, 'GET', '/api/account/settings')).body.language).toBe('en-US');
    await page.reload();
    await byId(page, 'side-menu').waitFor({ state: 'attached' });
    await page.waitForFunction(() => !document.querySelector('[data-testid="full-screen-loader"]'));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    await page.context().close();
  });

  it('an admin who follows a portal link is told it is for owners', async () => {
    const page = await (await phoneContext(suite.browser)).newPage();
    await login(page, suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await page.goto(`${suite.server.url}portal/units`);
    await byId(page, 'elsewhere-portalOnly').waitFor({ state: 'visible' });
    await byId(page, 'elsewhere-home').click();
    await byId(page, 'dashboard-greeting').waitFor({ state: 'visible' });
  });
});
