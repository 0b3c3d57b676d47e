import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { toApiDate } from '@shared/dates';
import { axeSerious, presented, smallTargets, type AxeFinding, type SmallTarget } from './helpers/a11y';
import { auditEntries, callAs, loginToken } from './helpers/api';
import { fill, phoneContext, signedInByCookie } from './helpers/browser';
import { byId, waitForStatuses } from './helpers/outbox';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';
import { recordToasts } from './helpers/toasts';

const DAY = 86_400_000;
/** A business date `n` days from today in Kuala Lumpur, as the desk's chips read it. */
const day = (n: number) => toApiDate(new Date(Date.now() + n * DAY));

interface Stay {
  id: string;
  code: string;
  status: string;
  checkOut: string;
  guestName: string | null;
  notes: string | null;
  version: number;
  totalSen: number;
  history: { to: string }[];
}

describe('reservations at 390×844', () => {
  const suite = serverAndBrowser();
  const findings: AxeFinding[] = [];
  const small: SmallTarget[] = [];
  const check = async (page: Page, screen: string) => {
    findings.push(...(await axeSerious(page, screen)));
    small.push(...(await smallTargets(page, screen)));
  };

  /** A property with one room type (RM 200 a night, RM 50 cleaning) and units, through the listings calls. */
  async function seedUnits(token: string, name: string, unitNumbers: string[]): Promise<string[]> {
    const company = await callAs<{ id: string }>(suite.server, token, 'POST', '/api/companies', {
      name: `${name} Sdn. Bhd.`, registrationNumber: `2021010${unitNumbers.length}${name.length} (7${name.length}1234-A)`, addressLine1: '3 Jalan Pantai', postcode: '88000', city: 'Kota Kinabalu', state: 'MY-12',
    });
    expect(company.status, JSON.stringify(company.body)).toBe(201);
    const property = await callAs<{ id: string }>(suite.server, token, 'POST', '/api/properties', {
      name, companyId: company.body.id, addressLine1: '3 Jalan Pantai', postcode: '88000', city: 'Kota Kinabalu', state: 'MY-12', checkInTime: '15:00', checkOutTime: '12:00',
    });
    expect(property.status, JSON.stringify(property.body)).toBe(201);
    const roomType = await callAs<{ id: string }>(suite.server, token, 'POST', '/api/room-types', {
      propertyId: property.body.id, name: 'Sea View Studio', bedrooms: 1, bathrooms: 1, maxGuests: 2, baseNightlyRateSen: 20_000, cleaningFeeSen: 5_000,
    });
    expect(roomType.status, JSON.stringify(roomType.body)).toBe(201);
    const units = [];
    for (const unitNumber of unitNumbers) {
      const unit = await callAs<{ id: string }>(suite.server, token, 'POST', '/api/units', { roomTypeId: roomType.body.id, unitNumber });
      expect(unit.status, JSON.stringify(unit.body)).toBe(201);
      units.push(unit.body.id);
    }
    return units;
  }

  async function book(token: string, unitId: string, checkIn: string, checkOut: string, guestName: string): Promise<Stay> {
    const res = await callAs<Stay>(suite.server, token, 'POST', '/api/reservations', { unitId, checkIn, checkOut, guestName, guestNationality: 'MY' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  /** A blank page, signed in: each test opens its screen next. */
  async function signedInPage(): Promise<Page> {
    return signedInByCookie(await phoneContext(suite.browser), suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
  }

  it("finds today's arrivals with the chip, those to check in first, and checks a guest in offline after the balance owing is said: checked in once, after reconnecting", async () => {
    const token = await loginToken(suite.server);
    const [u1, u2, u3, u4] = await seedUnits(token, 'Tanjung Aru Suites', ['T-01', 'T-02', 'T-03', 'T-04']);
    // Already in, and booked first: the list must not put it first by its code.
    const arrivedFirst = await book(token, u4!, day(0), day(1), 'Farid Hassan');
    const checkedIn = await callAs<Stay>(suite.server, token, 'POST', `/api/reservations/${arrivedFirst.id}/status`, { to: 'checked_in', expected: 'confirmed' });
    expect(checkedIn.status, JSON.stringify(checkedIn.body)).toBe(200);
    const arriving = await book(token, u1!, day(0), day(2), 'Nurul Huda');
    const inHouse = await book(token, u2!, day(-1), day(1), 'Rajesh Kumar');
    const later = await book(token, u3!, day(5), day(7), 'Chen Mei Ling');

    const page = await signedInPage();
    await page.goto(`${suite.server.url}admin/reservation`);
    await byId(page, `reservation-card-${later.code}`).waitFor({ state: 'visible' });
    // The fixed block over the list (title, search, the chips) leaves the phone's screen to the stays: well under a quarter.
    const header = page.locator('.ion-page:not(.ion-page-hidden) ion-header').first();
    const headerHeight = async () => (await header.boundingBox())?.height ?? 844;
    expect(await headerHeight()).toBeLessThan(844 * 0.25);
    // The finer filters fold behind the Filters button, and open when asked.
    expect(await byId(page, 'reservation-filter-status').isVisible()).toBe(false);
    await byId(page, 'reservation-filters-toggle').click();
    await byId(page, 'reservation-filter-status').waitFor({ state: 'visible' });
    expect(await byId(page, 'reservation-filters-toggle').getAttribute('aria-expanded')).toBe('true');
    await check(page, 'list filters open');
    await byId(page, 'reservation-filters-toggle').click();
    await byId(page, 'reservation-filter-status').waitFor({ state: 'hidden' });
    await check(page, 'list');
    await byId(page, 'reservation-chip-arriving').click();
    await byId(page, `reservation-card-${later.code}`).waitFor({ state: 'detached' });
    await byId(page, `reservation-card-${arriving.code}`).waitFor({ state: 'visible' });
    expect(await byId(page, `reservation-card-${inHouse.code}`).count()).toBe(0);
    // The guest still to check in comes before the one already in.
    const cards = page.locator('.ion-page:not(.ion-page-hidden) a[data-testid^="reservation-card-"]');
    await expect.poll(() => cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')))).toEqual([`reservation-card-${arriving.code}`, `reservation-card-${arrivedFirst.code}`]);
    await check(page, 'arrivals');
    // "To check in": one tap, the guest already in is gone.
    await byId(page, 'reservation-chip-toCheckIn').click();
    await byId(page, `reservation-card-${arrivedFirst.code}`).waitFor({ state: 'detached' });
    await byId(page, `reservation-card-${arriving.code}`).waitFor({ state: 'visible' });
    expect(await headerHeight()).toBeLessThan(844 * 0.25);

    await byId(page, `reservation-card-${arriving.code}`).click();
    await byId(page, 'reservation-check-in-button').waitFor({ state: 'visible' });
    expect(await byId(page, 'reservation-detail-status').getAttribute('data-status')).toBe('confirmed');
    await check(page, 'record');

    // Nothing paid yet: the check-in first says what is owing, and offers the payment sheet.
    const owing = `RM ${(arriving.totalSen / 100).toFixed(2)}`;
    await byId(page, 'reservation-check-in-button').click();
    const alert = byId(page, 'reservation-owing-alert');
    await alert.waitFor({ state: 'visible' });
    expect((await alert.innerText()).replace(/\s/g, ' ')).toContain(owing);
    await check(page, 'balance owing');
    await presented(page, 'Modal', () => byId(page, 'reservation-owing-payment').click());
    await byId(page, 'reservation-payment-submit').waitFor({ state: 'visible' });
    await byId(page, 'reservation-payment-cancel').click();
    await byId(page, 'reservation-payment-sheet').waitFor({ state: 'hidden' });
    expect(await byId(page, 'reservation-detail-status').getAttribute('data-status')).toBe('confirmed');

    await page.context().setOffline(true);
    await byId(page, 'reservation-check-in-button').click();
    await alert.waitFor({ state: 'visible' });
    await byId(page, 'reservation-owing-continue').click();
    await byId(page, 'confirm-ok').click();
    await waitForStatuses(page, { pending: 1 });
    // The cached stay shows the move at once, and check-out is now the next step.
    await expect.poll(() => byId(page, 'reservation-detail-status').getAttribute('data-status')).toBe('checked_in');
    await byId(page, 'reservation-check-out-button').waitFor({ state: 'visible' });

    await page.context().setOffline(false);
    await waitForStatuses(page, { applied: 1 });
    const now = await callAs<Stay>(suite.server, token, 'GET', `/api/reservations/${arriving.id}`);
    expect(now.body.status).toBe('checked_in');
    expect(now.body.history.filter((h) => h.to === 'checked_in')).toHaveLength(1);
    const audit = await auditEntries(suite.server, token, { entity: 'reservations.reservation', entityId: arriving.id, action: 'reservation.checked_in' });
    expect(audit).toHaveLength(1);
    await byId(page, 'reservation-history-row').filter({ hasText: /→/ }).first().waitFor({ state: 'visible' });
    await page.context().close();
  });

  it('books through the form with the live quote, says taken nights before submit, and records a payment', async () => {
    const token = await loginToken(suite.server);
    const [unit] = await seedUnits(token, 'Likas Bay Residences', ['L-08']);
    const holder = await book(token, unit!, day(10), day(13), 'Siti Aminah');

    const page = await signedInPage();
    // As the calendar links here: the unit and a night it already holds.
    await page.goto(`${suite.server.url}admin/reservation/new?unitId=${unit}&checkIn=${day(11)}`);
    await expect.poll(() => byId(page, 'reservation-form-unit').innerText(), { timeout: 15_000 }).toContain('L-08');
    const taken = byId(page, 'reservation-form-taken');
    await taken.waitFor({ state: 'visible' });
    expect(await taken.innerText()).toContain(holder.code);
    await check(page, 'form taken');

    await fill(page, 'reservation-form-checkIn', day(13));
    await fill(page, 'reservation-form-checkOut', day(15));
    await taken.waitFor({ state: 'detached' });
    // Two nights at RM 200 + RM 50 cleaning + 8% SST, a Malaysian guest: RM 486.00.
    await expect.poll(() => byId(page, 'reservation-quote').getAttribute('data-total'), { timeout: 15_000 }).toBe('48600');
    await fill(page, 'reservation-form-guestName', 'Ahmad Faizal');
    await presented(page, 'Modal', () => byId(page, 'reservation-form-nationality').click());
    await page.locator('[data-testid="reservation-form-nationality-picker"] input').first().fill('Malaysia');
    await byId(page, 'reservation-form-nationality-option-MY').click();
    await byId(page, 'reservation-form-nationality-picker').waitFor({ state: 'hidden' });
    // The nationality re-prices the stay: wait for that answer.
    await expect.poll(() => byId(page, 'reservation-quote').getAttribute('data-state'), { timeout: 15_000 }).toBe('ready');
    await check(page, 'form quoted');
    await byId(page, 'reservation-form-submit').click();

    await byId(page, 'reservation-detail').waitFor({ state: 'visible' });
    expect(await byId(page, 'reservation-detail-name').innerText()).toBe('Ahmad Faizal');
    expect(await byId(page, 'reservation-detail-total').innerText()).toContain('486.00');

    // A payment: nothing above zero is said on the amount, and what was typed stays.
    await presented(page, 'Modal', () => byId(page, 'reservation-payment-button').click());
    await presented(page, 'Popover', () => byId(page, 'reservation-payment-method').click());
    await page.locator('ion-popover ion-radio, ion-popover ion-item').filter({ hasText: 'Bank transfer' }).first().click();
    await page.locator('ion-popover').first().waitFor({ state: 'detached' });
    await fill(page, 'reservation-payment-amount', '0');
    await fill(page, 'reservation-payment-reference', 'MBB 20261126');
    await byId(page, 'reservation-payment-submit').click();
    await expect.poll(() => byId(page, 'reservation-payment-amount').getAttribute('class')).toContain('ion-invalid');
    await check(page, 'payment sheet');
    await fill(page, 'reservation-payment-amount', '200');
    await byId(page, 'reservation-payment-submit').click();
    await expect.poll(() => byId(page, 'reservation-detail-paid').innerText(), { timeout: 15_000 }).toContain('200.00');
    expect(await byId(page, 'reservation-detail-balance').innerText()).toContain('286.00');
    expect(await byId(page, 'reservation-payments').innerText()).toContain('MBB 20261126');
    await page.context().close();
  });

  it('edits a stay: free nights saved with the new quote, taken nights refused naming the stay, a version conflict said, nothing typed lost', async () => {
    const token = await loginToken(suite.server);
    const [unit] = await seedUnits(token, 'Sutera Harbour Loft Suites', ['S-12']);
    const stay = await book(token, unit!, day(20), day(22), 'Farah Aziz');
    const next = await book(token, unit!, day(25), day(27), 'Lim Wei Jie');
    const page = await signedInPage();
    const editUrl = `${suite.server.url}admin/reservation/${stay.id}/edit`;
    const typed = (testId: string) => page.locator(`[data-testid="${testId}"] input`).first().inputValue();
    const inputProperty = (testId: string, name: 'errorText') => page.locator(`[data-testid="${testId}"]`).evaluate((el, key) => String((el as unknown as Record<string, unknown>)[key] ?? ''), name);
    const toasts = await recordToasts(page);

    // Free nights: one more night, priced again before saving (3 nights at RM 200 + RM 50 cleaning + 8% SST).
    await page.goto(editUrl);
    await byId(page, 'reservation-edit-form').waitFor({ state: 'visible' });
    await fill(page, 'reservation-form-checkOut', day(23));
    await expect.poll(() => byId(page, 'reservation-quote').getAttribute('data-total'), { timeout: 15_000 }).toBe('70200');
    await check(page, 'edit quoted');
    await byId(page, 'reservation-form-submit').click();
    await byId(page, 'reservation-detail').waitFor({ state: 'visible' });
    await expect.poll(() => byId(page, 'reservation-detail-total').innerText(), { timeout: 15_000 }).toContain('702.00');
    const saved = await callAs<Stay>(suite.server, token, 'GET', `/api/reservations/${stay.id}`);
    expect([saved.body.checkOut, saved.body.totalSen, saved.body.version]).toEqual([day(23), 70_200, 2]);

    // Nights the next stay holds: said before saving, refused on saving with that stay's code, and the form keeps it all.
    await page.goto(editUrl);
    await expect.poll(() => typed('reservation-form-checkOut'), { timeout: 15_000 }).toBe(day(23));
    await fill(page, 'reservation-form-guestName', 'Farah binti Aziz');
    await fill(page, 'reservation-form-checkOut', day(26));
    await expect.poll(() => byId(page, 'reservation-form-taken').innerText(), { timeout: 15_000 }).toContain(next.code);
    await check(page, 'edit taken');
    await byId(page, 'reservation-form-submit').click();
    await expect.poll(() => inputProperty('reservation-form-checkIn', 'errorText'), { timeout: 15_000 }).toContain(next.code);
    expect(await typed('reservation-form-checkOut')).toBe(day(26));
    expect(await typed('reservation-form-guestName')).toBe('Farah binti Aziz');
    expect(await byId(page, 'reservation-edit-form').isVisible()).toBe(true);
    const refused = await callAs<Stay>(suite.server, token, 'GET', `/api/reservations/${stay.id}`);
    expect([refused.body.checkOut, refused.body.guestName, refused.body.version]).toEqual([day(23), 'Farah Aziz', 2]);

    // Another admin edits the stay meanwhile: saving what this form holds is refused as a conflict, and the form keeps it.
    const other = await callAs<Stay>(suite.server, token, 'PATCH', `/api/reservations/${stay.id}`, { notes: 'Late arrival, after 22:00', version: 2 });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    await fill(page, 'reservation-form-checkOut', day(24));
    await byId(page, 'reservation-form-taken').waitFor({ state: 'detached', timeout: 15_000 });
    await byId(page, 'reservation-form-submit').click();
    await expect.poll(toasts, { timeout: 15_000 }).toContainEqual(expect.stringContaining('changed by someone else'));
    expect(await typed('reservation-form-checkOut')).toBe(day(24));
    expect(await typed('reservation-form-guestName')).toBe('Farah binti Aziz');
    const kept = await callAs<Stay>(suite.server, token, 'GET', `/api/reservations/${stay.id}`);
    expect([kept.body.checkOut, kept.body.guestName, kept.body.notes, kept.body.version]).toEqual([day(23), 'Farah Aziz', 'Late arrival, after 22:00', 3]);
    // Saving again would be refused the same way: the form says so and offers their version instead.
    await byId(page, 'reservation-edit-stale').waitFor({ state: 'visible', timeout: 15_000 });
    expect(await byId(page, 'reservation-form-submit').evaluate((button) => (button as HTMLElement & { disabled: boolean }).disabled)).toBe(true);
    await check(page, 'edit changed meanwhile');
    await byId(page, 'reservation-edit-reload').click();
    await byId(page, 'reservation-edit-stale').waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => typed('reservation-form-checkOut'), { timeout: 15_000 }).toBe(day(23));
    expect(await typed('reservation-form-guestName')).toBe('Farah Aziz');
    await fill(page, 'reservation-form-checkOut', day(24));
    await byId(page, 'reservation-form-submit').click();
    await expect.poll(toasts, { timeout: 15_000 }).toContainEqual(expect.stringContaining('Changes saved'));
    const theirsThenMine = await callAs<Stay>(suite.server, token, 'GET', `/api/reservations/${stay.id}`);
    expect([theirsThenMine.body.checkOut, theirsThenMine.body.notes, theirsThenMine.body.version]).toEqual([day(24), 'Late arrival, after 22:00', 4]);
    await page.context().close();
  });

  it('meets the accessibility checks on every screen visited', () => {
    expect(findings).toEqual([]);
    expect(small).toEqual([]);
  });
});
