import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import type { OwnerDetail, PortalAccessResponse } from '@shared/contracts/owners';
import type { OwnerStatementList, StatementJob } from '@shared/contracts/owner-statements';
import type { UnitDetail } from '@shared/contracts/listings';
import { addDays, toApiDate } from '@shared/dates';
import { axeSerious, smallTargets, type AxeFinding, type SmallTarget } from './helpers/a11y';
import { callAs, createAdminWithToken, loginToken } from './helpers/api';
import { fill, openMenu, phoneContext } from './helpers/browser';
import { serverAndBrowser } from './helpers/suite';

const byId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
const run = Date.now().toString().slice(-6);

/**
 * The owner's statements in the portal (issue 28 "Owner portal"): an owner signs in on a phone, sees the statement sent
 * to them (not the draft of another month), opens its PDF, and reads their contract.
 */
describe('owner statements in the portal at 390×844', () => {
  const suite = serverAndBrowser();

  /**
   * Through the API: an owner with one unit on a package; June approved and sent by a second admin, July left a draft;
   * a guest arriving tomorrow, and RM 50 of credit approved by the second admin.
   */
  async function seed() {
    const token = await loginToken(suite.server);
    const post = async <T>(path: string, body: unknown, as = token): Promise<T> => {
      const answer = await callAs<T>(suite.server, as, 'POST', path, body);
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
      return answer.body;
    };
    const company = await post<{ id: string }>('/api/companies', {
      name: `Statement Stays ${run} Sdn. Bhd.`,
      registrationNumber: `2022${run}0001`,
      sstNumber: 'W10-1808-32001234',
      addressLine1: 'Level 8, Menara Seri',
      postcode: '50450',
      city: 'Kuala Lumpur',
      state: 'MY-14',
    });
    const pkg = await post<{ id: string; name: string }>('/api/service-packages', {
      name: `Full management ${run}`,
      effectiveMonth: '2025-01',
      feeBasis: 'net_of_commission',
      rateBp: 2000,
      minimumMonthlyFeeSen: 30_000,
      cleaningPassThrough: true,
      expenseMarkupBp: 1000,
    });
    const property = await post<{ id: string }>('/api/properties', {
      name: `Residensi Statement ${run}`,
      companyId: company.id,
      addressLine1: 'Jalan Sultan Ismail',
      postcode: '50250',
      city: 'Kuala Lumpur',
      state: 'MY-14',
      checkInTime: '15:00',
      checkOutTime: '12:00',
    });
    const roomType = await post<{ id: string }>('/api/room-types', {
      propertyId: property.id,
      name: 'Studio',
      bedrooms: 1,
      bathrooms: 1,
      maxGuests: 2,
      baseNightlyRateSen: 18_000,
      cleaningFeeSen: 5_000,
    });
    const owner = await post<OwnerDetail>('/api/owners', {
      name: '黄丽华',
      email: `stmowner.${run}@portal.test`,
      phone: `+6014${run}1`,
      idType: 'ic',
      idNumber: `850101146${run.slice(-3)}`,
      preferredLanguage: 'en-US',
    });
    const unit = await post<UnitDetail>('/api/units', { roomTypeId: roomType.id, unitNumber: `S-08-${run.slice(-2)}`, ownerId: owner.id, ownedFrom: '2025-03-01', servicePackageId: pkg.id, packageFromMonth: '2025-03' });
    for (const month of ['2025-06', '2025-07']) {
      const job = await post<StatementJob>('/api/owner-statements/generate', { month, ownerIds: [owner.id] });
      expect(job.status).toBe('done');
    }
    const listed = await callAs<OwnerStatementList>(suite.server, token, 'GET', `/api/owner-statements/aggregation?filter=${encodeURIComponent(JSON.stringify({ ownerId: owner.id, month: '2025-06' }))}`);
    const june = listed.body.statements[0];
    const checker = await createAdminWithToken(suite.server, token, 'Statement Checker', [44, 46, 47, 64, 67]);
    await post(`/api/owner-statements/${june.id}/decision`, { action: 'approve', expected: 'draft' }, checker.token);
    await post(`/api/owner-statements/${june.id}/send`, { expected: 'approved' }, checker.token);
    const arrival = addDays(toApiDate(new Date()), 1);
    await post('/api/reservations', { unitId: unit.id, checkIn: arrival, checkOut: addDays(arrival, 2), guestName: 'Aminah binti Yusof', guestNationality: 'MY', adults: 2, kind: 'guest' });
    const topUp = await post<{ id: string }>('/api/credit/requests', { accountId: owner.id, kind: 'top_up', amountSen: 5_000, reason: 'Goodwill for the lift repairs' });
    await post(`/api/credit/requests/${topUp.id}/decision`, { action: 'approve', expected: 'pending' }, checker.token);
    const access = await post<PortalAccessResponse>(`/api/owners/${owner.id}/portal-access`, { enabled: true });
    return { owner, pkg, unit, june, arrival, temporary: access.temporaryPassword ?? '' };
  }

  it('an owner lands on their dashboard, sees the statement sent to them, opens its PDF, and reads their contract', async () => {
    const { owner, pkg, unit, june, arrival, temporary } = await seed();
    const page = await (await phoneContext(suite.browser)).newPage();
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

    await page.goto(suite.server.url);
    await fill(page, 'login-email', owner.email ?? '');
    await fill(page, 'login-password', temporary);
    await byId(page, 'login-submit').click();
    await byId(page, 'forced-password-change').waitFor({ state: 'visible' });
    await fill(page, 'current-password', temporary);
    await fill(page, 'new-password', 'huang-own-password-1');
    await fill(page, 'confirm-password', 'huang-own-password-1');
    await byId(page, 'change-password-submit').click();

    // The dashboard is where an owner lands: their one unit, tomorrow's guest by first name, June's statement, their credit.
    await byId(page, 'portal-dashboard').waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/portal/dashboard');
    expect(await byId(page, 'portal-dashboard-units').textContent()).toBe('1 unit in your care with us');
    const month = toApiDate(new Date()).slice(0, 7);
    const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
    const nightsThisMonth = [arrival, addDays(arrival, 1)].filter((d) => d.startsWith(month)).length;
    expect(await byId(page, 'portal-dashboard-occupancy-this').textContent()).toBe(`${Math.round((nightsThisMonth / days) * 100)}%`);
    const stays = byId(page, 'portal-dashboard-stays');
    expect(await stays.textContent()).toContain('Aminah');
    expect(await stays.textContent()).not.toContain('Yusof');
    expect(await stays.textContent()).toContain(unit.unitNumber);
    expect(await byId(page, 'portal-dashboard-statement-month').textContent()).toBe('June 2025');
    expect(await byId(page, 'portal-dashboard-statement-status').textContent()).toBe('Sent');
    expect(await byId(page, 'portal-dashboard-statement-payout').textContent()).toMatch(/-RM\s?300\.00/);
    expect(await byId(page, 'portal-dashboard-credit-balance').textContent()).toMatch(/RM\s?50\.00/);
    await check('portal dashboard');

    // Statements, from the dashboard: June (sent) and never July (a draft).
    await byId(page, 'portal-dashboard-statements').click();
    const card = byId(page, 'portal-statement-2025-06-r1');
    await card.waitFor({ state: 'visible' });
    expect(await card.textContent()).toContain('June 2025');
    expect(await byId(page, 'portal-statement-payout-2025-06').textContent()).toMatch(/-RM\s?300\.00/);
    expect(await page.locator('[data-testid^="portal-statement-2025-07"]').count()).toBe(0);
    await byId(page, 'portal-year-2025').waitFor({ state: 'visible' });
    await check('portal statements');

    // Open: the PDF comes from the server with the session, and opens in a tab of its own.
    const popup = page.context().waitForEvent('page');
    const answer = page.waitForResponse((r) => r.url().includes(`/api/owner-statements/${june.id}/pdf`));
    await byId(page, 'portal-statement-pdf-2025-06-r1-open').click();
    const pdf = await answer;
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    // The bytes arrived (the page read them into the tab's object URL, so the body is counted, not kept, by the browser).
    expect(Number(pdf.headers()['content-length'])).toBeGreaterThan(1000);
    expect((await pdf.request().sizes()).responseBodySize).toBe(Number(pdf.headers()['content-length']));
    const tab = await popup;
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.close();
    expect(await byId(page, 'portal-statement-pdf-2025-06-r1-problem').count()).toBe(0);

    // The year's summary the same way.
    const yearAnswer = page.waitForResponse((r) => r.url().includes('/api/owner-statements/year-summary.pdf'));
    const yearPopup = page.context().waitForEvent('page');
    await byId(page, 'portal-year-pdf-2025-open').click();
    const year = await yearAnswer;
    expect(year.status()).toBe(200);
    expect(year.headers()['content-type']).toBe('application/pdf');
    expect((await year.request().sizes()).responseBodySize).toBeGreaterThan(1000);
    const yearTab = await yearPopup;
    await expect.poll(() => yearTab.url()).toMatch(/^blob:/);
    await yearTab.close();

    // My contract: the package in force, read-only.
    await openMenu(page);
    await byId(page, 'portal-menu-portal-contract').click();
    const contract = byId(page, `portal-contract-${unit.unitNumber}`);
    await contract.waitFor({ state: 'visible' });
    expect(await byId(page, `portal-contract-package-${unit.unitNumber}`).textContent()).toContain(pkg.name);
    expect(await byId(page, `portal-contract-basis-${unit.unitNumber}`).textContent()).toContain('net of channel commission');
    expect(await byId(page, `portal-contract-rate-${unit.unitNumber}`).textContent()).toContain('20%');
    expect(await contract.textContent()).toMatch(/RM\s?300\.00/);
    expect(await page.locator('ion-input, input:not([type="hidden"]), ion-textarea').count()).toBe(0);
    await check('portal contract');

    expect(findings).toEqual([]);
    expect(small).toEqual([]);
    expect(refused).toEqual([]);
  });
});
