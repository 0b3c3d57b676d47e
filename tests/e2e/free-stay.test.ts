import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { FreeStayRequest, QuotaDays } from '@shared/contracts/free-stay';
import type { Owner } from '@shared/contracts/owners';
import type { Unit } from '@shared/contracts/listings';
import type { ReservationDetail } from '@shared/contracts/reservations';
import { toApiDate } from '@shared/dates';
import { P } from '@shared/permissions';
import { axeSerious, presented, settle, smallTargets, type AxeFinding, type SmallTarget } from './helpers/a11y';
import { auditEntries, callAs, createAdminWithToken, loginToken } from './helpers/api';
import { fill, phoneContext, signedInByCookie } from './helpers/browser';
import { byId, storedItems, waitForStatuses } from './helpers/outbox';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';
import { recordToasts } from './helpers/toasts';

/** A portal owner of the demo set (seed-portfolio's DEMO_PORTAL_OWNERS), with the demo password. */
const PORTAL_OWNER = 'kokwah.owner@demo.my';
const DEMO_PASSWORD = 'StayOps-demo-2026';

/** Today plus `n` days, as the business date in Kuala Lumpur. Far past the demo's 90 days of free stays. */
const day = (n: number) => toApiDate(new Date(Date.now() + n * 86_400_000));
/** A date as the server's messages write it: `12 Dec 2026`. */
const spoken = (date: string) => new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

interface Seeded {
  token: string;
  units: Unit[];
  owners: Owner[];
}

describe('free stays at 390×844', () => {
  const suite = serverAndBrowser({}, { seeded: true });
  let seeded: Seeded | null = null;

  beforeAll(async () => {
    const token = await loginToken(suite.server);
    const list = <T>(path: string, filter: object) =>
      callAs<T>(suite.server, token, 'GET', `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}&pagination=${encodeURIComponent(JSON.stringify({ limit: 40, currentPage: 1 }))}`);
    const units = (await list<{ units: Unit[] }>('/api/units/aggregation', { status: 'active' })).body.units;
    const owners = (await list<{ owners: Owner[] }>('/api/owners/aggregation', { active: true })).body.owners;
    expect(units.length).toBeGreaterThanOrEqual(6);
    expect(owners.length).toBeGreaterThanOrEqual(4);
    seeded = { token, units, owners };
  });

  function data(): Seeded {
    if (!seeded) throw new Error('seeded before the tests');
    return seeded;
  }

  async function ask(accountId: string, unitId: string, checkIn: string, checkOut: string): Promise<FreeStayRequest> {
    const res = await callAs<FreeStayRequest>(suite.server, data().token, 'POST', '/api/free-stay-requests', { accountId, unitId, checkIn, checkOut, adults: 2, reason: 'Owner family visit' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  async function request(id: string): Promise<FreeStayRequest> {
    return (await callAs<FreeStayRequest>(suite.server, data().token, 'GET', `/api/free-stay-requests/${id}`)).body;
  }

  async function setQuota(date: string, quota: number | null): Promise<void> {
    const res = await callAs(suite.server, data().token, 'PUT', `/api/free-stay-quotas/${date}`, { quota });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  /** A blank page, signed in: each test opens its screen next. */
  async function signedIn(): Promise<Page> {
    return signedInByCookie(await phoneContext(suite.browser), suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
  }

  it('approves three free stays offline from the inbox while another admin fills one of their nights: two applied once, one conflict naming the night', async () => {
    const { token, units, owners } = data();
    const rival = await createAdminWithToken(suite.server, token, 'Nur Aisyah binti Hassan', [P.freeStay.view, P.freeStay.approve]);
    const [n1, n2, n3, n4] = [day(240), day(242), day(244), day(245)];
    const a = await ask(owners[0].id, units[0].id, n1, day(241));
    const b = await ask(owners[1].id, units[1].id, n2, day(243));
    // Two nights; its second night gets one place, which the rival takes.
    const c = await ask(owners[2].id, units[2].id, n3, day(246));
    await setQuota(n4, 1);
    const filler = await ask(owners[3].id, units[3].id, n4, day(246));

    const page = await signedIn();
    await page.goto(`${suite.server.url}admin/approvals`);
    for (const r of [a, b, c]) await byId(page, `free-stay-request-${r.id}`).waitFor({ state: 'visible', timeout: 20_000 });
    // The card says what an approver weighs: each night's places left, the person's free nights this year.
    expect(await byId(page, `free-stay-nights-${c.id}-${n4}`).getAttribute('data-left')).toBe('1');
    await byId(page, `free-stay-year-nights-${c.id}`).waitFor({ state: 'visible' });
    expect(await axeSerious(page, 'approvals inbox with free stays')).toEqual([]);
    expect(await smallTargets(page, 'approvals inbox with free stays')).toEqual([]);

    await page.context().setOffline(true);
    for (const r of [a, b, c]) {
      await byId(page, `inline-free-stay-swipe-approve-${r.id}`).click();
      await byId(page, 'confirm-ok').click();
      await byId(page, `free-stay-request-${r.id}`).waitFor({ state: 'detached' });
      // The prompt leaves with an animation: the next one must not open while this one is still there.
      await expect.poll(() => byId(page, 'confirm-ok').count(), { timeout: 10_000 }).toBe(0);
    }
    await waitForStatuses(page, { pending: 3 });
    const filled = await callAs(suite.server, rival.token, 'POST', `/api/free-stay-requests/${filler.id}/decision`, { action: 'approve', expected: 'pending' });
    expect(filled.status, JSON.stringify(filled.body)).toBe(200);

    await page.context().setOffline(false);
    await waitForStatuses(page, { applied: 2, conflict: 1 });
    const conflict = (await storedItems(page)).find((item) => item.status === 'conflict');
    expect(conflict?.recordKey).toBe(`free-stay.request:${c.id}`);
    expect(conflict?.conflict?.message).toContain(spoken(n4));

    // Each applied once: approved with one free_stay reservation and one approval in the audit.
    for (const r of [a, b]) {
      const now = await request(r.id);
      expect(now.status).toBe('approved');
      const stay = await callAs<ReservationDetail>(suite.server, token, 'GET', `/api/reservations/${now.reservationId ?? 'none'}`);
      expect(stay.body).toMatchObject({ kind: 'free_stay', unitId: r.unitId, checkIn: r.checkIn, checkOut: r.checkOut });
      const stays = await callAs<{ totalCount: number }>(suite.server, token, 'GET', `/api/reservations/aggregation?filter=${encodeURIComponent(JSON.stringify({ unitId: r.unitId, kind: 'free_stay', from: r.checkIn, to: r.checkIn }))}`);
      expect(stays.body.totalCount).toBe(1);
      expect((await auditEntries(suite.server, token, { entity: 'free-stay.request', entityId: r.id, action: 'free-stay.approve' })).length).toBe(1);
    }
    // The contested one still waits, took nothing, and the night holds only the rival's stay.
    expect(await request(c.id)).toMatchObject({ status: 'pending', reservationId: null });
    expect((await auditEntries(suite.server, token, { entity: 'free-stay.request', entityId: c.id, action: 'free-stay.approve' })).length).toBe(0);
    const quota = await callAs<QuotaDays>(suite.server, token, 'GET', `/api/free-stay-quotas?from=${n4}&to=${n4}`);
    expect(quota.body.days[0]).toMatchObject({ quota: 1, used: 1 });

    // The admin is shown the conflict, naming the night.
    await byId(page, 'outbox-badge').first().click();
    const card = byId(page, `outbox-item-${conflict?.id ?? ''}`);
    await card.waitFor({ state: 'visible', timeout: 15_000 });
    const shown = await card.innerText();
    expect(shown).toMatch(/Approve free stay/i);
    expect(shown).toContain(spoken(n4));
    await page.context().close();
  });

  it('says before any tap that a request\'s unit is taken, naming the stay, and approves it into a free unit of its room type', async () => {
    const { token, units, owners } = data();
    const byType = new Map<string, Unit[]>();
    for (const u of units) byType.set(u.roomTypeId, [...(byType.get(u.roomTypeId) ?? []), u]);
    const [taken] = [...byType.values()].find((group) => group.length >= 2) ?? [];
    expect(taken, 'a room type with two units').toBeTruthy();
    const [checkIn, checkOut] = [day(320), day(322)];
    const booked = await callAs<ReservationDetail>(suite.server, token, 'POST', '/api/reservations', { unitId: taken.id, checkIn: day(321), checkOut: day(323), guestName: 'Paying Guest' });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const made = await ask(owners[4 % owners.length].id, taken.id, checkIn, checkOut);
    const free = made.availability?.freeUnits?.[0];
    expect(made.availability?.takenBy?.code).toBe(booked.body.code);
    expect(free, 'a free unit of the room type').toBeTruthy();

    // The record says it before anyone approves, and names the free units.
    const page = await signedIn();
    await page.goto(`${suite.server.url}admin/free-stay-requests/${made.id}`);
    const recordNote = byId(page, `free-stay-taken-${made.id}`);
    await recordNote.waitFor({ state: 'visible', timeout: 20_000 });
    expect(await recordNote.innerText()).toContain(booked.body.code);
    expect(await recordNote.innerText()).toContain(spoken(day(321)));
    expect(await byId(page, 'free-stay-free-units').innerText()).toContain(free?.unitNumber);

    // The inbox card: the warning, no plain approve, and only free units to choose from.
    await page.goto(`${suite.server.url}admin/approvals`);
    const note = byId(page, `free-stay-taken-${made.id}`);
    await note.waitFor({ state: 'visible', timeout: 20_000 });
    expect(await note.innerText()).toContain(booked.body.code);
    const approve = byId(page, `inline-free-stay-swipe-approve-${made.id}`);
    expect((await approve.innerText()).trim()).toMatch(/choose a free unit/i);
    await approve.click();
    expect(await byId(page, 'confirm-ok').count()).toBe(0);
    expect(await smallTargets(page, 'a free-stay card with its unit taken')).toEqual([]);
    await presented(page, 'Popover', () => byId(page, `free-stay-unit-choice-${made.id}`).click());
    const options = page.locator('ion-select-popover ion-radio, ion-popover ion-item');
    expect(await options.allInnerTexts()).not.toContainEqual(expect.stringContaining(taken.unitNumber));
    await options.filter({ hasText: free?.unitNumber ?? '' }).first().click();
    await page.locator('ion-popover').first().waitFor({ state: 'detached' });
    await expect.poll(async () => (await approve.innerText()).trim()).toContain(free?.unitNumber);
    await approve.click();
    await byId(page, 'confirm-ok').click();
    await byId(page, `free-stay-request-${made.id}`).waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(async () => (await request(made.id)).status, { timeout: 15_000 }).toBe('approved');
    expect(await request(made.id)).toMatchObject({ unitId: free?.id, unitNumber: free?.unitNumber });
    await page.context().close();
  });

  it('a refused approval says the rule that refused it, blames nobody, and its card comes back to the inbox', async () => {
    const { token, units, owners } = data();
    const requester = await createAdminWithToken(suite.server, token, 'Lim Mei Ling', [P.freeStay.view, P.freeStay.create]);
    const rival = await createAdminWithToken(suite.server, token, 'Nur Aisyah binti Hassan', [P.freeStay.view, P.freeStay.approve]);
    const night = day(250);
    const asked = await callAs<FreeStayRequest>(suite.server, requester.token, 'POST', '/api/free-stay-requests', { accountId: owners[0].id, unitId: units[0].id, checkIn: night, checkOut: day(251), adults: 2, reason: 'Owner family visit' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const mine = asked.body;
    await setQuota(night, 1);
    const filler = await ask(owners[1].id, units[1].id, night, day(251));

    const page = await signedIn();
    await page.goto(`${suite.server.url}admin/approvals`);
    await byId(page, `free-stay-request-${mine.id}`).waitFor({ state: 'visible', timeout: 20_000 });
    const count = async () => (await byId(page, 'approvals-count').innerText()).match(/\d+/)?.[0];
    const before = await count();
    const toasts = await recordToasts(page);
    // The last place of the night goes to another request while the card is on screen.
    expect((await callAs(suite.server, rival.token, 'POST', `/api/free-stay-requests/${filler.id}/decision`, { action: 'approve', expected: 'pending' })).status).toBe(200);

    await byId(page, `inline-free-stay-swipe-approve-${mine.id}`).click();
    await byId(page, 'confirm-ok').click();
    const said = () => toasts().then((all) => all.find((m) => m.includes(mine.code)) ?? '');
    await expect.poll(said, { timeout: 20_000 }).toContain(`The night of ${spoken(night)} is full`);
    const toast = await said();
    // Nobody decided this request: the one who asked for it is not blamed, and no raw date shows.
    expect(toast).not.toMatch(/decided first|Lim Mei Ling/);
    expect(toast).not.toContain(night);
    // The request still waits: its card is back, and so is the count.
    await byId(page, `free-stay-request-${mine.id}`).waitFor({ state: 'visible', timeout: 15_000 });
    await expect.poll(count).toBe(before);
    expect((await request(mine.id)).status).toBe('pending');
    await page.context().close();
  });

  it('request form: the check shows each night\'s quota and the unit free, then the request waits as pending', async () => {
    const { owners, units } = data();
    const person = owners[0];
    const unit = units[4];
    const [checkIn, checkOut] = [day(260), day(263)];
    await setQuota(day(261), 2);
    const page = await signedIn();
    const findings: AxeFinding[] = [];
    const small: SmallTarget[] = [];
    const check = async (screen: string) => {
      findings.push(...(await axeSerious(page, screen)));
      small.push(...(await smallTargets(page, screen)));
    };
    await page.goto(`${suite.server.url}admin/request-free-stay`);
    await byId(page, 'free-stay-form').waitFor({ state: 'visible', timeout: 20_000 });
    await byId(page, 'free-stay-check-idle').waitFor({ state: 'visible' });
    await check('free-stay form');

    const pick = async (field: string, search: string, value: string) => {
      await presented(page, 'Modal', () => byId(page, field).click());
      await page.locator(`[data-testid="${field}-picker-search"] input`).fill(search);
      await byId(page, `${field}-option-${value}`).click();
      await byId(page, `${field}-picker`).waitFor({ state: 'hidden' });
    };
    await pick('free-stay-form-person', person.accountNumber, person.id);
    await pick('free-stay-form-property', unit.propertyName, unit.propertyId);
    await pick('free-stay-form-roomType', unit.roomTypeName, unit.roomTypeId);
    await pick('free-stay-form-unit', unit.unitNumber, unit.id);
    await fill(page, 'free-stay-form-checkIn', checkIn);
    await fill(page, 'free-stay-form-checkOut', checkOut);

    // Before sending: the unit is free, and each night's places, the one with its own quota of 2 included.
    await expect.poll(() => byId(page, 'free-stay-check').getAttribute('data-state'), { timeout: 15_000 }).toBe('ready');
    await byId(page, 'free-stay-check-available').waitFor({ state: 'visible' });
    expect(await page.locator('[data-testid^="free-stay-check-nights-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-date')))).toEqual([checkIn, day(261), day(262)]);
    expect(await byId(page, `free-stay-check-nights-${day(261)}`).innerText()).toMatch(/2 left\s+0 of 2 used/);
    await fill(page, 'free-stay-form-reason', 'Annual owner stay');
    await check('free-stay form checked');

    await byId(page, 'free-stay-form-submit').click();
    await byId(page, 'free-stay-detail').waitFor({ state: 'visible', timeout: 20_000 });
    expect(await byId(page, 'free-stay-detail').getAttribute('data-status')).toBe('pending');
    expect(await byId(page, 'free-stay-place').innerText()).toContain(unit.unitNumber);
    // One pending night shows on each of its nights.
    expect(await byId(page, `free-stay-nights-${day(261)}`).innerText()).toContain('1 pending');
    await check('free-stay record');

    // In the list, under Pending.
    await page.goto(`${suite.server.url}admin/free-stay-requests`);
    await byId(page, 'free-stay-chip-pending').click();
    await byId(page, 'free-stay-search').locator('input').fill(person.accountNumber);
    const id = new URL(page.url()).pathname;
    expect(id).toBe('/admin/free-stay-requests');
    const card = page.locator('[data-testid^="free-stay-card-"]').filter({ hasText: unit.unitNumber });
    await card.first().waitFor({ state: 'visible', timeout: 15_000 });
    expect(await card.first().locator('[data-testid="free-stay-status"]').getAttribute('data-status')).toBe('pending');
    await check('free-stay list');
    expect(findings).toEqual([]);
    expect(small).toEqual([]);
    await page.context().close();
  });

  it('daily quota: a day is changed in the calendar; below what is used it says how many are used', async () => {
    const { owners, units } = data();
    const date = day(280);
    const taken = await ask(owners[1].id, units[5].id, date, day(281));
    expect((await callAs(suite.server, data().token, 'POST', `/api/free-stay-requests/${taken.id}/decision`, { action: 'approve', expected: 'pending' })).status).toBe(200);

    const page = await signedIn();
    await page.goto(`${suite.server.url}admin/daily-free-stay-quotas`);
    await byId(page, 'free-stay-calendar').waitFor({ state: 'visible', timeout: 20_000 });
    expect(await page.locator('.free-stay-calendar tbody tr:first-child td').count()).toBe(7);
    while ((await byId(page, 'free-stay-calendar').getAttribute('data-month')) !== date.slice(0, 7)) {
      const month = await byId(page, 'free-stay-calendar').getAttribute('data-month');
      await byId(page, 'free-stay-month-next').click();
      await expect.poll(() => byId(page, 'free-stay-calendar').getAttribute('data-month'), { timeout: 15_000 }).not.toBe(month);
    }
    const cell = byId(page, `free-stay-day-${date}`);
    await cell.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await cell.getAttribute('data-used')).toBe('1');
    expect(await axeSerious(page, 'quota calendar')).toEqual([]);
    expect(await smallTargets(page, 'quota calendar')).toEqual([]);

    await presented(page, 'Modal', () => cell.click());
    await byId(page, 'free-stay-quota-form').waitFor({ state: 'visible' });
    await fill(page, 'free-stay-quota-input', '0');
    await byId(page, 'free-stay-quota-save').click();
    await expect.poll(() => byId(page, 'free-stay-quota-input').innerText(), { timeout: 15_000 }).toContain('Already 1 used');
    expect(await axeSerious(page, 'quota sheet')).toEqual([]);

    await fill(page, 'free-stay-quota-input', '7');
    await byId(page, 'free-stay-quota-save').click();
    await byId(page, 'free-stay-quota-form').waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => cell.getAttribute('data-quota'), { timeout: 15_000 }).toBe('7');
    expect(await cell.getAttribute('data-overridden')).toBe('true');
    const quota = await callAs<QuotaDays>(suite.server, data().token, 'GET', `/api/free-stay-quotas?from=${date}&to=${date}`);
    expect(quota.body.days[0]).toMatchObject({ quota: 7, used: 1, overridden: true });
    await settle(page);
    await page.context().close();
  });

  it('an owner asks for a free stay in their own unit from the portal and sees it pending', async () => {
    const page = await (await phoneContext(suite.browser)).newPage();
    await page.goto(suite.server.url);
    await fill(page, 'login-email', PORTAL_OWNER);
    await fill(page, 'login-password', DEMO_PASSWORD);
    await byId(page, 'login-submit').click();
    await byId(page, 'portal-dashboard').waitFor({ state: 'visible', timeout: 20_000 });

    await page.goto(`${suite.server.url}portal/free-stays`);
    await byId(page, 'free-stay-new').click();
    await byId(page, 'free-stay-form').waitFor({ state: 'visible', timeout: 20_000 });
    expect(await byId(page, 'free-stay-form-person').count()).toBe(0);
    await presented(page, 'Modal', () => byId(page, 'free-stay-form-unit').click());
    // The picker lists only the owner's own units.
    const option = page.locator('[data-testid^="free-stay-form-unit-option-"]').first();
    await option.waitFor({ state: 'visible', timeout: 15_000 });
    const unitId = ((await option.getAttribute('data-testid')) ?? '').replace('free-stay-form-unit-option-', '');
    await option.click();
    await byId(page, 'free-stay-form-unit-picker').waitFor({ state: 'hidden' });
    await fill(page, 'free-stay-form-checkIn', day(300));
    await fill(page, 'free-stay-form-checkOut', day(302));
    await expect.poll(() => byId(page, 'free-stay-check').getAttribute('data-state'), { timeout: 15_000 }).toBe('ready');
    await fill(page, 'free-stay-form-reason', 'School holidays with the children');
    expect(await axeSerious(page, 'portal free-stay form')).toEqual([]);
    expect(await smallTargets(page, 'portal free-stay form')).toEqual([]);
    await byId(page, 'free-stay-form-submit').click();
    await byId(page, 'free-stay-detail').waitFor({ state: 'visible', timeout: 20_000 });
    expect(await byId(page, 'free-stay-detail').getAttribute('data-status')).toBe('pending');
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    const made = await request(id);
    expect(made).toMatchObject({ status: 'pending', fromPortal: true, unitId, accountIsOwner: true });

    await page.goto(`${suite.server.url}portal/free-stays`);
    await byId(page, `free-stay-card-${id}`).waitFor({ state: 'visible', timeout: 15_000 });
    expect(await byId(page, `free-stay-card-${id}`).locator('[data-testid="free-stay-status"]').getAttribute('data-status')).toBe('pending');
    expect(await axeSerious(page, 'portal free stays')).toEqual([]);

    // A request that is not theirs (the server answers 404, as for one that never was) is not found: no retry.
    await page.goto(`${suite.server.url}portal/free-stays/00000000-0000-4000-8000-000000000000`);
    await byId(page, 'free-stay-detail-not-found').waitFor({ state: 'visible', timeout: 20_000 });
    expect(await byId(page, 'free-stay-detail-error').count()).toBe(0);
    expect(await byId(page, 'free-stay-detail-not-found').locator('ion-button, button').count()).toBe(0);
    expect(await axeSerious(page, 'portal free stay not found')).toEqual([]);
    await page.context().close();
  });
});
