import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApprovalList } from '@shared/contracts/approvals';
import type { OwnerStatementList, OwnerStatementRecord } from '@shared/contracts/owner-statements';
import type { UnitDetail } from '@shared/contracts/listings';
import { addMonths, formatYearMonth, toApiMonth } from '@shared/dates';
import { P } from '@shared/permissions';
import { axeSerious, presented, smallTargets } from './helpers/a11y';
import { callAs, createAdminWithToken, loginToken } from './helpers/api';
import { login, phoneContext, tapMenuItem } from './helpers/browser';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';

const byId = (page: Page, id: string) => page.locator(`.ion-page:not(.ion-page-hidden) [data-testid="${id}"]`).first();
/** A sheet is an overlay outside the page. */
const inSheet = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`).first();
/** The text as read, with Intl's no-break spaces as plain ones. */
const spaced = (s: string | null) => (s ?? '').replace(/\s/g, ' ').trim();
const run = Date.now().toString().slice(-6);

describe('owner statements at 390×844: a month generated with its progress, read line by line, approved from the inbox by another admin', () => {
  const suite = serverAndBrowser();
  const month = addMonths(toApiMonth(new Date()), -1);

  /** Through the API as the full admin: two owners with a unit each on a 20% package, and a stay of each last month. */
  async function seed(token: string) {
    const post = async <T>(path: string, body: unknown): Promise<T> => {
      const answer = await callAs<T>(suite.server, token, 'POST', path, body);
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
      return answer.body;
    };
    const company = await post<{ id: string }>('/api/companies', {
      name: `Penyata Stays ${run} Sdn. Bhd.`, registrationNumber: `2022${run}0002`, addressLine1: '3 Jalan Raja Chulan', postcode: '50200', city: 'Kuala Lumpur', state: 'MY-14',
    });
    const pkg = await post<{ id: string }>('/api/service-packages', {
      name: `Statement package ${run}`, effectiveMonth: '2025-01', feeBasis: 'gross', rateBp: 2000, minimumMonthlyFeeSen: null, cleaningPassThrough: true, expenseMarkupBp: 1000,
    });
    const property = await post<{ id: string }>('/api/properties', {
      name: `Chulan Suites ${run}`, companyId: company.id, addressLine1: '3 Jalan Raja Chulan', postcode: '50200', city: 'Kuala Lumpur', state: 'MY-14', checkInTime: '15:00', checkOutTime: '12:00',
    });
    const roomType = await post<{ id: string }>('/api/room-types', { propertyId: property.id, name: 'Studio', bedrooms: 1, bathrooms: 1, maxGuests: 2, baseNightlyRateSen: 18_000, cleaningFeeSen: 5_000 });
    const owner = (name: string, n: number) =>
      post<{ id: string }>('/api/owners', { name, email: `stm${n}.${run}@owner.test`, phone: `+6019${run}${n}`, idType: 'ic', idNumber: `860202145${String(n).padStart(3, '0')}`, preferredLanguage: 'en-US' });
    const a = await owner('Wong Ah Kow 黄亚九', 1);
    const b = await owner('Nur Aisyah binti Kamal', 2);
    const unit = (unitNumber: string, ownerId: string) =>
      post<UnitDetail>('/api/units', { roomTypeId: roomType.id, unitNumber, ownerId, ownedFrom: '2025-03-01', servicePackageId: pkg.id, packageFromMonth: '2025-03' });
    const unitA = await unit(`C-10-${run.slice(-2)}`, a.id);
    const unitB = await unit(`C-11-${run.slice(-2)}`, b.id);
    const stay = (unitId: string, day: string, roomRevenueSen: number) =>
      post<{ id: string }>('/api/reservations', { unitId, checkIn: `${month}-${day}`, checkOut: `${month}-${String(Number(day) + 3).padStart(2, '0')}`, guestName: 'Statement Guest', guestNationality: 'MY', channel: 'direct', roomRevenueSen });
    const stayA = await stay(unitA.id, '05', 60_000);
    await stay(unitB.id, '10', 45_000);
    const approver = await createAdminWithToken(suite.server, token, 'Farah Izzati binti Osman', [P.reporting.view, P.reporting.approve]);
    return { a, b, stayA, approver };
  }

  it('generates last month with a progress bar, follows a stay line, and the other admin approves from the inbox while the maker cannot', async () => {
    const token = await loginToken(suite.server);
    const { a, stayA, approver } = await seed(token);
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    await login(page, suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);

    // From the menu's Reporting entry (44) to last month, still empty.
    await tapMenuItem(page, 'reporting');
    await byId(page, 'statement-list-empty').waitFor({ state: 'visible', timeout: 20_000 });
    expect(spaced(await byId(page, 'statement-month').textContent())).toBe(formatYearMonth(month, 'en-US'));

    // Generate (45): the sheet says a run replaces drafts only. The run's answer is held back a moment, so the bar
    // shows what the job's progress call says while the run is still "running" on this device.
    await presented(page, 'Modal', () => byId(page, 'statement-generate-button').click());
    expect(spaced(await inSheet(page, 'statement-generate-month').textContent())).toBe(formatYearMonth(month, 'en-US'));
    expect(await inSheet(page, 'statement-generate-note').textContent()).toMatch(/replaces its drafts only/);
    expect(await axeSerious(page, 'generate sheet')).toEqual([]);
    await page.route('**/api/owner-statements/generate', async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.fulfill({ response });
    });
    await inSheet(page, 'statement-generate-confirm').click();
    await page.locator('[data-testid="statement-run"][data-phase="running"]').waitFor({ state: 'visible', timeout: 5_000 });
    await expect.poll(() => page.locator('[data-testid="statement-run-bar"]').getAttribute('aria-valuenow'), { timeout: 5_000 }).toBe('100');
    expect(await page.locator('[data-testid="statement-run"]').getAttribute('data-phase')).toBe('running');
    expect(spaced(await inSheet(page, 'statement-run-text').textContent())).toBe('2 of 2 owners done');
    await page.locator('[data-testid="statement-run"][data-phase="done"]').waitFor({ state: 'visible', timeout: 20_000 });
    expect(spaced(await inSheet(page, 'statement-run-text').textContent())).toContain('2 drafts made, 0 already approved or sent');
    await page.unroute('**/api/owner-statements/generate');
    await inSheet(page, 'statement-generate-close').click();
    await page.locator('[data-testid="statement-generate-sheet"]').waitFor({ state: 'hidden', timeout: 10_000 });

    // The list refreshed: a card per owner, with the payout and the status.
    const listed = await callAs<OwnerStatementList>(suite.server, token, 'GET', `/api/owner-statements/aggregation?filter=${encodeURIComponent(JSON.stringify({ month }))}`);
    expect(listed.body.totalCount).toBe(2);
    const mine = listed.body.statements.find((s) => s.ownerId === a.id)!;
    await byId(page, `statement-card-${mine.id}`).waitFor({ state: 'visible', timeout: 20_000 });
    expect(spaced(await byId(page, `statement-card-payout-${mine.id}`).textContent())).toMatch(/^Payout RM/);
    expect(await byId(page, `statement-card-${mine.id}`).locator('[data-status="draft"]').count()).toBe(1);
    expect(await axeSerious(page, 'statement list')).toEqual([]);
    expect(await smallTargets(page, 'statement list')).toEqual([]);

    // The record: its lines with their working; the maker is told before any tap that another admin approves it.
    await byId(page, `statement-card-${mine.id}`).click();
    await byId(page, 'statement-detail').waitFor({ state: 'visible', timeout: 20_000 });
    const record = (await callAs<OwnerStatementRecord>(suite.server, token, 'GET', `/api/owner-statements/${mine.id}`)).body;
    const stayLine = record.lines.find((l) => l.kind === 'stay')!;
    expect(stayLine.reservationId).toBe(stayA.id);
    await byId(page, `statement-line-${stayLine.position}`).waitFor({ state: 'visible', timeout: 20_000 });
    expect(spaced(await byId(page, `statement-line-${stayLine.position}`).textContent())).toContain('3 nights');
    const fee = record.lines.find((l) => l.kind === 'management_fee')!;
    expect(spaced(await byId(page, `statement-line-${fee.position}`).textContent())).toMatch(/Basis: gross revenue RM.*Rate 20%/);
    expect(spaced(await byId(page, 'statement-payout').textContent())).toBe(spaced(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'MYR', currencyDisplay: 'narrowSymbol' }).format(record.payoutSen / 100)));
    expect(await byId(page, 'statement-approve-button').getAttribute('disabled')).not.toBeNull();
    expect(await byId(page, 'statement-maker-note').textContent()).toMatch(/another admin approves it/);
    await byId(page, 'statement-pdf-button').waitFor({ state: 'visible' });
    expect(await axeSerious(page, 'statement record')).toEqual([]);
    expect(await smallTargets(page, 'statement record')).toEqual([]);

    // A stay line opens its reservation.
    await byId(page, `statement-line-link-${stayLine.position}`).click();
    await page.waitForURL(`**/admin/reservation/${stayA.id}`, { timeout: 20_000 });
    await byId(page, 'reservation-detail').waitFor({ state: 'visible', timeout: 20_000 });

    // The maker's inbox has no statement of theirs to approve.
    const makerInbox = await callAs<ApprovalList>(suite.server, token, 'GET', '/api/approvals');
    expect(makerInbox.body.counts['owner-statement']).toBe(0);
    await context.close();

    // Another admin approves it from the approvals inbox: the card's button, then the prompt.
    const other = await phoneContext(suite.browser);
    const inbox = await other.newPage();
    await login(inbox, suite.server.url, approver.email, approver.password);
    await inbox.goto(`${suite.server.url}admin/approvals`);
    await byId(inbox, `statement-inbox-${mine.id}`).waitFor({ state: 'visible', timeout: 20_000 });
    expect(spaced(await byId(inbox, `statement-inbox-${mine.id}`).textContent())).toContain('Wong Ah Kow 黄亚九');
    expect(await axeSerious(inbox, 'approvals inbox with statements')).toEqual([]);
    await byId(inbox, `statement-inbox-approve-${mine.id}`).click();
    await byId(inbox, 'confirm-ok').click();
    await byId(inbox, `statement-inbox-${mine.id}`).waitFor({ state: 'detached', timeout: 20_000 });
    await expect
      .poll(async () => (await callAs<OwnerStatementRecord>(suite.server, token, 'GET', `/api/owner-statements/${mine.id}`)).body.status, { timeout: 20_000 })
      .toBe('approved');
    const approved = (await callAs<OwnerStatementRecord>(suite.server, token, 'GET', `/api/owner-statements/${mine.id}`)).body;
    expect(approved.approvedBy).toBe(approver.id);

    // Its record now says who approved it; the approver has no send code, so only the PDF is offered.
    await inbox.goto(`${suite.server.url}admin/reporting/${mine.id}`);
    await byId(inbox, 'statement-timeline').waitFor({ state: 'visible', timeout: 20_000 });
    await expect.poll(async () => spaced(await byId(inbox, 'statement-timeline').textContent()), { timeout: 20_000 }).toContain('Approved by Farah Izzati binti Osman');
    expect(await byId(inbox, 'statement-approve-button').count()).toBe(0);
    expect(await byId(inbox, 'statement-send-button').count()).toBe(0);
    expect(await byId(inbox, 'statement-revise-button').count()).toBe(0);

    // Its PDF, as stored at its first request: the approver holds 44, so it opens for them.
    const [download] = await Promise.all([inbox.waitForEvent('download'), byId(inbox, 'statement-pdf-button').click()]);
    expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}.*\.pdf$/);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await other.close();

    // The maker finds a mistake after approval: a revision with its reason supersedes it, to be approved again.
    const back = await (await phoneContext(suite.browser)).newPage();
    await login(back, suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await back.goto(`${suite.server.url}admin/reporting/${mine.id}`);
    await byId(back, 'statement-revise-button').click();
    await back.locator('[data-testid="remark-input"]').fill('Cleaning fee for C-10 corrected');
    await byId(back, 'confirm-ok').click();
    await expect
      .poll(async () => (await callAs<OwnerStatementRecord>(suite.server, token, 'GET', `/api/owner-statements/${mine.id}`)).body.status, { timeout: 20_000 })
      .toBe('superseded');
    await back.reload();
    await byId(back, 'statement-timeline-superseded').click();
    await back.waitForURL((url) => !url.pathname.endsWith(mine.id));
    // The revision's page (the superseded one may still be drawn beside it while the page slides in).
    const revision = back.locator('[data-testid="statement-timeline"]', { has: back.locator('[data-step="revises"]') });
    await expect.poll(async () => spaced(await revision.textContent()), { timeout: 20_000 }).toContain('Revises revision 1: Cleaning fee for C-10 corrected');
    await back.locator('[data-testid="statement-maker-note"]').first().waitFor({ state: 'visible' });
    expect(await axeSerious(back, 'statement revision')).toEqual([]);
    expect(await smallTargets(back, 'statement revision')).toEqual([]);
    await back.context().close();
  });
});
