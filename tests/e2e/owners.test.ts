import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeSerious, presented, smallTargets, type AxeFinding, type SmallTarget } from './helpers/a11y';
import { P } from '@shared/permissions';
import { callAs, createAdminWithToken, loginToken } from './helpers/api';
import { fill, phoneContext, signedInByCookie } from './helpers/browser';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';
import { chooseFilter } from './helpers/filter-select';

const byId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/** Picks an option of an ion-select's popover and waits until the popover has gone. */
async function pick(page: Page, testId: string, label: string | RegExp): Promise<void> {
  await presented(page, 'Popover', () => byId(page, testId).click());
  await page.locator('ion-select-popover ion-radio, ion-popover ion-item').filter({ hasText: label }).first().click();
  await page.locator('ion-popover').first().waitFor({ state: 'detached' });
}

/** Types a search and waits for the list to answer with the one card expected. */
async function searchFinds(page: Page, term: string, cardTestId: string): Promise<void> {
  await fill(page, 'owner-search', term);
  await expect.poll(() => page.locator('[data-testid^="owner-card-"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid')))).toEqual([cardTestId]);
}

describe('owners at 390×844', () => {
  const suite = serverAndBrowser();
  const findings: AxeFinding[] = [];
  const small: SmallTarget[] = [];
  /** No serious or critical axe-core finding, no control under 44×44 px, on every screen the test passes through. */
  const check = async (page: Page, screen: string) => {
    findings.push(...(await axeSerious(page, screen)));
    small.push(...(await smallTargets(page, screen)));
  };

  it('creates an owner (a taken phone said on its field), finds them by IC and by phone, edits them, shows their unit, gives portal access with a working temporary password, then takes it away', async () => {
    const token = await loginToken(suite.server);
    const taken = await callAs(suite.server, token, 'POST', '/api/owners', { name: 'Existing Owner', phone: '+60123456701', idType: 'passport', idNumber: 'A1234567' });
    expect(taken.status).toBe(201);

    const page = await signedInByCookie(await phoneContext(suite.browser), suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await page.goto(`${suite.server.url}admin/owner-mgmt`);
    await page.locator('[data-testid^="owner-card-"]').first().waitFor({ state: 'visible' });
    await check(page, 'owner list');

    // The form: phone through the country picker's field, IC, bank from the 33.
    await byId(page, 'owner-create-button').click();
    await fill(page, 'owner-form-name', 'Tan Mei Ling');
    await fill(page, 'owner-form-phone', '012-345 6701');
    await fill(page, 'owner-form-email', 'mei.ling@owners.test');
    await fill(page, 'owner-form-idNumber', '850101-14-5566');
    await presented(page, 'Modal', () => byId(page, 'owner-form-bank').click());
    await fill(page, 'bank-picker-search', 'Public');
    await byId(page, 'bank-option-public-bank').click();
    await byId(page, 'bank-picker-search').waitFor({ state: 'hidden' });
    await fill(page, 'owner-form-bankAccountNumber', '3123456789');
    await check(page, 'owner create form');

    // The number is another account's: the server's words sit under the phone, and what was typed stays.
    await byId(page, 'owner-form-submit').click();
    const phoneNote = page.locator('.kit-phone-field__error');
    await expect.poll(() => phoneNote.textContent()).toContain('already used by another account');
    expect(await byId(page, 'owner-form-name').locator('input').inputValue()).toBe('Tan Mei Ling');
    await fill(page, 'owner-form-phone', '012-345 6702');
    await expect.poll(() => phoneNote.count()).toBe(0);
    await byId(page, 'owner-form-submit').click();
    await page.waitForURL(/\/admin\/owner-mgmt\/[0-9a-f-]{36}$/);
    const ownerId = page.url().split('/').pop() ?? '';
    await expect.poll(() => byId(page, 'owner-detail-name').textContent()).toBe('Tan Mei Ling');
    expect(await byId(page, 'owner-detail-bank').textContent()).toBe('Public Bank');
    expect(await byId(page, 'owner-detail-id').textContent()).toBe('850101-14-5566');
    const stored = await callAs<{ phone: string; accountNumber: string; bankAccountNumber: string }>(suite.server, token, 'GET', `/api/owners/${ownerId}`);
    expect(stored.body).toMatchObject({ phone: '+60123456702', bankAccountNumber: '3123456789' });
    // The phone is one tap away; the credit balance shows to an admin who may view credit, and opens the ledger.
    expect(await byId(page, 'owner-detail-phone').textContent()).toBe('+60 12 345 6702');
    expect(await byId(page, 'owner-detail-phone-call').getAttribute('href')).toBe('tel:+60123456702');
    expect(await byId(page, 'owner-detail-phone-whatsapp').getAttribute('href')).toBe('https://wa.me/60123456702');
    await expect.poll(() => byId(page, 'owner-credit-balance').getAttribute('data-state')).toBe('ready');
    expect(await byId(page, 'owner-credit-balance').textContent()).toMatch(/^RM\s0\.00$/);
    const card = `owner-card-${stored.body.accountNumber}`;

    // Found by IC (without dashes) and by phone (as typed in Malaysia).
    await page.goto(`${suite.server.url}admin/owner-mgmt`);
    await searchFinds(page, '850101145566', card);
    await searchFinds(page, '012-345 6702', card);

    // One field edited; the record and its history say so.
    await byId(page, card).click();
    await byId(page, 'owner-edit-button').click();
    await byId(page, 'owner-edit-form').waitFor({ state: 'visible' });
    await fill(page, 'owner-form-city', 'Ipoh');
    await pick(page, 'owner-form-state', 'Perak');
    await check(page, 'owner edit form');
    await byId(page, 'owner-form-submit').click();
    await expect.poll(() => byId(page, 'owner-detail-address').textContent()).toBe('Ipoh, Perak');
    await expect.poll(() => byId(page, 'owner-history').textContent()).toContain('City: (empty) → Ipoh');

    // A unit of theirs, made elsewhere, shows on the record.
    const company = await callAs<{ id: string }>(suite.server, token, 'POST', '/api/companies', {
      name: 'Kinta Stays Sdn. Bhd.', registrationNumber: '202101000222 (2222222-B)', addressLine1: '1 Jalan Sultan Idris Shah', postcode: '30000', city: 'Ipoh', state: 'MY-08',
    });
    const property = await callAs<{ id: string }>(suite.server, token, 'POST', '/api/properties', {
      name: 'Kinta Heights', companyId: company.body.id, addressLine1: '1 Jalan Sultan Idris Shah', postcode: '30000', city: 'Ipoh', state: 'MY-08', checkInTime: '15:00', checkOutTime: '12:00',
    });
    const roomType = await callAs<{ id: string }>(suite.server, token, 'POST', '/api/room-types', {
      propertyId: property.body.id, name: 'Two-bedroom suite', bedrooms: 2, bathrooms: 2, maxGuests: 4, baseNightlyRateSen: 28_000, cleaningFeeSen: 6_000,
    });
    const unit = await callAs(suite.server, token, 'POST', '/api/units', { roomTypeId: roomType.body.id, unitNumber: 'A-12-03', ownerId });
    expect(unit.status).toBe(201);
    await page.reload();
    await byId(page, 'owner-unit-A-12-03').waitFor({ state: 'visible' });
    expect(await byId(page, 'owner-unit-A-12-03').textContent()).toContain('Kinta Heights');
    await check(page, 'owner record');

    // Deactivating while they own the unit is refused in the server's words.
    await byId(page, 'owner-toggle-active').click();
    await byId(page, 'owner-confirm-toggle').click();
    await expect.poll(() => byId(page, 'owner-action-refusal').textContent()).toContain('owns 1 unit(s) now');

    // Portal access: the temporary password is shown once, and it signs them in to change it.
    await presented(page, 'Modal', () => byId(page, 'owner-portal-enable').click());
    const password = (await byId(page, 'temporary-password').textContent()) ?? '';
    expect(password.length).toBeGreaterThanOrEqual(8);
    await check(page, 'temporary password');
    await byId(page, 'temporary-password-close').click();
    await byId(page, 'temporary-password').waitFor({ state: 'hidden' });
    await expect.poll(() => byId(page, 'owner-portal-chip').count()).toBe(1);
    const signIn = await callAs<{ admin: { mustChangePassword: boolean; isOwner: boolean } }>(suite.server, '', 'POST', '/api/auth/login', { email: 'mei.ling@owners.test', password });
    expect(signIn.status).toBe(200);
    expect(signIn.body.admin).toMatchObject({ mustChangePassword: true, isOwner: true });

    // Removing access asks first.
    await byId(page, 'owner-portal-disable').click();
    await byId(page, 'owner-portal-confirm').click();
    await expect.poll(() => byId(page, 'owner-portal-enable').count()).toBe(1);
    const refused = await callAs(suite.server, '', 'POST', '/api/auth/login', { email: 'mei.ling@owners.test', password });
    expect(refused.status).toBe(401);

    // The portal filter agrees: she is among those without access, not those with it.
    await page.goto(`${suite.server.url}admin/owner-mgmt`);
    await searchFinds(page, 'Tan Mei', card);
    await chooseFilter(page, 'owner-filter-portal', /^With portal access$/);
    await byId(page, 'owner-list-empty').waitFor({ state: 'visible' });
    await chooseFilter(page, 'owner-filter-portal', /^Without portal access$/);
    await byId(page, card).waitFor({ state: 'visible' });

    await page.context().close();
    expect(findings).toEqual([]);
    expect(small).toEqual([]);
  });
  it('asks for a new payout account on the record, another admin approves it from the inbox, and only then is the bank changed', async () => {
    const { url } = suite.server;
    const token = await loginToken(suite.server);
    const made = await callAs<{ id: string; name: string }>(suite.server, token, 'POST', '/api/owners', {
      name: 'Wong Kar Fai', phone: '+60123456791', idType: 'passport', idNumber: 'K7654321', bankName: 'CIMB Bank', bankAccountNumber: '80012345678',
    });
    expect(made.status).toBe(201);
    const ownerId = made.body.id;
    const checker = await createAdminWithToken(suite.server, token, 'Lim Siew Lan', [P.owner.view, P.owner.approve]);
    const screens: { findings: AxeFinding[]; small: SmallTarget[] } = { findings: [], small: [] };
    const look = async (page: Page, screen: string) => {
      screens.findings.push(...(await axeSerious(page, screen)));
      screens.small.push(...(await smallTargets(page, screen)));
    };

    // The maker: Change payout account on the record, a bank from the 33, the number.
    const maker = await signedInByCookie(await phoneContext(suite.browser), url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await maker.goto(`${url}admin/owner-mgmt/${ownerId}`);
    await byId(maker, 'owner-bank-change').click();
    await byId(maker, 'owner-bank-change-form').waitFor({ state: 'visible' });
    await presented(maker, 'Modal', () => byId(maker, 'owner-bank-change-bank').click());
    await fill(maker, 'bank-picker-search', 'Maybank');
    await byId(maker, 'bank-option-maybank').click();
    await byId(maker, 'bank-picker-search').waitFor({ state: 'hidden' });
    await fill(maker, 'owner-bank-change-account', '514012341234');
    await look(maker, 'bank change form');
    await byId(maker, 'owner-bank-change-submit').click();
    await maker.waitForURL(new RegExp(`/admin/owner-mgmt/${ownerId}$`));
    await expect.poll(() => byId(maker, 'owner-bank-change-pending').textContent(), { timeout: 10_000 }).toContain('Maybank ••••1234');
    // Nothing changed yet: the payouts still go to the old account.
    const waiting = await callAs<{ bankName: string; bankAccountNumber: string }>(suite.server, token, 'GET', `/api/owners/${ownerId}`);
    expect(waiting.body).toMatchObject({ bankName: 'CIMB Bank', bankAccountNumber: '80012345678' });
    await maker.context().close();

    // Digits in groups of 4, monospace, whole on a phone's width: the checker compares them with the owner's instruction.
    const readable = async (page: Page, testId: string, groups: string[]) => {
      const digits = byId(page, testId);
      await digits.waitFor({ state: 'visible', timeout: 15_000 });
      expect(await digits.locator('span').allTextContents()).toEqual(groups);
      expect(await digits.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/monospace/);
      const box = await digits.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= (page.viewportSize()?.width ?? 0)).toBe(true);
    };

    // The checker (Owner approve): the owner's record shows the waiting change's numbers in full...
    const page = await signedInByCookie(await phoneContext(suite.browser), url, checker.email, checker.password);
    await page.goto(`${url}admin/owner-mgmt/${ownerId}`);
    await readable(page, 'owner-bank-change-pending-numbers-new', ['5140', '1234', '1234']);
    await readable(page, 'owner-bank-change-pending-numbers-previous', ['8001', '2345', '678']);
    // ...and so does the card in the inbox: whose, current and new account in full, who asked; approve, confirm.
    await page.goto(`${url}admin/approvals`);
    const card = page.locator('[data-testid^="bank-change-accounts-"]').first();
    await card.waitFor({ state: 'visible', timeout: 15_000 });
    const changeId = ((await card.getAttribute('data-testid')) ?? '').replace('bank-change-accounts-', '');
    expect(await card.textContent()).toMatch(/CIMB Bank\s*80012345678.*Maybank\s*514012341234/);
    expect(await card.textContent()).not.toContain('••••');
    await readable(page, `bank-change-accounts-${changeId}-new`, ['5140', '1234', '1234']);
    await readable(page, `bank-change-accounts-${changeId}-previous`, ['8001', '2345', '678']);
    expect(await byId(page, `bank-change-${changeId}`).textContent()).toContain('Wong Kar Fai');
    await look(page, 'approvals inbox, bank change');
    await byId(page, `inline-bank-change-approve-${changeId}`).click();
    await expect.poll(() => page.locator('ion-alert').textContent(), { timeout: 10_000 }).toContain('Maybank 5140 1234 1234 instead of CIMB Bank 8001 2345 678');
    await byId(page, 'confirm-ok').click();
    await byId(page, `bank-change-${changeId}`).waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await callAs<{ bankName: string; bankAccountNumber: string }>(suite.server, token, 'GET', `/api/owners/${ownerId}`)).body, { timeout: 15_000 })
      .toMatchObject({ bankName: 'Maybank', bankAccountNumber: '514012341234' });
    await page.context().close();
    expect(screens.findings).toEqual([]);
    expect(screens.small).toEqual([]);
  });
});
