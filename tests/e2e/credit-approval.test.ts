import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CreditEntryList, CreditHolder, CreditRequest } from '@shared/contracts/credit';
import { P } from '@shared/permissions';
import { axeSerious, smallTargets } from './helpers/a11y';
import { auditEntries, callAs, createAdminWithToken, createPendingUsers, loginToken, type CreatedUser } from './helpers/api';
import { phoneContext, signedInByCookie } from './helpers/browser';
import { byId, confirmWithRemark, storedItems, swipeLeft, waitForStatuses } from './helpers/outbox';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';
import { chooseFilter } from './helpers/filter-select';

interface Seeded {
  /** The first admin's token: approves (code 67) and reads. */
  token: string;
  /** An admin who may ask for credit (64, 65) but not approve it. */
  maker: { id: string; token: string };
  /** Another approver, deciding online while the phone is offline. */
  rival: { id: string; token: string };
}

describe('credit approval and history at 390×844', () => {
  const suite = serverAndBrowser();
  let seeded: Seeded | null = null;

  // The admins, made once for the file, before the tests' clocks start (hashing passwords is slow on a busy machine).
  beforeAll(async () => {
    const token = await loginToken(suite.server);
    const maker = await createAdminWithToken(suite.server, token, 'Lim Mei Ling', [P.credit.view, P.credit.create]);
    const rival = await createAdminWithToken(suite.server, token, 'Nur Aisyah binti Hassan', [P.credit.view, P.credit.approve]);
    seeded = { token, maker, rival };
  });

  async function admins(): Promise<Seeded> {
    if (!seeded) throw new Error('the admins are made before the tests');
    return seeded;
  }

  async function holders(n: number, prefix: string): Promise<CreatedUser[]> {
    const { token } = await admins();
    return createPendingUsers(suite.server, token, n, { namePrefix: prefix });
  }

  async function ask(holder: CreatedUser, kind: 'top_up' | 'deduction', amountSen: number, reason: string): Promise<CreditRequest> {
    const { maker } = await admins();
    const res = await callAs<CreditRequest>(suite.server, maker.token, 'POST', '/api/credit/requests', { accountId: holder.id, kind, amountSen, reason });
    if (res.status !== 201) throw new Error(`credit request: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  async function request(id: string): Promise<CreditRequest> {
    const { token } = await admins();
    return (await callAs<CreditRequest>(suite.server, token, 'GET', `/api/credit/requests/${id}`)).body;
  }

  async function entriesOf(accountId: string): Promise<CreditEntryList> {
    const { token } = await admins();
    const filter = encodeURIComponent(JSON.stringify({ accountId }));
    return (await callAs<CreditEntryList>(suite.server, token, 'GET', `/api/credit/entries/aggregation?filter=${filter}`)).body;
  }

  async function balanceOf(accountId: string): Promise<number> {
    const { token } = await admins();
    return (await callAs<CreditHolder>(suite.server, token, 'GET', `/api/credit/accounts/${accountId}`)).body.balanceSen;
  }

  /** A blank page, signed in: each test opens its screen next. */
  async function signedIn(): Promise<Page> {
    return signedInByCookie(await phoneContext(suite.browser), suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
  }

  async function openApproval(page: Page, ids: string[]): Promise<void> {
    await page.goto(`${suite.server.url}admin/credit-approval`);
    for (const id of ids) await byId(page, `credit-request-${id}`).waitFor({ state: 'attached', timeout: 20_000 });
  }

  it('approves one request by its button and rejects one by swipe with a remark; the entry shows in the history with the balance', async () => {
    const [siti, ravi] = await holders(2, 'Approval Holder');
    const topUp = await ask(siti, 'top_up', 12_050, 'Deposit for March stays');
    const deduction = await ask(ravi, 'deduction', 5_000, 'Damaged towel charge');
    const page = await signedIn();
    await openApproval(page, [topUp.id, deduction.id]);

    // Ravi holds nothing: the deduction would leave −RM 50.00, and the card says so before anyone decides.
    expect(await byId(page, `credit-request-after-${deduction.id}`).innerText()).toMatch(/-RM\s?50\.00/);
    await byId(page, `credit-request-short-${deduction.id}`).waitFor({ state: 'visible' });
    expect(await byId(page, `credit-request-after-${topUp.id}`).innerText()).toMatch(/RM\s?120\.50/);
    expect(await axeSerious(page, 'credit approval')).toEqual([]);
    expect(await smallTargets(page, 'credit approval')).toEqual([]);

    await byId(page, `inline-credit-swipe-approve-${topUp.id}`).click();
    await confirmWithRemark(page, null);
    await byId(page, `credit-request-${topUp.id}`).waitFor({ state: 'detached' });

    await swipeLeft(page, `credit-request-${deduction.id}`);
    await byId(page, `credit-swipe-reject-${deduction.id}`).click();
    await confirmWithRemark(page, 'No damage on the check-out report');
    await byId(page, `credit-request-${deduction.id}`).waitFor({ state: 'detached' });
    await waitForStatuses(page, { applied: 2 });

    const approved = await request(topUp.id);
    expect(approved).toMatchObject({ status: 'approved', decidedByName: expect.any(String) });
    expect(await request(deduction.id)).toMatchObject({ status: 'rejected', remark: 'No damage on the check-out report', entryId: null });
    expect(await balanceOf(siti.id)).toBe(12_050);
    expect((await entriesOf(ravi.id)).totalCount).toBe(0);

    await page.goto(`${suite.server.url}admin/credit-history`);
    const entry = byId(page, `credit-entry-${approved.entryId}`);
    await entry.waitFor({ state: 'visible', timeout: 20_000 });
    const text = await entry.innerText();
    expect(text).toContain(siti.name);
    expect(text).toContain(siti.accountNumber);
    expect(text).toContain('Deposit for March stays');
    expect(await byId(page, `credit-entry-amount-${approved.entryId}`).innerText()).toMatch(/\+RM\s?120\.50/);
    expect(await axeSerious(page, 'credit history')).toEqual([]);
    expect(await smallTargets(page, 'credit history')).toEqual([]);
    await page.context().close();
  });

  it('offline: approves two requests while another admin rejects one online; back online one is applied once, one is a conflict naming who rejected it', async () => {
    const { token, rival } = await admins();
    const [chong, goh] = await holders(2, 'Offline Holder');
    const kept = await ask(chong, 'top_up', 30_000, 'Referral bonus');
    const contested = await ask(goh, 'top_up', 45_000, 'Goodwill credit');
    const page = await signedIn();
    await openApproval(page, [kept.id, contested.id]);

    await page.context().setOffline(true);
    for (const id of [kept.id, contested.id]) {
      await byId(page, `inline-credit-swipe-approve-${id}`).click();
      await confirmWithRemark(page, null);
      await byId(page, `credit-request-${id}`).waitFor({ state: 'detached' });
    }
    await waitForStatuses(page, { pending: 2 });
    const rejected = await callAs(suite.server, rival.token, 'POST', `/api/credit/requests/${contested.id}/decision`, { action: 'reject', remark: 'Already paid by bank transfer', expected: 'pending' });
    expect(rejected.status).toBe(200);

    await page.context().setOffline(false);
    await waitForStatuses(page, { applied: 1, conflict: 1 });
    const conflict = (await storedItems(page)).find((item) => item.status === 'conflict');
    expect(conflict?.recordKey).toBe(`credit.request:${contested.id}`);
    expect(conflict?.conflict?.lastChange).toMatchObject({ action: 'credit.reject', actorName: 'Nur Aisyah binti Hassan' });

    // Applied once: one approval in the audit, one entry on the ledger, the balance moved once.
    expect((await auditEntries(suite.server, token, { entity: 'credit.request', entityId: kept.id, action: 'credit.approve' })).length).toBe(1);
    expect((await entriesOf(chong.id)).totalCount).toBe(1);
    expect(await balanceOf(chong.id)).toBe(30_000);
    expect((await entriesOf(goh.id)).totalCount).toBe(0);
    expect(await request(contested.id)).toMatchObject({ status: 'rejected', decidedBy: rival.id });

    await byId(page, 'outbox-badge').first().click();
    const card = byId(page, `outbox-item-${conflict?.id ?? ''}`);
    await card.waitFor({ state: 'visible', timeout: 15_000 });
    const shown = await card.innerText();
    expect(shown).toMatch(/Approve credit request/i);
    // The one who decided first is named, and what the request is now, in words.
    expect(shown).toContain('Nur Aisyah binti Hassan decided first');
    expect(shown).toContain('It is now rejected.');
    await page.context().close();
  });


  it('filters the history by kind and downloads it as CSV with a BOM and formulae neutralised', async () => {
    const { token } = await admins();
    const [wong] = await holders(1, 'Export Holder');
    const formula = await ask(wong, 'top_up', 2_000, '=SUM(A1:A9)');
    const decided = await callAs(suite.server, token, 'POST', `/api/credit/requests/${formula.id}/decision`, { action: 'approve', expected: 'pending' });
    expect(decided.status).toBe(200);
    const spend = await ask(wong, 'deduction', 500, 'Late check-out fee');
    await callAs(suite.server, token, 'POST', `/api/credit/requests/${spend.id}/decision`, { action: 'approve', expected: 'pending' });

    const page = await signedIn();
    await page.goto(`${suite.server.url}admin/credit-history`);
    await byId(page, 'credit-history-list').waitFor({ state: 'visible', timeout: 20_000 });
    await chooseFilter(page, 'credit-filter-kind', /^Deduction$/);
    await expect.poll(async () => page.locator('[data-testid^="credit-entry-"][data-kind]').evaluateAll((cards) => [...new Set(cards.map((c) => c.getAttribute('data-kind')))]), { timeout: 15_000 }).toEqual(['deduction']);

    // All kinds again, one holder: the formula-like reason is in the file, defused.
    await chooseFilter(page, 'credit-filter-kind', /^All kinds$/);
    await byId(page, 'credit-filter-holder').click();
    await byId(page, 'credit-holder-picker-search').locator('input').fill(wong.accountNumber);
    await byId(page, `credit-holder-option-${wong.accountNumber}`).click();
    await expect.poll(() => page.locator('[data-testid^="credit-entry-"][data-kind]').count(), { timeout: 15_000 }).toBe(2);

    const [download] = await Promise.all([page.waitForEvent('download'), byId(page, 'credit-download-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^credit-history-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(wong.accountNumber);
    expect(lines.join('\n')).toContain("'=SUM(A1:A9)");
    expect(lines.join('\n')).not.toMatch(/,=SUM/);
    expect(lines[1]).toContain('-5.00');
    await page.context().close();
  });

  it('reverses an entry with a reason; a reversal the balance cannot cover is refused with the server\'s words', async () => {
    const { token } = await admins();
    const [tan] = await holders(1, 'Reversal Holder');
    const topUp = await ask(tan, 'top_up', 2_000, 'Welcome credit');
    const spend = await ask(tan, 'deduction', 1_500, 'Laundry');
    for (const id of [topUp.id, spend.id]) {
      expect((await callAs(suite.server, token, 'POST', `/api/credit/requests/${id}/decision`, { action: 'approve', expected: 'pending' })).status).toBe(200);
    }
    const topUpEntry = (await request(topUp.id)).entryId ?? '';
    const spendEntry = (await request(spend.id)).entryId ?? '';
    const page = await signedIn();
    await page.goto(`${suite.server.url}admin/credit-history`);
    await byId(page, `credit-entry-${spendEntry}`).waitFor({ state: 'visible', timeout: 20_000 });

    // RM 5.00 left: taking back the RM 20.00 top-up would go below zero.
    await byId(page, `credit-reverse-${topUpEntry}`).click();
    await confirmWithRemark(page, 'Keyed twice');
    await expect
      .poll(() => page.locator('ion-toast').evaluateAll((els) => els.map((el) => String((el as HTMLElement & { message?: unknown }).message ?? ''))), { timeout: 15_000 })
      .toEqual(expect.arrayContaining([expect.stringMatching(/balance/i)]));
    expect(await balanceOf(tan.id)).toBe(500);

    await byId(page, `credit-reverse-${spendEntry}`).click();
    await confirmWithRemark(page, 'Laundry was included in the stay');
    await byId(page, `credit-entry-reversed-${spendEntry}`).waitFor({ state: 'visible', timeout: 15_000 });
    expect(await byId(page, `credit-reverse-${spendEntry}`).count()).toBe(0);
    expect(await balanceOf(tan.id)).toBe(2_000);
    const ledger = await entriesOf(tan.id);
    expect(ledger.entries.filter((e) => e.kind === 'reversal').map((e) => [e.reversesEntryId, e.amountSen, e.reason])).toEqual([[spendEntry, 1_500, 'Laundry was included in the stay']]);
    await page.context().close();
  });
});
