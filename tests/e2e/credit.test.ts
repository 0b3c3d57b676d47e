import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { credit, type CreditHolder, type CreditRequest } from '@shared/contracts/credit';
import { axeSerious, smallTargets } from './helpers/a11y';
import { callAs, createAdminWithToken, createPendingUsers, loginToken, type CreatedUser } from './helpers/api';
import { fill, login, openMenu, phoneContext } from './helpers/browser';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';

const byId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
/** Intl puts a no-break space between RM and the figure. */
const textOf = async (page: Page, id: string) => (await byId(page, id).first().innerText()).replace(/\u00a0/g, ' ');
const withId = (path: string, name: string, value: string) => path.replace(`:${name}`, encodeURIComponent(value));

/** The smallest valid PNG (1×1): the server sniffs the bytes, so a made-up file would be refused. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('credit at 390×844', () => {
  const suite = serverAndBrowser();

  /** A holder with RM 500.00: a top-up asked by a second admin and approved by the first, all through the API. */
  async function holderWithBalance(): Promise<CreatedUser> {
    const token = await loginToken(suite.server);
    const [holder] = await createPendingUsers(suite.server, token, 1, { namePrefix: 'Credit Holder' });
    const maker = await createAdminWithToken(suite.server, token, 'Credit Maker', [64, 65]);
    const asked = await callAs<CreditRequest>(
      suite.server,
      maker.token,
      'POST',
      credit.createRequest.path,
      { accountId: holder.id, kind: 'top_up', amountSen: 50_000, reason: 'Opening deposit' },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(asked.status).toBe(201);
    const approved = await callAs<CreditRequest>(suite.server, token, 'POST', withId(credit.decide.path, 'id', asked.body.id), { action: 'approve', remark: 'Deposit seen' }, {
      'idempotency-key': crypto.randomUUID(),
    });
    expect(approved.body.status).toBe('approved');
    return holder;
  }

  async function signedInPage(): Promise<Page> {
    const page = await (await phoneContext(suite.browser)).newPage();
    await login(page, suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    return page;
  }

  /**
   * Opens the side menu with the credit group unfolded, and taps one of its entries when given. The
   * drawer can fold back just after it looked settled (tapMenuItem says why), so this tries again too.
   */
  async function creditMenu(page: Page, code?: string): Promise<void> {
    const entry = byId(page, 'menu-item-manage-credit');
    let lastError: unknown;
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await openMenu(page);
        if (!(await entry.isVisible())) await byId(page, 'menu-group-credit').click({ timeout: 5000 });
        await entry.waitFor({ state: 'visible', timeout: 5000 });
        if (code) await byId(page, `menu-item-${code}`).click({ timeout: 5000 });
        return;
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  }

  it('asks for a deduction with a receipt, finds it pending in my requests, and cancels it', async () => {
    const holder = await holderWithBalance();
    const page = await signedInPage();

    await creditMenu(page, 'manage-credit');
    await fill(page, 'credit-holder-search', holder.name);
    const card = byId(page, `credit-holder-card-${holder.accountNumber}`);
    await card.waitFor({ state: 'visible' });
    expect((await card.innerText()).replace(/\u00a0/g, ' ')).toContain('RM 500.00');
    await card.click();

    await byId(page, 'credit-holder-detail').waitFor({ state: 'visible' });
    expect(await byId(page, 'credit-holder-detail').locator('[data-testid="credit-holder-balance"]').getAttribute('data-sen')).toBe('50000');
    await expect.poll(() => textOf(page, 'credit-ledger')).toContain('+RM 500.00');

    await byId(page, 'credit-request-button').click();
    await byId(page, 'credit-request-form').waitFor({ state: 'visible' });
    await byId(page, 'credit-kind-deduction').click();
    expect(await byId(page, 'credit-kind-deduction').getAttribute('aria-pressed')).toBe('true');
    await fill(page, 'credit-amount-input', 'abc');
    await byId(page, 'credit-request-submit').click();
    await expect.poll(() => textOf(page, 'credit-request-form')).toContain('Enter the amount in ringgit');
    await fill(page, 'credit-amount-input', '600');
    await byId(page, 'credit-over-balance').waitFor({ state: 'visible' });
    await fill(page, 'credit-amount-input', '120.50');
    await byId(page, 'credit-over-balance').waitFor({ state: 'detached' });
    await fill(page, 'credit-reason-input', 'Broken lamp in unit A-12-03');
    await byId(page, 'credit-receipt-file').setInputFiles({ name: 'lamp-receipt.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => byId(page, 'credit-receipt-chosen').innerText()).toContain('lamp-receipt.png');
    expect(await axeSerious(page, 'request form')).toEqual([]);
    expect(await smallTargets(page, 'request form')).toEqual([]);
    await byId(page, 'credit-request-submit').click();

    const detail = byId(page, 'credit-request-detail');
    await detail.waitFor({ state: 'visible' });
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    expect(await detail.getAttribute('data-status')).toBe('pending');
    await byId(page, 'credit-receipt').waitFor({ state: 'visible' });
    const token = await loginToken(suite.server);
    const saved = await callAs<CreditRequest>(suite.server, token, 'GET', withId(credit.request.path, 'id', id));
    expect(saved.body).toMatchObject({ kind: 'deduction', amountSen: 12_050, status: 'pending', reason: 'Broken lamp in unit A-12-03', attachment: { mimeType: 'image/png' } });

    await creditMenu(page, 'my-credit-requests');
    const mine = byId(page, `credit-request-card-${id}`);
    await mine.waitFor({ state: 'visible' });
    expect(await mine.locator('[data-testid="credit-request-status"]').getAttribute('data-status')).toBe('pending');
    await mine.locator('[data-testid="credit-request-has-receipt"]').waitFor({ state: 'visible' });
    await mine.click();

    await byId(page, 'credit-cancel-button').click();
    await byId(page, 'confirm-ok').click();
    await expect.poll(() => byId(page, 'credit-request-detail').getAttribute('data-status')).toBe('cancelled');
    await expect.poll(async () => (await callAs<CreditRequest>(suite.server, token, 'GET', withId(credit.request.path, 'id', id))).body.status).toBe('cancelled');
    await page.locator('[data-testid="credit-request-history"] [data-action="credit.cancel"]').waitFor({ state: 'visible' });
    await page.locator('[data-testid="credit-request-history"] [data-action="credit.attach"]').waitFor({ state: 'visible' });
    expect(await textOf(page, 'credit-request-history')).toContain('Receipt attached');
    await page.context().close();
  });

  it('the holder list and the credit menu group: no serious or critical axe-core finding, no small target', async () => {
    const holder = await holderWithBalance();
    const page = await signedInPage();
    await creditMenu(page);
    expect(await axeSerious(page, 'menu with the credit group')).toEqual([]);
    await byId(page, 'menu-item-manage-credit').click();
    await byId(page, `credit-holder-card-${holder.accountNumber}`).waitFor({ state: 'visible' });
    expect(await axeSerious(page, 'holder list')).toEqual([]);
    expect(await smallTargets(page, 'holder list')).toEqual([]);
    const holders = await callAs<{ accounts: CreditHolder[] }>(suite.server, await loginToken(suite.server), 'GET', credit.holders.path);
    expect(holders.body.accounts.some((h) => h.accountId === holder.id)).toBe(true);
    await page.context().close();
  });
});
