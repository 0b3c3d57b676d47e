import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { DsrList, DsrReport } from '@shared/contracts/dsr';
import { addDays, toApiDate } from '@shared/dates';
import { P } from '@shared/permissions';
import { axeSerious } from './helpers/a11y';
import { auditEntries, callAs, createAdminWithToken, loginToken } from './helpers/api';
import { fill, phoneContext, signedInByCookie } from './helpers/browser';
import { storedItems, waitForStatuses } from './helpers/outbox';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';

/** On the page shown: Ionic keeps the pages behind it in the document. */
const byId = (page: Page, id: string) => page.locator(`.ion-page:not(.ion-page-hidden) [data-testid="${id}"]`).first();
/** The text as read, with Intl's no-break spaces (`RM 500.00`) as plain ones. */
const text = async (page: Page, id: string) => ((await byId(page, id).textContent()) ?? '').replace(/\s/g, ' ');

/** A 1×1 PNG: the server sniffs what a slip is, so it must be a real image. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('the daily sales report at 390×844', () => {
  const suite = serverAndBrowser();

  /** One property with a stay arriving today, paid RM 500 in cash and RM 300 by card today. */
  async function seed(token: string): Promise<{ propertyId: string; propertyName: string; today: string }> {
    const made = async (path: string, body: object) => {
      const res = await callAs<{ id: string }>(suite.server, token, 'POST', path, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id;
    };
    const companyId = await made('/api/companies', {
      name: 'Laporan Stays Sdn. Bhd.', registrationNumber: '202001017777', addressLine1: '2 Jalan Tun Razak', postcode: '50400', city: 'Kuala Lumpur', state: 'MY-14',
    });
    const propertyName = 'Tun Razak Residences';
    const propertyId = await made('/api/properties', {
      name: propertyName, companyId, addressLine1: '2 Jalan Tun Razak', postcode: '50400', city: 'Kuala Lumpur', state: 'MY-14', checkInTime: '15:00', checkOutTime: '12:00',
    });
    const roomTypeId = await made('/api/room-types', { propertyId, name: 'Suite', bedrooms: 1, bathrooms: 1, maxGuests: 2, baseNightlyRateSen: 25_000, cleaningFeeSen: 5_000 });
    const unitId = await made('/api/units', { roomTypeId, unitNumber: 'T-03-01' });
    await made('/api/units', { roomTypeId, unitNumber: 'T-03-02' });
    const today = toApiDate(new Date());
    const stayId = await made('/api/reservations', { unitId, checkIn: today, checkOut: addDays(today, 2), guestName: 'Cash Guest', guestNationality: 'MY', channel: 'walk_in', roomRevenueSen: 50_000 });
    await made(`/api/reservations/${stayId}/payments`, { method: 'cash', amountSen: 50_000, paidOn: today });
    await made(`/api/reservations/${stayId}/payments`, { method: 'card', amountSen: 30_000, paidOn: today });
    return { propertyId, propertyName, today };
  }

  async function reportsOf(token: string, propertyId: string): Promise<DsrReport[]> {
    const query = `filter=${encodeURIComponent(JSON.stringify({ propertyId }))}&pagination=${encodeURIComponent(JSON.stringify({ limit: 10, currentPage: 1 }))}`;
    const res = await callAs<DsrList>(suite.server, token, 'GET', `/api/dsr/aggregation?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.reports;
  }

  it('is written offline with its bank-in slip, waits to send across a reload, reaches the server once on reconnect, and another admin verifies it from the inbox', async () => {
    const token = await loginToken(suite.server);
    const { propertyId, propertyName, today } = await seed(token);

    const context = await phoneContext(suite.browser);
    const page = await signedInByCookie(context, suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    // The service worker must hold the app before the network goes, or the offline reload has nothing to start.
    await page.goto(`${suite.server.url}admin/report`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 15_000 }).toBe(true);

    // The list: empty, said so; opened online, it keeps the properties for the form.
    await byId(page, 'dsr-list-empty').waitFor({ state: 'visible', timeout: 20_000 });
    expect(await axeSerious(page, 'dsr list')).toEqual([]);

    // The form, online: property and today's figures, saved on the device with their "as of".
    await byId(page, 'dsr-create-button').click();
    await byId(page, 'dsr-form-property').click();
    await page.locator(`[data-testid="dsr-form-property-option-${propertyId}"]`).click();
    // Today in Kuala Lumpur by default, and never a day still to come.
    const date = byId(page, 'dsr-form-date').locator('input');
    expect(await date.inputValue()).toBe(today);
    expect(await date.getAttribute('max')).toBe(today);
    await expect.poll(() => text(page, 'dsr-figures-expected'), { timeout: 15_000 }).toBe('RM 500.00');
    expect(await text(page, 'dsr-figures-arrivals')).toBe('1');
    expect(await text(page, 'dsr-figures-paid-card')).toBe('RM 300.00');
    expect(await axeSerious(page, 'dsr form')).toEqual([]);

    // Offline: the cash counted, a petty-cash line, the variance worked out as typed.
    await context.setOffline(true);
    await fill(page, 'dsr-form-counted', '430');
    await byId(page, 'dsr-petty-add').click();
    await fill(page, 'dsr-petty-description-0', 'Detergent');
    await fill(page, 'dsr-petty-amount-0', '50');
    await expect.poll(() => byId(page, 'dsr-variance').getAttribute('data-variance')).toBe('2000');
    expect(await text(page, 'dsr-variance')).toContain('Short by RM 20.00');
    // Not zero: the remark is asked for before anything is sent.
    await byId(page, 'dsr-submit').click();
    await expect.poll(() => byId(page, 'dsr-form-remark').getAttribute('class')).toContain('ion-invalid');
    expect(await storedItems(page)).toEqual([]);
    await fill(page, 'dsr-form-remark', 'RM 20 refunded to a walk-in guest');
    await byId(page, 'dsr-photos-bank-in-camera').setInputFiles({ name: 'bank-in.png', mimeType: 'image/png', buffer: PNG });
    await byId(page, 'dsr-photos-bank-in-thumb').waitFor({ state: 'visible' });
    await byId(page, 'dsr-submit').click();

    // Back on the list: written on this device, waiting to send: the report, its photo, its submit.
    const waiting = page.locator('.ion-page:not(.ion-page-hidden) [data-testid^="dsr-waiting-"]');
    await waiting.first().waitFor({ state: 'visible', timeout: 15_000 });
    await waitForStatuses(page, { pending: 3 });
    expect((await storedItems(page)).map((item) => item.kind).sort()).toEqual(['dsr.create', 'dsr.photo', 'dsr.submit']);
    await page.reload();
    await waiting.first().waitFor({ state: 'visible', timeout: 20_000 });
    expect(await waiting.count()).toBe(1);
    expect(await waiting.first().innerText()).toContain(propertyName);
    expect(await reportsOf(token, propertyId)).toEqual([]);

    // The network is back: sent once, in order.
    await context.setOffline(false);
    await waitForStatuses(page, { applied: 3 });
    await waiting.first().waitFor({ state: 'detached', timeout: 15_000 });
    const reports = await reportsOf(token, propertyId);
    expect(reports).toHaveLength(1);
    const [report] = reports;
    expect(report).toMatchObject({
      businessDate: today,
      status: 'submitted',
      countedCashSen: 43_000,
      pettyCashSen: 5_000,
      varianceSen: 2_000,
      varianceRemark: 'RM 20 refunded to a walk-in guest',
      pettyCash: [{ description: 'Detergent', amountSen: 5_000 }],
    });
    expect(report.photos.map((p) => p.kind)).toEqual(['bank-in']);
    const photo = await fetch(`${suite.server.url}api/dsr/${report.id}/photos/${report.photos[0].id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer()).equals(PNG)).toBe(true);
    expect(await auditEntries(suite.server, token, { entity: 'dsr.report', entityId: report.id, action: 'dsr.create' })).toHaveLength(1);

    // Its page: the figures, the slip, and no decision for the admin who submitted it.
    await page.goto(`${suite.server.url}admin/report/${report.id}`);
    await expect.poll(() => byId(page, 'dsr-detail').getAttribute('data-status'), { timeout: 20_000 }).toBe('submitted');
    await byId(page, 'dsr-photos-bank-in-thumb').waitFor({ state: 'visible' });
    await byId(page, 'dsr-check-mine').waitFor({ state: 'visible' });
    expect(await byId(page, 'dsr-check-approve-button').count()).toBe(0);
    expect(await text(page, 'dsr-variance-value')).toBe('Short by RM 20.00');
    expect(await axeSerious(page, 'dsr record')).toEqual([]);
    await context.close();

    // A checker: the checking queue shows it; the inbox verifies it in two taps.
    const checker = await createAdminWithToken(suite.server, token, 'Siti Checker', [P.dsr.view, P.dsrChecking.view, P.dsrChecking.approve]);
    const checkerContext = await phoneContext(suite.browser);
    const second = await signedInByCookie(checkerContext, suite.server.url, checker.email, checker.password);
    await second.goto(`${suite.server.url}admin/check-report`);
    await byId(second, `dsr-check-${report.id}`).waitFor({ state: 'visible', timeout: 20_000 });
    expect(await text(second, `dsr-check-variance-${report.id}`)).toBe('Short by RM 20.00');
    await byId(second, `dsr-check-photos-${report.id}-bank-in-thumb`).waitFor({ state: 'visible' });
    expect(await axeSerious(second, 'dsr check-report')).toEqual([]);

    await second.goto(`${suite.server.url}admin/approvals`);
    await byId(second, `dsr-check-${report.id}`).waitFor({ state: 'visible', timeout: 20_000 });
    await byId(second, `inline-dsr-check-swipe-approve-${report.id}`).click();
    await byId(second, 'confirm-ok').click();
    await byId(second, `dsr-check-${report.id}`).waitFor({ state: 'detached', timeout: 15_000 });
    await expect
      .poll(async () => (await callAs<DsrReport>(suite.server, token, 'GET', `/api/dsr/${report.id}`)).body.status, { timeout: 20_000 })
      .toBe('verified');
    const verified = (await callAs<DsrReport>(suite.server, token, 'GET', `/api/dsr/${report.id}`)).body;
    expect(verified.checkedBy).toBe(checker.id);
    await checkerContext.close();
  });
});
