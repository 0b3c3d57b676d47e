import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Holiday, HolidayList } from '@shared/contracts/holidays';
import { axeSerious, presented, smallTargets, type AxeFinding, type SmallTarget } from './helpers/a11y';
import { auditEntries, callAs, loginToken } from './helpers/api';
import { fill, phoneContext, signedInByCookie } from './helpers/browser';
import { chooseFilter } from './helpers/filter-select';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';

const byId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
/** Thaipusam is in the library's 2026 calendar of Selangor. */
const YEAR = 2026;

/** Steps the year view to `year` with its buttons, a year at a time, waiting for each. */
async function stepTo(page: Page, year: number): Promise<void> {
  for (;;) {
    const shown = Number(await byId(page, 'holidays-year').textContent());
    if (shown === year) return;
    await byId(page, shown > year ? 'holidays-year-previous' : 'holidays-year-next').click();
    await expect.poll(async () => Number(await byId(page, 'holidays-year').textContent())).toBe(shown > year ? shown - 1 : shown + 1);
  }
}

describe('holidays at 390×844', () => {
  const suite = serverAndBrowser();

  it('pre-fills a year, confirms a Selangor holiday, adds one and removes it with a reason', async () => {
    const findings: AxeFinding[] = [];
    const small: SmallTarget[] = [];
    const check = async (page: Page, screen: string) => {
      findings.push(...(await axeSerious(page, screen)));
      small.push(...(await smallTargets(page, screen)));
    };
    const token = await loginToken(suite.server);
    const listOf = async (filter: object) => {
      const q = new URLSearchParams({ filter: JSON.stringify(filter), pagination: JSON.stringify({ limit: 100, currentPage: 1 }) });
      return (await callAs<HolidayList>(suite.server, token, 'GET', `api/holidays/aggregation?${q}`)).body;
    };

    const page = await signedInByCookie(await phoneContext(suite.browser), suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await page.goto(`${suite.server.url}admin/holiday`);
    await byId(page, 'holidays-year').waitFor({ state: 'visible' });
    await stepTo(page, YEAR);
    await byId(page, 'holidays-list-empty').waitFor({ state: 'visible' });
    await check(page, 'holidays, empty year');

    // Pre-fill, after its confirmation: the result says how many were added and that none were there.
    await byId(page, 'holidays-prefill').click();
    await byId(page, 'holidays-prefill-confirm').click();
    await expect.poll(() => byId(page, 'holidays-year-result').textContent(), { timeout: 30_000 }).toMatch(/^\d+ added, 0 already there$/);
    const added = Number((await byId(page, 'holidays-year-result').textContent())?.split(' ')[0]);
    expect(added).toBeGreaterThan(40);
    expect((await listOf({ year: YEAR, status: 'tentative' })).totalCount).toBe(added);

    // Selangor's view: federal and its own, Thaipusam among them, tentative with Confirm.
    await chooseFilter(page, 'holidays-filter-state', 'Selangor');
    const thaipusam = (await listOf({ year: YEAR, state: 'MY-10' })).holidays.find((h) => h.name === 'Thaipusam') as Holiday;
    expect(thaipusam).toMatchObject({ state: 'MY-10', status: 'tentative' });
    const row = byId(page, `holidays-row-${thaipusam.id}`);
    await row.waitFor({ state: 'visible' });
    expect(await row.getAttribute('data-status')).toBe('tentative');
    await byId(page, 'holidays-month-2026-02').waitFor({ state: 'visible' });
    await check(page, 'holidays, Selangor');
    await byId(page, `holidays-confirm-${thaipusam.id}`).click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('confirmed');
    await byId(page, `holidays-confirm-${thaipusam.id}`).waitFor({ state: 'detached' });
    expect((await callAs<Holiday>(suite.server, token, 'GET', `api/holidays/${thaipusam.id}`)).body).toMatchObject({ status: 'confirmed', version: 2 });

    // An admin's holiday for Selangor, confirmed at once.
    await byId(page, 'holidays-create-button').click();
    await fill(page, 'holidays-form-date', `${YEAR}-10-20`);
    await presented(page, 'Popover', () => byId(page, 'holidays-form-state').click());
    await page.locator('ion-select-popover ion-radio, ion-popover ion-item').filter({ hasText: 'Selangor' }).first().click();
    await page.locator('ion-popover').first().waitFor({ state: 'detached' });
    await fill(page, 'holidays-form-name', 'State election day');
    await page.locator('[data-testid="holidays-form-reason"] textarea').fill('Gazetted by the state');
    await check(page, 'holiday add form');
    await byId(page, 'holidays-form-submit').click();
    await page.waitForURL(/\/admin\/holiday\/[0-9a-f-]{36}$/);
    await expect.poll(() => byId(page, 'holidays-detail-name').textContent()).toBe('State election day');
    const madeId = page.url().split('/').pop() ?? '';
    expect((await callAs<Holiday>(suite.server, token, 'GET', `api/holidays/${madeId}`)).body).toMatchObject({ date: `${YEAR}-10-20`, state: 'MY-10', status: 'confirmed', source: 'admin' });
    await check(page, 'holiday record');

    // Removing asks for a reason: without one nothing is sent; with one the holiday goes, and the reason is kept.
    await byId(page, 'holidays-remove').click();
    const reason = page.locator('[data-testid="holidays-remove-reason"]');
    await reason.waitFor({ state: 'visible' });
    await byId(page, 'holidays-remove-confirm').click();
    await reason.waitFor({ state: 'visible' });
    expect((await callAs(suite.server, token, 'GET', `api/holidays/${madeId}`)).status).toBe(200);
    await reason.fill('The election was called off');
    await byId(page, 'holidays-remove-confirm').click();
    await page.waitForURL(/\/admin\/holiday$/);
    await expect.poll(async () => (await callAs(suite.server, token, 'GET', `api/holidays/${madeId}`)).status).toBe(404);
    const removal = (await auditEntries(suite.server, token, { entity: 'holidays.holiday', entityId: madeId })).find((e) => e.action === 'holidays.remove');
    expect(removal?.after).toMatchObject({ reason: 'The election was called off' });

    // A second pre-fill adds nothing and says so.
    await stepTo(page, YEAR);
    await byId(page, 'holidays-prefill').click();
    await byId(page, 'holidays-prefill-confirm').click();
    await expect.poll(() => byId(page, 'holidays-year-result').textContent(), { timeout: 30_000 }).toBe(`0 added, ${added} already there`);

    await page.context().close();
    expect(findings).toEqual([]);
    expect(small).toEqual([]);
  });
});
