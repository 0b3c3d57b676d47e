import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { AttendanceReport, DayAttendance, User, UserList } from '@shared/contracts/users';
import { toApiDate } from '@shared/dates';
import { apiAs, createAdminWithToken, loginToken } from './helpers/api';
import { axeSerious, overlaps, presented, settle, smallTargets, type AxeFinding, type Box, type SmallTarget } from './helpers/a11y';
import { fill, login, openMenu, PHONE, phoneContext, signedInByCookie, stillPhoneContext, tapMenuItem } from './helpers/browser';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';
import { chooseFilter } from './helpers/filter-select';

const byId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/** Drags a card from its right edge to the left, as a thumb would, to reveal its end options. */
async function swipeLeft(page: Page, testId: string): Promise<void> {
  const box = await byId(page, testId).boundingBox();
  if (!box) throw new Error(`${testId} is not on screen`);
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width - 20, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width - 20 - step * 22, y);
  await page.mouse.up();
}

async function box(page: Page, testId: string): Promise<Box> {
  const b = await byId(page, testId).boundingBox();
  if (!b) throw new Error(`${testId} is not on screen`);
  return { left: b.x, top: b.y, right: b.x + b.width, bottom: b.y + b.height };
}

/** The box of an element's text itself (its line boxes), which can reach past the element. */
async function textBox(page: Page, selector: string): Promise<Box> {
  return page.locator(selector).first().evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
    return {
      left: Math.min(...rects.map((r) => r.left)),
      top: Math.min(...rects.map((r) => r.top)),
      right: Math.max(...rects.map((r) => r.right)),
      bottom: Math.max(...rects.map((r) => r.bottom)),
    };
  });
}

async function confirmWithRemark(page: Page, remark: string | null): Promise<void> {
  if (remark !== null) await page.locator('[data-testid="remark-input"]').fill(remark);
  await byId(page, 'confirm-ok').click();
}

describe('user management at 390×844', () => {
  const suite = serverAndBrowser({}, { seeded: true });

  /** A blank page, signed in: each test opens its screen next (the sign-in screen is the last tests' subject). */
  async function signedInPage(): Promise<Page> {
    return signedInByCookie(await phoneContext(suite.browser), suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
  }

  async function findUser(email: string): Promise<User> {
    const get = await apiAs(suite.server.url);
    const list = await get<UserList>(`/api/users/aggregation?filter=${encodeURIComponent(JSON.stringify({ search: email }))}`);
    expect(list.users).toHaveLength(1);
    return list.users[0];
  }

  it('approves a pending user by swiping their card, with a remark', async () => {
    const pending = await findUser('faizal.guest@demo.my');
    expect(pending.approvalStatus).toBe('pending');
    const page = await signedInPage();
    await page.goto(`${suite.server.url}admin/user-mgmt/queues`);
    await byId(page, 'queue-tab-users').click();
    await byId(page, `user-card-${pending.accountNumber}`).waitFor({ state: 'visible' });
    await swipeLeft(page, `user-card-${pending.accountNumber}`);
    await byId(page, `user-swipe-approve-${pending.accountNumber}`).click();
    await confirmWithRemark(page, 'Documents checked at the front desk');
    await byId(page, `user-card-${pending.accountNumber}`).waitFor({ state: 'detached' });

    const after = await findUser('faizal.guest@demo.my');
    expect(after.approvalStatus).toBe('approved');
    expect(after.approvalRemark).toBe('Documents checked at the front desk');
    await page.context().close();
  });

  it('bans a user with a remark and unbans them', async () => {
    const target = await findUser('boonhock.buyer@demo.my');
    const page = await signedInPage();
    await page.goto(`${suite.server.url}admin/user-mgmt/${target.id}`);
    await expect.poll(() => byId(page, 'user-banned-status').getAttribute('data-banned')).toBe('false');
    await byId(page, 'user-ban-button').click();
    await confirmWithRemark(page, 'Chargeback on two bookings');
    await expect.poll(() => byId(page, 'user-banned-status').getAttribute('data-banned')).toBe('true');
    const banned = await findUser('boonhock.buyer@demo.my');
    expect(banned).toMatchObject({ banned: true, banRemark: 'Chargeback on two bookings' });

    await byId(page, 'user-unban-button').click();
    await byId(page, 'confirm-ok').click();
    await expect.poll(() => byId(page, 'user-banned-status').getAttribute('data-banned')).toBe('false');
    expect((await findUser('boonhock.buyer@demo.my')).banned).toBe(false);
    await page.context().close();
  });

  it('verifies a rider after zooming into their identity document', async () => {
    const rider = await findUser('azlan.rider@demo.my');
    expect(rider.verificationStatus).toBe('pending');
    const page = await signedInPage();
    await page.goto(`${suite.server.url}admin/user-mgmt/queues`);
    await byId(page, 'queue-tab-riders').click();
    await byId(page, `rider-card-${rider.accountNumber}`).click();
    await byId(page, 'rider-document-0').waitFor({ state: 'visible' });
    // What the documents are compared with is beside them: the rider's registered details, dates and numbers localized.
    await expect(byId(page, 'rider-details-name').textContent()).resolves.toBe(rider.name);
    await expect(byId(page, 'rider-details-account').textContent()).resolves.toBe(rider.accountNumber);
    // The IC number and date of birth to compare with the card: in full here, though the list only ever had it masked.
    expect(rider.idNumber).toBe('••••••-••-5237');
    // The queue's saved copy (masked) may draw first; the server's answer, in full, replaces it.
    await expect.poll(() => byId(page, 'rider-details-id-number').textContent()).toBe('920518-14-5237');
    await expect.poll(() => byId(page, 'rider-details-date-of-birth').textContent()).toBe('18 May 1992');
    if (rider.phone) await expect(byId(page, 'rider-details-phone').textContent()).resolves.toMatch(/^\+\d+ \d/);
    await expect(byId(page, 'rider-details-registered').textContent()).resolves.not.toMatch(/\d{4}-\d{2}-\d{2}/);
    for (let i = 0; i < 3; i++) await byId(page, 'zoom-in').click();
    await expect.poll(() => byId(page, 'zoom-level').innerText()).toBe('2.5×');
    await byId(page, 'zoom-out').click();
    await expect.poll(() => byId(page, 'zoom-level').innerText()).toBe('2×');
    await byId(page, 'zoom-reset').click();
    await expect.poll(() => byId(page, 'zoom-level').innerText()).toBe('1×');

    await byId(page, 'rider-approve-button').click();
    await confirmWithRemark(page, 'IC matches the selfie');
    await expect.poll(async () => (await findUser('azlan.rider@demo.my')).verificationStatus).toBe('approved');
    expect((await findUser('azlan.rider@demo.my')).verificationRemarks).toBe('IC matches the selfie');
    await page.context().close();
  });

  it("reads a rider's attendance for last month, day by day with totals", async () => {
    const rider = await findUser('saravanan.rider@demo.my');
    const page = await signedInPage();
    await page.goto(`${suite.server.url}admin/user-mgmt/attendance`);
    await fill(page, 'attendance-rider-search', 'Saravanan');
    // The list before the search had answered holds Saravanan too: a tap on it as the answer replaces it lands on nothing.
    await expect.poll(() => page.locator('[data-testid^="attendance-rider-option-"]').count(), { timeout: 15_000 }).toBe(1);
    await byId(page, `attendance-rider-option-${rider.accountNumber}`).click();
    await byId(page, 'attendance-rider-chosen').waitFor({ state: 'visible' });
    await byId(page, 'attendance-preset-last-month').click();

    const now = new Date();
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const get = await apiAs(suite.server.url);
    const report = await get<AttendanceReport>(
      `/user-mgmt/rider-attendance?account_number=${rider.accountNumber}&start_date=${iso(first)}&end_date=${iso(last)}`,
    );
    await byId(page, `attendance-day-${iso(first)}`).waitFor({ state: 'visible' });
    for (const day of [report.days[0], report.days.find((d) => d.status === 'late'), report.days.find((d) => d.status === 'absent')]) {
      if (!day) continue;
      expect(await byId(page, `attendance-day-${day.date}`).getAttribute('data-status')).toBe(day.status);
    }
    const totals = await byId(page, 'attendance-totals').innerText();
    for (const n of [report.totals.present, report.totals.late, report.totals.absent]) expect(totals).toContain(String(n));
    await page.context().close();
  });

  it('opens every rider on one day from the attendance page, then the day before', async () => {
    const rider = await findUser('saravanan.rider@demo.my');
    const page = await signedInPage();
    // Reached from the users list by a link that says what it is, on a phone too.
    await page.goto(`${suite.server.url}admin/user-mgmt`);
    const entry = byId(page, 'user-attendance-button');
    await entry.waitFor({ state: 'visible' });
    expect(await entry.locator('.header-link__label').isVisible()).toBe(true);
    expect((await entry.innerText()).trim()).toMatch(/attendance/i);
    await entry.click();
    await page.waitForURL(/\/admin\/user-mgmt\/attendance$/);
    // A rider's days open on this week.
    await fill(page, 'attendance-rider-search', 'Saravanan');
    // The list before the search had answered holds Saravanan too: a tap on it as the answer replaces it lands on nothing.
    await expect.poll(() => page.locator('[data-testid^="attendance-rider-option-"]').count(), { timeout: 15_000 }).toBe(1);
    await byId(page, `attendance-rider-option-${rider.accountNumber}`).click();
    await byId(page, 'attendance-rider-chosen').waitFor({ state: 'visible' });
    expect(await byId(page, 'attendance-preset-this-week').getAttribute('aria-checked')).toBe('true');
    const today = toApiDate(new Date());
    await byId(page, `attendance-day-${today}`).waitFor({ state: 'visible' });
    await byId(page, 'attendance-day-link').click();
    await expect.poll(() => page.locator('[data-testid="day-date"] input').inputValue()).toBe(today);
    const row = byId(page, `day-rider-${rider.accountNumber}`);
    await row.waitFor({ state: 'visible' });
    expect(await row.innerText()).toContain('Saravanan');

    await byId(page, 'day-previous').click();
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const get = await apiAs(suite.server.url);
    const day = await get<DayAttendance>(`/api/users/attendance?date=${yesterday}`);
    const expected = day.riders.find((r) => r.accountNumber === rider.accountNumber);
    expect(expected).toBeDefined();
    await expect.poll(() => row.getAttribute('data-status')).toBe(expected!.status);
    await page.context().close();
  });

  it('registers a user with a Malaysian phone number', async () => {
    const page = await signedInPage();
    await page.goto(`${suite.server.url}admin/user-mgmt/new`);
    await fill(page, 'reg-name', 'Nur Aisyah binti Zainal');
    await fill(page, 'reg-email', 'aisyah.zainal@demo.my');
    await byId(page, 'reg-role').click();
    await page.locator('ion-select-popover ion-radio, ion-alert button, ion-popover ion-item').filter({ hasText: /guest/i }).first().click();
    await fill(page, 'reg-phone', '012-345 6780');
    await byId(page, 'reg-submit').click();
    await page.waitForURL(/\/admin\/user-mgmt\/[0-9a-f-]{36}$/);

    const created = await findUser('aisyah.zainal@demo.my');
    expect(created).toMatchObject({ name: 'Nur Aisyah binti Zainal', phone: '+60123456780', country: 'MY', role: 'guest', approvalStatus: 'pending' });
    await page.context().close();
  });

  it('the users list draws its header links as plain links and loads the next page at its foot', async () => {
    const page = await signedInPage();
    await page.goto(`${suite.server.url}admin/user-mgmt`);
    const cards = page.locator('ion-router-outlet .ion-page:not(.ion-page-hidden) [data-testid^="user-card-"]');
    await cards.nth(19).waitFor({ state: 'visible' });
    const total = Number((await byId(page, 'user-total').innerText()).replace(/\D/g, ''));
    expect(total).toBeGreaterThan(20);
    // The header's links are links (no web component to upgrade) and still open their screens.
    for (const id of ['user-queues-button', 'user-attendance-button', 'register-user-button', 'outbox-badge']) {
      expect(await byId(page, id).first().evaluate((el) => el.tagName)).toBe('A');
    }
    expect(await page.locator('ion-router-outlet .ion-page:not(.ion-page-hidden) ion-header').evaluate((header) => header.querySelectorAll('ion-icon, ion-button').length)).toBe(0);
    // The infinite scroll is mounted a task after the list: scrolling to the foot still brings the next page.
    await page.locator('ion-router-outlet .ion-page:not(.ion-page-hidden) ion-infinite-scroll').waitFor({ state: 'attached' });
    await page.locator('ion-router-outlet .ion-page:not(.ion-page-hidden) ion-content').evaluate((el) => (el as HTMLElement & { scrollToBottom(ms: number): Promise<void> }).scrollToBottom(0));
    await expect.poll(() => cards.count()).toBeGreaterThan(20);
    await byId(page, 'user-queues-button').click();
    await page.waitForURL(/\/admin\/user-mgmt\/queues$/);
    await page.context().close();
  });

  /**
   * A walk over screens checking each with axe-core and for small targets. The walk is cut in three tests so that
   * each stays well inside its time limit when the machine is busy; each asserts its own findings.
   */
  async function screenWalk(signedIn: boolean) {
    const url = suite.server.url;
    const context = await stillPhoneContext(suite.browser);
    const page = signedIn ? await signedInByCookie(context, url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD) : await context.newPage();
    const findings: AxeFinding[] = [];
    const small: SmallTarget[] = [];
    const check = async (screen: string) => {
      findings.push(...(await axeSerious(page, screen)));
      small.push(...(await smallTargets(page, screen)));
    };
    const shown = (id: string) => byId(page, id).first().waitFor({ state: 'visible', timeout: 20_000 });
    // A full load only where no tap leads there: each costs the app's start.
    const load = async (path: string, ready: string) => {
      await page.goto(`${url}${path}`);
      await shown(ready);
    };
    const tap = async (id: string, ready: string) => {
      await byId(page, id).first().click();
      await shown(ready);
    };
    const done = async () => {
      expect(findings.map((f) => JSON.stringify(f)).join('\n')).toBe('');
      expect(small.map((f) => JSON.stringify(f)).join('\n')).toBe('');
      await page.context().close();
    };
    return { url, page, check, shown, load, tap, done };
  }

  it('users screens at 390×844: no serious or critical axe-core finding, no control below 44×44 px', async () => {
    const agent = await findUser('cheekeong.agent@demo.my');
    const { url, page, check, shown, load, tap, done } = await screenWalk(false);
    await load('', 'login-email');
    await check('sign-in');
    await login(page, url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await check('dashboard');
    await openMenu(page);
    await check('menu');
    await tapMenuItem(page, 'user-mgmt');
    for (const segment of ['all', 'pending', 'banned', 'vip', 'dormant']) {
      await byId(page, `user-segment-${segment}`).click();
      await expect.poll(() => byId(page, `user-segment-${segment}`).getAttribute('class')).toContain('segment-button-checked');
      await shown('user-total');
      await check(`users: ${segment}`);
    }
    await chooseFilter(page, 'user-role-filter', 'Rider');
    await expect.poll(() => byId(page, 'user-role-filter').inputValue()).toBe('rider');
    await shown('user-total');
    await check('users: filtered by role');

    await load(`admin/user-mgmt/${agent.id}`, 'user-url-save');
    await check('user detail');
    await tap('user-edit-button', 'user-edit-form');
    await check('user edit');
    // Saved with nothing changed: a toast says so, its Close button a full target too.
    await byId(page, 'reg-submit').click();
    await page.locator('ion-toast:not(.overlay-hidden)').first().waitFor({ state: 'visible' });
    await check('user edit: toast');
    await presented(page, 'Modal', () => tap('reg-bank', 'bank-picker-search'));
    await check('bank picker');
    // With something typed, the field's clear button is a target of its own.
    await fill(page, 'bank-picker-search', 'Bank');
    await page.locator('[data-testid="bank-picker-search"] .searchbar-clear-button').waitFor({ state: 'visible' });
    await check('bank picker: searching');
    await page.keyboard.press('Escape');
    await byId(page, 'bank-picker-search').waitFor({ state: 'hidden' });
    await presented(page, 'Modal', () => tap('reg-country', 'country-picker-search'));
    await check('dial-code picker');
    await page.keyboard.press('Escape');
    await load('admin/user-mgmt/new', 'reg-name');
    await check('user register');
    await done();
  });

  it('queue, rider and attendance screens at 390×844: no serious or critical axe-core finding, no control below 44×44 px', async () => {
    const rider = await findUser('kahwai.rider@demo.my');
    const { check, load, tap, done } = await screenWalk(true);
    await load('admin/user-mgmt/queues?tab=users', 'queue-users');
    await check('queue: users');
    await tap('queue-tab-contacts', 'queue-contacts');
    await check('queue: contact changes');
    await tap('queue-tab-riders', `rider-card-${rider.accountNumber}`);
    await check('queue: riders');
    await tap(`rider-card-${rider.accountNumber}`, 'zoom-in');
    await check('rider check');
    await tap('rider-attendance-link', 'attendance-report');
    await check('attendance');
    await done();
  });

  it('administrator, outbox, settings and not-found screens at 390×844: no serious or critical axe-core finding, no control below 44×44 px', async () => {
    const other = await createAdminWithToken(suite.server, await loginToken(suite.server), 'Aisyah Checker', [4]);
    const { page, check, load, tap, done } = await screenWalk(true);
    await load('admin/admin-mgmt', `admin-card-${other.email}`);
    await check('administrators');
    await tap(`admin-card-${other.email}`, 'edit-permissions-button');
    await check('administrator detail');
    await byId(page, 'admin-reset-password-button').click();
    await page.locator('ion-alert .alert-button').first().waitFor({ state: 'visible' });
    await check('administrator detail: confirm alert');
    await page.locator('ion-alert .alert-button[role="cancel"], ion-alert .alert-button.alert-button-role-cancel').first().click();
    await page.locator('ion-alert').waitFor({ state: 'detached' });
    await tap('admin-edit-button', 'edit-form');
    await check('administrator edit');
    await load(`admin/admin-mgmt/${other.id}/permissions`, 'permissions-save');
    await check('administrator permissions');
    await load('admin/admin-mgmt/new', 'register-form');
    await check('administrator register');
    await load('admin/outbox', 'outbox-summary');
    await check('outbox');
    // An address no screen answers says so, with the way home, rather than showing the dashboard as if it were right.
    await load('admin/no-such-screen', 'elsewhere-notFound');
    expect(page.url()).toMatch(/\/admin\/no-such-screen$/);
    await check('not found');
    await load('admin/setting', 'change-password-link');
    await check('settings');
    await tap('change-password-link', 'change-password-submit');
    await check('change password');
    await load('admin/user-mgmt/queues/nothing-here/either', 'elsewhere-notFound');
    await tap('elsewhere-home', 'dashboard-greeting');
    await done();
  });
  it('on a phone: autofill signs in, a wrong password is said once, nothing overlaps, every card has buttons, toasts sit at the foot', async () => {
    const url = suite.server.url;
    const page = await (await phoneContext(suite.browser)).newPage();
    await page.goto(url);
    await fill(page, 'login-email', E2E_ADMIN_EMAIL);
    await fill(page, 'login-password', 'not-the-password');
    await byId(page, 'login-submit').click();
    await byId(page, 'login-error').waitFor({ state: 'visible' });
    await settle(page);
    // Declared toasts (the update prompt) stay in the page, hidden; none is shown.
    expect(await page.locator('ion-toast:not(.overlay-hidden)').count()).toBe(0);

    // A password manager fills both fields without the input events the form listens to, then presses Enter.
    await page.reload();
    await byId(page, 'login-email').waitFor({ state: 'visible' });
    await page.evaluate(
      ([email, password]) => {
        const set = (field: string, value: string) => {
          const input = document.querySelector<HTMLInputElement>(`[data-testid="login-${field}"] input`);
          if (!input) throw new Error(`no ${field} input`);
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
        };
        set('email', email);
        set('password', password);
      },
      [E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD],
    );
    await page.locator('[data-testid="login-password"] input').press('Enter');
    await byId(page, 'dashboard-greeting').waitFor({ state: 'visible', timeout: 20_000 });

    // The dormant tab's long count wraps instead of running into the clock beside it.
    await page.goto(`${url}admin/user-mgmt`);
    await byId(page, 'user-segment-dormant').click();
    await expect.poll(() => byId(page, 'user-total').innerText()).toContain('dormant');
    const count = await textBox(page, '[data-testid="user-total"]');
    const clock = await textBox(page, '.list-meta [data-testid="stale-notice"]');
    expect(overlaps(count, clock)).toBe(false);
    expect(count.right).toBeLessThanOrEqual(PHONE.width);

    // The attendance search's placeholder fits the field in every language.
    await page.goto(`${url}admin/user-mgmt/attendance`);
    await byId(page, 'attendance-rider-search').waitFor({ state: 'visible' });
    for (const language of ['en-US', 'zh-CN', 'ms-MY']) {
      const words = (JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../src/app/locales/${language}/users.json`), 'utf8')) as { riders: { attendance: { searchRiderPlaceholder: string } } }).riders;
      const fit = await page.locator('[data-testid="attendance-rider-search"] input').evaluate((input: HTMLInputElement, text) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d');
        if (!context) throw new Error('no canvas');
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: context.measureText(text).width, room };
      }, words.attendance.searchRiderPlaceholder);
      expect(fit.text, language).toBeLessThanOrEqual(fit.room);
    }

    // The rider check's Approve and Reject never sit over the zoom buttons, wherever the page is scrolled.
    const rider = await findUser('kahwai.rider@demo.my');
    await page.goto(`${url}admin/user-mgmt/riders/${rider.accountNumber}`);
    await byId(page, 'zoom-in').waitFor({ state: 'visible' });
    for (const block of ['end', 'center', 'start'] as const) {
      await byId(page, 'zoom-in').evaluate((el, where) => el.scrollIntoView({ block: where }), block);
      await settle(page);
      const decisions = await Promise.all(['rider-approve-button', 'rider-reject-button'].map((id) => box(page, id)));
      for (const zoom of ['zoom-out', 'zoom-in', 'zoom-reset']) {
        const control = await box(page, zoom);
        for (const decision of decisions) expect(overlaps(control, decision), `${zoom} at ${block}`).toBe(false);
      }
    }

    // A contact change is decided with buttons on the card, no swipe needed; the toast that
    // confirms it appears at the foot, clear of the page's header.
    await page.goto(`${url}admin/user-mgmt/queues?tab=contacts`);
    const card = page.locator('[data-testid^="contact-card-"]').first();
    await card.waitFor({ state: 'visible' });
    const cardId = (await card.getAttribute('data-testid'))?.replace('contact-card-', '') ?? '';
    const approve = byId(page, `inline-contact-swipe-approve-${cardId}`);
    const approveBox = await approve.boundingBox();
    expect(approveBox?.height).toBeGreaterThanOrEqual(44);
    await approve.click();
    await confirmWithRemark(page, null);
    await byId(page, `contact-card-${cardId}`).waitFor({ state: 'detached' });
    const toast = page.locator('ion-toast:not(.overlay-hidden) .toast-wrapper').first();
    await toast.waitFor({ state: 'visible' });
    const header = await page.locator('.ion-page:not(.ion-page-hidden) ion-header').last().boundingBox();
    const toastBox = await toast.boundingBox();
    if (!header || !toastBox) throw new Error('no header or toast on screen');
    expect(toastBox.y).toBeGreaterThan(header.y + header.height);
    expect(toastBox.y + toastBox.height / 2).toBeGreaterThan(PHONE.height / 2);
    await page.context().close();
  });

  it("on an iPhone, a swipe from a queue card's left edge moves the card, not back a page", async () => {
    const context = await suite.browser.newContext({
      viewport: PHONE,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
      // Ionic turns on its swipe-back gesture for iOS.
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    });
    const page = await context.newPage();
    await login(page, suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await tapMenuItem(page, 'user-mgmt');
    await byId(page, 'user-queues-button').click();
    const card = page.locator('[data-testid="queue-users"] ion-item-sliding').first();
    await card.waitFor({ state: 'visible' });
    await settle(page);
    const cardBox = await card.boundingBox();
    if (!cardBox) throw new Error('no queue card');
    const y = cardBox.y + cardBox.height / 2;
    await page.mouse.move(4, y);
    await page.mouse.down();
    for (let step = 1; step <= 12; step++) await page.mouse.move(4 + step * 25, y);
    await page.mouse.up();
    await settle(page);
    expect(new URL(page.url()).pathname).toBe('/admin/user-mgmt/queues');
    expect(await card.isVisible()).toBe(true);
    await context.close();
  });
});
