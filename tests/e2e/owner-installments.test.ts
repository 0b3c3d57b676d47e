import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Installment, InstallmentList } from '@shared/contracts/owner-installments';
import { addMonths, formatYearMonth, toApiMonth } from '@shared/dates';
import { axeSerious, presented, smallTargets } from './helpers/a11y';
import { callAs, loginToken } from './helpers/api';
import { fill, login, phoneContext, tapMenuItem } from './helpers/browser';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';

const byId = (page: Page, id: string) => page.locator(`.ion-page:not(.ion-page-hidden) [data-testid="${id}"]`).first();
/** The text as read, with Intl's no-break spaces (`RM 333.33`) as plain ones. */
const text = async (page: Page, id: string) => ((await byId(page, id).textContent()) ?? '').replace(/\s/g, ' ').trim();
/** A sheet is an overlay outside the page. */
const inSheet = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`).first();

describe('owner installments at 390×844: a plan made, a month waived with its reason, the rest settled early', () => {
  const suite = serverAndBrowser();

  it('creates a plan from the menu, waives its second month, and settles the rest in one entry', async () => {
    const token = await loginToken(suite.server);
    const owner = await callAs<{ id: string }>(suite.server, token, 'POST', '/api/owners', {
      name: 'Tan Mei Ling 陈美玲', email: 'meiling.installments@owner.test', phone: '+60123456781', idType: 'ic', idNumber: '850101145566',
      addressLine1: '12 Jalan Setia', postcode: '47300', city: 'Petaling Jaya', state: 'MY-10', bankName: 'CIMB Bank', bankAccountNumber: '80012345678', preferredLanguage: 'zh-CN',
    });
    expect(owner.status, JSON.stringify(owner.body)).toBe(201);
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    await login(page, suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);

    // From the menu's Owner Installment entry (code 32) to an empty list, then its create button.
    await tapMenuItem(page, 'owner-installment');
    await byId(page, 'installment-create-button').waitFor({ state: 'visible', timeout: 20_000 });
    await byId(page, 'installment-list-empty').waitFor({ state: 'visible', timeout: 20_000 });
    expect(await axeSerious(page, 'installment list (empty)')).toEqual([]);
    await byId(page, 'installment-create-button').click();

    // The form: the owner from the picker, the purpose, RM 1,000 over 3 months from next month.
    await byId(page, 'installment-form-title').waitFor({ state: 'visible', timeout: 20_000 });
    await presented(page, 'Modal', () => byId(page, 'installment-form-owner').click());
    await page.locator('[data-testid="installment-form-owner-picker"] input').first().fill('Tan Mei');
    await page.locator(`[data-testid="installment-form-owner-option-${owner.body.id}"]`).click();
    await page.locator('[data-testid="installment-form-owner-picker"]').waitFor({ state: 'hidden' });
    await fill(page, 'installment-form-title', 'Furnishing package');
    await fill(page, 'installment-form-principal', '1000');
    await fill(page, 'installment-form-months', '3');
    const first = addMonths(toApiMonth(new Date()), 1);
    const second = addMonths(first, 1);
    const third = addMonths(first, 2);
    await expect.poll(() => text(page, 'installment-form-preview')).toBe(`2 months of RM 333.33, then RM 333.34 in ${formatYearMonth(third, 'en-US')} (the remainder).`);
    expect(await axeSerious(page, 'installment form')).toEqual([]);
    expect(await smallTargets(page, 'installment form')).toEqual([]);
    await byId(page, 'installment-form-submit').click();

    // The record: the schedule month by month, the remainder on the last.
    await byId(page, 'installment-schedule').waitFor({ state: 'visible', timeout: 20_000 });
    const list = await callAs<InstallmentList>(suite.server, token, 'GET', '/api/owner-installments/aggregation');
    const [plan] = list.body.installments;
    expect(plan).toMatchObject({ ownerId: owner.body.id, title: 'Furnishing package', principalSen: 100_000, months: 3, startMonth: first, status: 'active' });
    expect(await text(page, `installment-month-${third}`)).toContain('RM 333.34');
    expect(await byId(page, `installment-month-${first}`).getAttribute('data-status')).toBe('due');
    expect(await text(page, 'installment-due')).toBe('RM 1,000.00');
    expect(await axeSerious(page, 'installment record')).toEqual([]);
    expect(await smallTargets(page, 'installment record')).toEqual([]);

    // Waive the second month: the sheet says what it costs, asks why, and sends nothing without a reason.
    await presented(page, 'Modal', () => byId(page, `installment-waive-${second}`).click());
    expect(((await inSheet(page, 'installment-waive-sheet-message').textContent()) ?? '').replace(/\s/g, ' ')).toContain('RM 333.33');
    await inSheet(page, 'installment-waive-sheet-confirm').click();
    await page.locator('[data-testid="installment-waive-sheet-reason"].ion-invalid').waitFor({ state: 'attached' });
    expect(await axeSerious(page, 'waive sheet')).toEqual([]);
    await page.locator('[data-testid="installment-waive-sheet-reason"] textarea').fill('Aircond compressor replaced at our cost');
    await inSheet(page, 'installment-waive-sheet-confirm').click();
    await page.locator('[data-testid="installment-waive-sheet"]').waitFor({ state: 'hidden', timeout: 20_000 });
    await expect.poll(() => byId(page, `installment-month-${second}`).getAttribute('data-status'), { timeout: 20_000 }).toBe('waived');
    expect(await text(page, `installment-month-${second}`)).toContain('Aircond compressor replaced at our cost');
    expect(await text(page, 'installment-waived')).toBe('RM 333.33');
    // Its terms are fixed now: cancelling is no longer offered (settling is).
    await byId(page, 'installment-cancel-button').waitFor({ state: 'detached' });

    // Settle the rest early: one entry for the two months still due, the plan closed.
    await presented(page, 'Modal', () => byId(page, 'installment-settle-button').click());
    expect(((await inSheet(page, 'installment-settle-sheet-message').textContent()) ?? '').replace(/\s/g, ' ')).toContain('RM 666.67 still due (2 months)');
    await page.locator('[data-testid="installment-settle-sheet-reason"] textarea').fill('Paid by bank transfer');
    await inSheet(page, 'installment-settle-sheet-confirm').click();
    await page.locator('[data-testid="installment-settle-sheet"]').waitFor({ state: 'hidden', timeout: 20_000 });
    await expect.poll(() => byId(page, 'installment-settled').textContent().then((s) => (s ?? '').replace(/\s/g, ' ')), { timeout: 20_000 }).toBe('RM 666.67');
    expect(await text(page, 'installment-due')).toBe('RM 0.00');
    expect(await byId(page, `installment-month-${first}`).getAttribute('data-status')).toBe('settled');
    expect(await byId(page, `installment-month-${third}`).getAttribute('data-status')).toBe('settled');
    await byId(page, 'installment-actions').waitFor({ state: 'detached' });
    expect(await axeSerious(page, 'installment record (settled)')).toEqual([]);
    const settled = await callAs<Installment>(suite.server, token, 'GET', `/api/owner-installments/${plan!.id}`);
    expect(settled.body).toMatchObject({ status: 'settled', waivedSen: 33_333, settledSen: 66_667, dueSen: 0, settlement: { amountSen: 66_667, remark: 'Paid by bank transfer' } });

    // Back on the list: the plan under Settled, not under Active.
    await page.goto(`${suite.server.url}admin/owner-installment`);
    await byId(page, 'installment-list-empty').waitFor({ state: 'visible', timeout: 20_000 });
    await byId(page, 'installment-status-settled').click();
    await byId(page, `installment-card-${plan!.id}`).waitFor({ state: 'visible', timeout: 20_000 });
    expect(await axeSerious(page, 'installment list')).toEqual([]);
    expect(await smallTargets(page, 'installment list')).toEqual([]);
    await context.close();
  });
});
