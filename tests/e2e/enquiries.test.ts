import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeSerious, presented, smallTargets, type AxeFinding, type SmallTarget } from './helpers/a11y';
import { callAs, loginToken } from './helpers/api';
import { fill, login, phoneContext } from './helpers/browser';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';

const byId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
const write = (page: Page, id: string, value: string) => byId(page, id).locator('textarea').fill(value);
/** Taps, then waits until the alert it opens is fully shown. */
async function alertShown(page: Page, tap: () => Promise<void>): Promise<void> {
  const done = page.evaluate(() => new Promise<void>((resolve) => document.addEventListener('ionAlertDidPresent', () => resolve(), { once: true })));
  await tap();
  await done;
}

describe('enquiries at 390×844', () => {
  const suite = serverAndBrowser();
  const findings: AxeFinding[] = [];
  const small: SmallTarget[] = [];
  async function check(page: Page, screen: string): Promise<void> {
    findings.push(...(await axeSerious(page, screen)));
    small.push(...(await smallTargets(page, screen)));
  }

  /** A unit to book, made through the real calls; a stay already holds 2027-09-10 → 2027-09-13. */
  async function seedUnit(token: string): Promise<{ unitId: string; heldCode: string }> {
    const post = async (path: string, body: object) => {
      const res = await callAs<{ id: string; code?: string }>(suite.server, token, 'POST', path, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body;
    };
    const company = await post('/api/companies', {
      name: 'Enquiry Stays Sdn. Bhd.', registrationNumber: '202001099999 (1299999-A)', addressLine1: '1 Jalan Ampang', postcode: '50450', city: 'Kuala Lumpur', state: 'MY-14',
    });
    const property = await post('/api/properties', {
      name: 'Seri Bayu', companyId: company.id, addressLine1: '1 Jalan Ampang', postcode: '50450', city: 'Kuala Lumpur', state: 'MY-14', checkInTime: '15:00', checkOutTime: '12:00',
    });
    const roomType = await post('/api/room-types', {
      propertyId: property.id, name: 'Studio', bedrooms: 1, bathrooms: 1, maxGuests: 2, baseNightlyRateSen: 18_000, cleaningFeeSen: 5_000,
    });
    const unit = await post('/api/units', { roomTypeId: roomType.id, unitNumber: 'SB-07-01' });
    const held = await post('/api/reservations', { unitId: unit.id, checkIn: '2027-09-10', checkOut: '2027-09-13', guestName: 'Earlier Guest', guestNationality: 'MY' });
    return { unitId: unit.id, heldCode: held.code! };
  }

  it('logs a phone enquiry, marks one replied, converts one (the link opens its reservation), and shows the server\'s message when the nights are taken', async () => {
    const token = await loginToken(suite.server);
    const { unitId, heldCode } = await seedUnit(token);
    const ask = async (name: string, checkIn: string, checkOut: string, more: object = {}) =>
      (await callAs<{ id: string }>(suite.server, token, 'POST', '/api/enquiries', { name, phone: '+60123456789', unitId, checkIn, checkOut, message: `${name} asks for a quiet room`, ...more })).body.id;
    const free = await ask('Nur Aisyah', '2027-09-20', '2027-09-22', { guestNationality: 'SG', channel: 'agoda' });
    const taken = await ask('Lim Wei', '2027-09-11', '2027-09-12');

    const page = await (await phoneContext(suite.browser)).newPage();
    await login(page, suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await page.goto(`${suite.server.url}admin/enquiry`);
    await byId(page, `enquiry-card-${free}`).waitFor({ state: 'visible' });
    await check(page, 'inbox');

    // An admin logs a phone call: a local rule is said on its field, nothing typed is lost.
    await byId(page, 'enquiry-create-button').click();
    await fill(page, 'enquiry-form-name', 'Rajesh Kumar');
    await byId(page, 'enquiry-form-submit').click();
    await expect.poll(() => byId(page, 'enquiry-form-phone').getAttribute('class')).toContain('ion-invalid');
    await fill(page, 'enquiry-form-phone', '012-345 6789');
    await write(page, 'enquiry-form-message', 'Family of four in December');
    await check(page, 'create form');
    await byId(page, 'enquiry-form-submit').click();
    await byId(page, 'enquiry-detail-name').filter({ hasText: 'Rajesh Kumar' }).waitFor({ state: 'visible' });
    await expect.poll(() => byId(page, 'enquiry-detail-message').textContent()).toBe('Family of four in December');
    // The number is one tap away: call and WhatsApp (44 px targets, checked with the rest of the screen).
    await expect(byId(page, 'enquiry-detail-phone').textContent()).resolves.toBe('+60 12 345 6789');
    await expect(byId(page, 'enquiry-detail-phone-call').getAttribute('href')).resolves.toBe('tel:+60123456789');
    await expect(byId(page, 'enquiry-detail-phone-whatsapp').getAttribute('href')).resolves.toBe('https://wa.me/60123456789');

    // Marked replied with what was said; the history shows it.
    await write(page, 'enquiry-remark', 'Sent December rates by WhatsApp');
    await byId(page, 'enquiry-mark-replied').click();
    await byId(page, 'enquiry-status').filter({ hasText: 'Replied' }).waitFor({ state: 'visible' });
    await byId(page, 'enquiry-history').filter({ hasText: 'Sent December rates by WhatsApp' }).waitFor({ state: 'visible' });
    await check(page, 'replied record');

    // Converting an enquiry whose nights are taken: the picker shows the unit taken, naming the stay, and cannot choose it.
    await page.goto(`${suite.server.url}admin/enquiry/${taken}`);
    await presented(page, 'Modal', () => byId(page, 'enquiry-convert-unit').click());
    const takenOption = byId(page, `enquiry-convert-unit-option-${unitId}`);
    await takenOption.filter({ hasText: heldCode }).waitFor({ state: 'visible' });
    expect(await takenOption.getAttribute('data-disabled')).toBe('true');
    await expect(takenOption.textContent()).resolves.toContain('10 Sep 2027');
    // The unit number stays on one line at 390 px ("SB-07-01", never "SB-/07-/01").
    const title = takenOption.locator('.picker-option__title');
    const lines = await title.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
    await check(page, 'unit picker');
    await page.locator('ion-modal ion-button').filter({ hasText: /close/i }).first().click();
    await page.locator('ion-modal:not(.overlay-hidden)').waitFor({ state: 'detached' });
    // Tapped anyway (the enquiry named it): refused before any confirm, once, with dates in the reader's words.
    await byId(page, 'enquiry-convert-submit').click();
    await byId(page, 'enquiry-convert-refusal').filter({ hasText: heldCode }).waitFor({ state: 'visible' });
    const refusal = (await byId(page, 'enquiry-convert-refusal').textContent())!;
    expect(refusal).toContain('10 Sep 2027');
    expect(refusal).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(await page.locator('ion-alert').count()).toBe(0);
    expect(await page.locator('ion-toast').count()).toBe(0);
    await expect(byId(page, 'enquiry-status').textContent()).resolves.toBe('New');
    await check(page, 'convert refused');

    // A free one: the picker says so; converting asks to confirm unit, dates, guest and price first.
    await page.goto(`${suite.server.url}admin/enquiry/${free}`);
    await expect(byId(page, 'enquiry-convert-nationality').textContent()).resolves.toContain('Singapore');
    await presented(page, 'Modal', () => byId(page, 'enquiry-convert-unit').click());
    await byId(page, `enquiry-convert-unit-option-${unitId}`).filter({ hasText: 'Free on these nights' }).click();
    await page.locator('ion-modal:not(.overlay-hidden)').waitFor({ state: 'detached' });
    await presented(page, 'Popover', () => byId(page, 'enquiry-convert-status').click());
    await page.locator('ion-popover ion-item, ion-select-popover ion-radio').filter({ hasText: 'Confirmed' }).first().click();
    await page.locator('ion-popover').first().waitFor({ state: 'detached' });
    await alertShown(page, () => byId(page, 'enquiry-convert-submit').click());
    const confirm = (await page.locator('ion-alert .alert-message').textContent())!;
    for (const said of ['SB-07-01', '20 Sep 2027 – 22 Sep 2027', '2 nights', 'Nur Aisyah', 'Singapore', 'RM']) expect(confirm).toContain(said);
    await check(page, 'convert confirm');
    // Cancel books nothing; confirming books the stay.
    await byId(page, 'enquiry-convert-cancel').click();
    await page.locator('ion-alert').waitFor({ state: 'detached' });
    expect((await callAs<{ reservationId: string | null }>(suite.server, token, 'GET', `/api/enquiries/${free}`)).body.reservationId).toBeNull();
    await alertShown(page, () => byId(page, 'enquiry-convert-submit').click());
    await byId(page, 'enquiry-convert-confirm-book').click();
    const link = byId(page, 'enquiry-reservation-link');
    await link.waitFor({ state: 'visible' });
    const stay = await callAs<{ reservationId: string; reservationCode: string; reservationStatus: string }>(suite.server, token, 'GET', `/api/enquiries/${free}`);
    expect(stay.body.reservationStatus).toBe('confirmed');
    // The nationality and channel the enquiry was told are the stay's: a foreign guest owes tourism tax.
    const booked = await callAs<{ guestNationality: string; channel: string; tourismTaxSen: number }>(suite.server, token, 'GET', `/api/reservations/${stay.body.reservationId}`);
    expect(booked.body).toMatchObject({ guestNationality: 'SG', channel: 'agoda' });
    expect(booked.body.tourismTaxSen).toBeGreaterThan(0);
    await expect(byId(page, 'enquiry-booked').textContent()).resolves.toContain(stay.body.reservationCode);
    await byId(page, 'enquiry-convert').waitFor({ state: 'detached' });
    await check(page, 'converted record');
    // Wherever the reservation page then leads, the link went to this stay's record.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => visited.push(frame.url()));
    await link.click();
    await expect.poll(() => visited.some((url) => url.endsWith(`/admin/reservation/${stay.body.reservationId}`))).toBe(true);

    // The inbox's segments: the converted one is under Converted.
    await page.goto(`${suite.server.url}admin/enquiry`);
    await byId(page, 'enquiry-segment-converted').click();
    await byId(page, `enquiry-card-${free}`).waitFor({ state: 'visible' });
    await byId(page, `enquiry-card-${taken}`).waitFor({ state: 'detached' });
    await page.context().close();
    expect(findings).toEqual([]);
    expect(small).toEqual([]);
  });
});
