import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Expense, ExpenseList } from '@shared/contracts/expenses';
import { toApiMonth } from '@shared/dates';
import { P } from '@shared/permissions';
import { axeSerious, presented, smallTargets } from './helpers/a11y';
import { callAs, createAdminWithToken, loginToken } from './helpers/api';
import { fill, login, phoneContext } from './helpers/browser';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';

const byId = (page: Page, id: string) => page.locator(`.ion-page:not(.ion-page-hidden) [data-testid="${id}"]`).first();
/** The text as read, with Intl's no-break spaces (`RM 190.80`) as plain ones. */
const text = async (page: Page, id: string) => ((await byId(page, id).textContent()) ?? '').replace(/\s/g, ' ').trim();

/** A real 1×1 PNG: the server sniffs a receipt's bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const receipt = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** Picks an option of an ion-select's popover and waits until the popover has gone. */
async function pick(page: Page, testId: string, label: string): Promise<void> {
  await presented(page, 'Popover', () => byId(page, testId).click());
  await page.locator('ion-select-popover ion-radio, ion-popover ion-item').filter({ hasText: label }).first().click();
  await page.locator('ion-popover').first().waitFor({ state: 'detached' });
}

/** The new-expense form, filled as a phone user would; the receipt through the file input the camera button shares. */
async function fillExpense(page: Page, { payee, amount, sst, unit }: { payee: string; amount: string; sst: string; unit?: { id: string; search: string } }) {
  await byId(page, 'expense-form-payee').waitFor({ state: 'visible' });
  await pick(page, 'expense-form-category', 'Repairs');
  if (unit) {
    await presented(page, 'Modal', () => byId(page, 'expense-form-place').click());
    await page.locator('[data-testid="expense-form-place-picker"] input').first().fill(unit.search);
    await page.locator(`[data-testid="expense-form-place-option-unit:${unit.id}"]`).click();
    await page.locator('[data-testid="expense-form-place-picker"]').waitFor({ state: 'hidden' });
  }
  await fill(page, 'expense-form-payee', payee);
  await fill(page, 'expense-form-amount', amount);
  await fill(page, 'expense-form-sst', sst);
  await page.locator('.ion-page:not(.ion-page-hidden) [data-testid="expense-receipt-file"]').setInputFiles(receipt(`${payee}.png`));
  await byId(page, 'expense-receipt-thumb').waitFor({ state: 'visible' });
}

describe('expenses at 390×844: recorded with a receipt, captured offline, approved by another admin from the inbox', () => {
  const suite = serverAndBrowser();

  /** A property with one unit to record against, and a second admin who may approve expenses. */
  async function seed(token: string) {
    const made = async (path: string, body: object) => {
      const res = await callAs<{ id: string }>(suite.server, token, 'POST', path, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id;
    };
    const companyId = await made('/api/companies', {
      name: 'Belanja Stays Sdn. Bhd.', registrationNumber: '202001027777', addressLine1: '12 Jalan Tun Razak', postcode: '50400', city: 'Kuala Lumpur', state: 'MY-14',
    });
    const propertyId = await made('/api/properties', {
      name: 'Razak Expense Residences', companyId, addressLine1: '12 Jalan Tun Razak', postcode: '50400', city: 'Kuala Lumpur', state: 'MY-14', checkInTime: '15:00', checkOutTime: '12:00',
    });
    const roomTypeId = await made('/api/room-types', { propertyId, name: 'Studio', bedrooms: 1, bathrooms: 1, maxGuests: 2, baseNightlyRateSen: 18_000, cleaningFeeSen: 5_000 });
    const unitId = await made('/api/units', { roomTypeId, unitNumber: 'EX-07-01' });
    const approver = await createAdminWithToken(suite.server, token, 'Nurul Huda binti Ahmad', [P.expenses.view, P.expenses.approve]);
    return { unitId, approver };
  }

  const expensesOf = async (token: string, payee: string) => {
    const filter = encodeURIComponent(JSON.stringify({ month: toApiMonth(new Date()), search: payee }));
    const res = await callAs<ExpenseList>(suite.server, token, 'GET', `/api/expenses/aggregation?filter=${filter}`);
    expect(res.status).toBe(200);
    return res.body.expenses;
  };

  it('records one online and one offline, each sent once with its receipt, and the other admin approves from the inbox', async () => {
    const token = await loginToken(suite.server);
    const { unitId, approver } = await seed(token);
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    await login(page, suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    // The service worker keeps the app, so the page can be reloaded with no network.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 15_000 }).toBe(true);

    // Online: recorded against the unit, with a photo receipt; the record opens once the server has it.
    await page.goto(`${suite.server.url}admin/expenses/new`);
    await fillExpense(page, { payee: 'Ah Seng Plumbing', amount: '180', sst: '10.80', unit: { id: unitId, search: 'EX-07' } });
    expect(await text(page, 'expense-form-total')).toBe('Total RM 190.80');
    expect(await axeSerious(page, 'expense form')).toEqual([]);
    expect(await smallTargets(page, 'expense form')).toEqual([]);
    await byId(page, 'expense-form-submit').click();
    await byId(page, 'expense-detail').waitFor({ state: 'visible', timeout: 20_000 });
    expect(await text(page, 'expense-total')).toContain('RM 190.80');
    await byId(page, 'expense-receipt-strip').waitFor({ state: 'visible' });
    expect(await byId(page, 'expense-mine').textContent()).toMatch(/another admin approves it/);
    expect(await axeSerious(page, 'expense record')).toEqual([]);
    expect(await smallTargets(page, 'expense record')).toEqual([]);
    const [online] = await expensesOf(token, 'Ah Seng Plumbing');
    expect(online).toMatchObject({ amountSen: 18_000, sstSen: 1_080, totalSen: 19_080, unitId, unitName: 'EX-07-01', status: 'recorded' });
    expect(online?.receipt?.mimeType).toBe('image/png');

    // The list of this month: the card and the totals of the filter.
    await page.goto(`${suite.server.url}admin/expenses`);
    await byId(page, `expense-card-${online!.id}`).waitFor({ state: 'visible' });
    expect(await text(page, 'expense-totals-count')).toBe('1');
    expect(await text(page, 'expense-totals-total')).toBe('RM 190.80');
    expect(await text(page, 'expense-totals-sst')).toBe('RM 10.80');
    expect(await axeSerious(page, 'expense list')).toEqual([]);
    expect(await smallTargets(page, 'expense list')).toEqual([]);

    // Offline: captured with its receipt (company-wide: the place picker asks the server), kept on the device.
    await context.setOffline(true);
    await byId(page, 'expense-create-button').click();
    await fillExpense(page, { payee: 'Kedai Lampu Offline', amount: '45.50', sst: '' });
    await byId(page, 'expense-form-submit').click();
    await byId(page, 'expense-waiting-card').waitFor({ state: 'visible', timeout: 20_000 });
    await page.reload();
    await byId(page, 'expense-waiting-card').waitFor({ state: 'visible', timeout: 20_000 });
    expect(await text(page, 'expense-waiting-card')).toContain('Kedai Lampu Offline');
    // The month read before, from the device: its cards and totals, saying how old they are.
    await byId(page, `expense-card-${online!.id}`).waitFor({ state: 'visible', timeout: 20_000 });
    await expect.poll(() => text(page, 'expense-totals-total'), { timeout: 15_000 }).toBe('RM 190.80');
    await expect.poll(() => byId(page, 'stale-notice').getAttribute('data-stale'), { timeout: 15_000 }).toBe('true');
    expect(await expensesOf(token, 'Kedai Lampu Offline')).toEqual([]);

    // Back online: the outbox sends the expense, then its receipt; exactly one, with the receipt.
    await context.setOffline(false);
    await expect.poll(async () => (await expensesOf(token, 'Kedai Lampu Offline')).map((e) => e.receipt?.mimeType ?? 'none'), { timeout: 30_000 }).toEqual(['image/png']);
    await byId(page, 'expense-waiting').waitFor({ state: 'detached', timeout: 20_000 });
    const [captured] = await expensesOf(token, 'Kedai Lampu Offline');
    expect(captured).toMatchObject({ totalSen: 4_550, propertyId: null, status: 'recorded' });
    await byId(page, `expense-card-${captured!.id}`).waitFor({ state: 'visible', timeout: 20_000 });
    await context.close();

    // Another admin approves it from the approvals inbox: the card's button, then the prompt.
    const other = await phoneContext(suite.browser);
    const inbox = await other.newPage();
    await login(inbox, suite.server.url, approver.email, approver.password);
    await inbox.goto(`${suite.server.url}admin/approvals`);
    await byId(inbox, `expense-inbox-${captured!.id}`).waitFor({ state: 'visible', timeout: 20_000 });
    await byId(inbox, `inline-expense-swipe-approve-${captured!.id}`).click();
    await byId(inbox, 'confirm-ok').click();
    await byId(inbox, `expense-inbox-${captured!.id}`).waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await callAs<Expense>(suite.server, token, 'GET', `/api/expenses/${captured!.id}`)).body.status, { timeout: 20_000 })
      .toBe('approved');
    const approved = (await callAs<Expense>(suite.server, token, 'GET', `/api/expenses/${captured!.id}`)).body;
    expect(approved.approvedBy).toBe(approver.id);
    await other.close();
  });
});
