import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { axeSerious, type AxeFinding } from './helpers/a11y';
import { callAs, loginToken } from './helpers/api';
import { openMenu, signedInByCookie, stillPhoneContext } from './helpers/browser';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';

/*
 * Every screen of the admin app and the owner portal, walked in the dark theme and in the light one, each checked with
 * axe-core for serious or critical findings (issue 29).
 */

/** A portal owner of the demo set (seed-portfolio's DEMO_PORTAL_OWNERS), with the demo password. */
const PORTAL_OWNER = 'kokwah.owner@demo.my';
const DEMO_PASSWORD = 'StayOps-demo-2026';

interface Screen {
  name: string;
  /** Null: a record page whose kind of record the demo data set lacks. */
  path: string | null;
}

/** A record page's address, or null when there is no record to open. */
const at = (id: string | null, path: (id: string) => string) => (id === null ? null : path(encodeURIComponent(id)));

/** The demo data's records each record page opens on, read through the API as the admin reads them. */
interface Ids {
  admin: string | null;
  announcement: string | null;
  company: string | null;
  creditAccount: string | null;
  creditRequest: string | null;
  report: string | null;
  enquiry: string | null;
  expense: string | null;
  freeStay: string | null;
  holiday: string | null;
  property: string | null;
  roomType: string | null;
  unit: string | null;
  installment: string | null;
  statement: string | null;
  owner: string | null;
  reservation: string | null;
  servicePackage: string | null;
  user: string | null;
  rider: string | null;
  portalUnit: string | null;
  portalFreeStay: string | null;
}

/** The first record of a list call's answer: its first array of records, whatever the list names it. */
async function first(token: string, server: { url: string }, path: string, field = 'id'): Promise<string | null> {
  const answer = await callAs<Record<string, unknown>>(server, token, 'GET', path);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(200);
  const list = Object.values(answer.body).find((v): v is Record<string, unknown>[] => Array.isArray(v) && v.length > 0 && typeof v[0] === 'object');
  const value = list?.[0]?.[field];
  return typeof value === 'string' ? value : null;
}

/**
 * Whether the screen now shown is the one asked for and has drawn its own content: the address is its, the page
 * on top of the stack was made for that address (not the page before it left on top, as a navigation read as Back
 * leaves it), it holds no loader and nothing busy, and it holds something of its own (a test id of its content).
 */
async function shown(page: Page, path: string): Promise<void> {
  await page.waitForFunction(
    (want) => {
      if (window.location.pathname !== want) return false;
      const pages = [...document.querySelectorAll('ion-router-outlet .ion-page:not(.ion-page-hidden)')];
      const top = pages[pages.length - 1];
      if (!top) return false;
      // The outlet's page holds the address it was made for (Ionic's PageManager's routeInfo) in React's tree.
      type Fiber = { return: Fiber | null; memoizedProps?: { routeInfo?: { pathname?: string } } };
      const key = Object.keys(top).find((k) => k.startsWith('__reactFiber$'));
      let fiber = key ? ((top as unknown as Record<string, Fiber | undefined>)[key] ?? null) : null;
      while (fiber && !fiber.memoizedProps?.routeInfo) fiber = fiber.return;
      if (fiber?.memoizedProps?.routeInfo?.pathname !== want) return false;
      if (top.querySelector('[data-testid="full-screen-loader"], [aria-busy="true"], ion-skeleton-text')) return false;
      if (document.querySelector('body > [data-testid="full-screen-loader"]')) return false;
      return top.querySelectorAll('ion-content [data-testid]').length > 0;
    },
    path,
    { timeout: 30_000, polling: 50 },
  ).catch(async (error: unknown) => {
    // Which page stood on top instead, so a failed walk says what it measured rather than only that it waited.
    const onTop = await page
      .evaluate(() => {
        const pages = [...document.querySelectorAll('ion-router-outlet .ion-page:not(.ion-page-hidden)')];
        return pages[pages.length - 1]?.querySelector('ion-content [data-testid]')?.getAttribute('data-testid') ?? 'nothing';
      })
      .catch(() => 'unreadable');
    throw new Error(`${path} not shown (address ${new URL(page.url()).pathname}, on top: ${onTop}): ${String(error)}`);
  });
}

/**
 * Opens a screen through the app's own router (no reload), as its links do, and waits for its content.
 * A pushState and a popstate event read as the browser's Back to Ionic's router whenever the page left had been
 * pushed: every second screen then showed the page before it again under the new address, and half the walk
 * measured the search page. Navigating replaces rather than pushes: a pushed walk keeps every screen in Ionic's
 * stack (ninety hidden pages, sixteen thousand elements by the end) and axe walks all of them on each screen.
 */
async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    type Navigator = { replace(to: string): void };
    type Fiber = { return: Fiber | null; memoizedProps?: { value?: { navigator?: Navigator } } };
    // The router's navigator is held by its context provider, an ancestor of the outlet in React's tree.
    const outlet = document.querySelector('ion-router-outlet');
    const key = outlet ? Object.keys(outlet).find((k) => k.startsWith('__reactFiber$')) : undefined;
    let fiber = outlet && key ? ((outlet as unknown as Record<string, Fiber | undefined>)[key] ?? null) : null;
    while (fiber && !fiber.memoizedProps?.value?.navigator) fiber = fiber.return;
    const navigator = fiber?.memoizedProps?.value?.navigator;
    if (!navigator) throw new Error('no router to navigate with');
    navigator.replace(to);
  }, path);
  await shown(page, path);
}

type Theme = 'dark' | 'light';

async function walk(page: Page, screens: Screen[], theme: Theme): Promise<AxeFinding[]> {
  const findings: AxeFinding[] = [];
  for (const screen of screens) {
    if (screen.path === null) continue;
    await open(page, screen.path);
    expect(await page.evaluate(() => document.documentElement.classList.contains('ion-palette-dark')), screen.name).toBe(theme === 'dark');
    findings.push(...(await axeSerious(page, `${screen.name} (${screen.path})`)));
  }
  // Every record page has a record in the demo data (or one made above): none is left unwalked unnoticed.
  expect(screens.filter((s) => s.path === null).map((s) => s.name), 'record pages without a record to open').toEqual([]);
  return findings;
}

/** The side menu (the shell's, on every screen) opened over the current screen, measured, and closed again. */
async function menuFindings(page: Page, screen: string): Promise<AxeFinding[]> {
  await openMenu(page);
  const findings = await axeSerious(page, screen);
  await page.evaluate(() => (document.querySelector('ion-menu') as (Element & { close(): Promise<boolean> }) | null)?.close());
  await page.locator('ion-menu.show-menu').waitFor({ state: 'detached', timeout: 10_000 });
  return findings;
}

/*
 * Both themes on one server and one browser: the walks only read, so the second theme's walk meets the same records
 * as the first's, and starting a second seeded server and reading the records again cost about 25 s of each run.
 * Each theme signs in afresh in a context of its own, so every screen reads in that theme from the first.
 */
const suite = serverAndBrowser({}, { seeded: true });
let ids: Promise<Ids> | null = null;

async function readIds(): Promise<Ids> {
  const token = await loginToken(suite.server);
  const owner = await loginToken(suite.server, PORTAL_OWNER, DEMO_PASSWORD);
  const get = (path: string, field?: string) => first(token, suite.server, path, field);
  // The demo set has no announcement: one for everyone, published, so its page and the banners it puts on
  // the dashboard and the portal are walked too.
  const made = await callAs<{ id: string; version: number }>(suite.server, token, 'POST', '/api/announcements', { titleEn: 'Lift maintenance on Saturday', bodyEn: 'The lifts of Tower B stop from 09:00 to 12:00.', audience: 'everyone' });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  expect((await callAs(suite.server, token, 'POST', `/api/announcements/${made.body.id}/publish`, { expected: made.body.version })).status).toBe(200);
  // Nor a holiday or an enquiry: one of each, far ahead so nothing else of the demo set meets them.
  const unit = await get('/api/units/aggregation');
  const holiday = await callAs(suite.server, token, 'POST', '/api/holidays', { date: '2030-08-31', name: 'Merdeka Day', state: 'MY-14', reason: 'Gazetted' });
  expect(holiday.status, JSON.stringify(holiday.body)).toBe(201);
  const enquiry = await callAs(suite.server, token, 'POST', '/api/enquiries', { name: 'Nur Aisyah', phone: '+60123456789', unitId: unit, checkIn: '2030-09-20', checkOut: '2030-09-22', message: 'A quiet room, please' });
  expect(enquiry.status, JSON.stringify(enquiry.body)).toBe(201);
  const portalFreeStays = await callAs<{ requests?: { id: string }[] }>(suite.server, owner, 'GET', '/api/free-stay-requests/aggregation');
  return {
    admin: await get('/api/administrators/aggregation'),
    announcement: await get('/api/announcements/aggregation'),
    company: await get('/api/companies/aggregation'),
    creditAccount: await get('/api/credit/accounts/aggregation', 'accountId'),
    creditRequest: await get('/api/credit/requests/aggregation'),
    report: await get('/api/dsr/aggregation'),
    enquiry: await get('/api/enquiries/aggregation'),
    expense: await get('/api/expenses/aggregation'),
    freeStay: await get('/api/free-stay-requests/aggregation'),
    holiday: await get('/api/holidays/aggregation'),
    property: await get('/api/properties/aggregation'),
    roomType: await get('/api/room-types/aggregation'),
    unit: await get('/api/units/aggregation'),
    installment: await get('/api/owner-installments/aggregation'),
    statement: await get('/api/owner-statements/aggregation'),
    owner: await get('/api/owners/aggregation'),
    reservation: await get('/api/reservations/aggregation'),
    servicePackage: await get('/api/service-packages/aggregation'),
    user: await get('/api/users/aggregation'),
    rider: await get('/api/users/aggregation', 'accountNumber'),
    portalUnit: await first(owner, suite.server, '/api/units/aggregation'),
    portalFreeStay: Object.values(portalFreeStays.body ?? {}).find((v): v is { id: string }[] => Array.isArray(v))?.[0]?.id ?? null,
  };
}

describe.each(['dark', 'light'] as const)('the %s theme at 390×844: every screen reads (axe, no serious or critical finding)', (theme) => {
  let themed: Promise<Ids> | null = null;
  let adminPage: Promise<Page> | null = null;
  const contexts: BrowserContext[] = [];

  /** The records, once the admin and the owner chose this theme in their settings (not the device's): the app applies it from the profile on sign-in. */
  async function themedIds(): Promise<Ids> {
    const id = await (ids ??= readIds());
    const token = await loginToken(suite.server);
    const owner = await loginToken(suite.server, PORTAL_OWNER, DEMO_PASSWORD);
    for (const t of [token, owner]) expect((await callAs(suite.server, t, 'PATCH', '/api/account/settings', { theme })).status).toBe(200);
    return id;
  }

  /** One signed-in admin page for the whole walk: each screen opens through the router, not a reload. */
  async function admin(): Promise<Page> {
    adminPage ??= (async () => {
      await (themed ??= themedIds());
      const context = await stillPhoneContext(suite.browser);
      contexts.push(context);
      const page = await signedInByCookie(context, suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
      await page.goto(`${suite.server.url}admin/dashboard`);
      await shown(page, '/admin/dashboard');
      return page;
    })();
    return adminPage;
  }

  it('the dashboard, search, approvals, settings and the lists of the first areas', async () => {
    const page = await admin();
    const findings = await walk(page, [
      { name: 'dashboard', path: '/admin/dashboard' },
      { name: 'search', path: '/admin/search' },
      { name: 'approvals', path: '/admin/approvals' },
      { name: 'outbox', path: '/admin/outbox' },
      { name: 'settings', path: '/admin/setting' },
      { name: 'password', path: '/admin/setting/password' },
      { name: 'global settings', path: '/admin/global' },
      { name: 'integration', path: '/admin/integration' },
      { name: 'revenue', path: '/admin/revenue' },
      { name: 'administrators', path: '/admin/admin-mgmt' },
      { name: 'announcements', path: '/admin/announcement' },
      { name: 'companies', path: '/admin/company' },
      { name: 'holidays', path: '/admin/holiday' },
    ], theme);
    findings.push(...(await menuFindings(page, 'menu')));
    expect(findings).toEqual([]);
  });

  it('users, owners, reservations and listings', async () => {
    const page = await admin();
    const id = await themed!;
    const findings = await walk(page, [
      { name: 'users', path: '/admin/user-mgmt' },
      { name: 'user', path: at(id.user, (i) => `/admin/user-mgmt/${i}`) },
      { name: 'user edit', path: at(id.user, (i) => `/admin/user-mgmt/${i}/edit`) },
      { name: 'user new', path: '/admin/user-mgmt/new' },
      { name: 'queues', path: '/admin/user-mgmt/queues' },
      { name: 'attendance', path: '/admin/user-mgmt/attendance' },
      { name: 'attendance day', path: '/admin/user-mgmt/attendance/day' },
      { name: 'rider', path: at(id.rider, (i) => `/admin/user-mgmt/riders/${i}`) },
      { name: 'owners', path: '/admin/owner-mgmt' },
      { name: 'owner', path: at(id.owner, (i) => `/admin/owner-mgmt/${i}`) },
      { name: 'owner edit', path: at(id.owner, (i) => `/admin/owner-mgmt/${i}/edit`) },
      { name: 'owner new', path: '/admin/owner-mgmt/new' },
      { name: 'owner bank change', path: at(id.owner, (i) => `/admin/owner-mgmt/${i}/bank-change`) },
    ], theme);
    expect(findings).toEqual([]);
  });

  it('reservations, the calendar and the listings tree', async () => {
    const page = await admin();
    const id = await themed!;
    const findings = await walk(page, [
      { name: 'reservations', path: '/admin/reservation' },
      { name: 'reservation', path: at(id.reservation, (i) => `/admin/reservation/${i}`) },
      { name: 'reservation edit', path: at(id.reservation, (i) => `/admin/reservation/${i}/edit`) },
      { name: 'reservation new', path: '/admin/reservation/new' },
      { name: 'calendar', path: '/admin/reservation/calendar' },
      { name: 'properties', path: '/admin/view-listing' },
      { name: 'property', path: at(id.property, (i) => `/admin/view-listing/properties/${i}`) },
      { name: 'property edit', path: at(id.property, (i) => `/admin/view-listing/properties/${i}/edit`) },
      { name: 'property new', path: '/admin/view-listing/properties/new' },
      { name: 'room type', path: at(id.roomType, (i) => `/admin/view-listing/room-types/${i}`) },
      { name: 'room type edit', path: at(id.roomType, (i) => `/admin/view-listing/room-types/${i}/edit`) },
      { name: 'room type new', path: at(id.property, (i) => `/admin/view-listing/properties/${i}/room-types/new`) },
      { name: 'unit', path: at(id.unit, (i) => `/admin/view-listing/units/${i}`) },
      { name: 'unit edit', path: at(id.unit, (i) => `/admin/view-listing/units/${i}/edit`) },
      { name: 'unit new', path: at(id.roomType, (i) => `/admin/view-listing/room-types/${i}/units/new`) },
    ], theme);
    expect(findings).toEqual([]);
  });

  it('listing summary, credit, free stays and enquiries', async () => {
    const page = await admin();
    const id = await themed!;
    const findings = await walk(page, [
      { name: 'listing summary', path: '/admin/listing-summary' },
      { name: 'units without owner', path: at(id.property, (i) => `/admin/listing-summary/${i}/without-owner`) },
      { name: 'credit holders', path: '/admin/manage-credit' },
      { name: 'credit holder', path: at(id.creditAccount, (i) => `/admin/manage-credit/${i}`) },
      { name: 'credit request form', path: at(id.creditAccount, (i) => `/admin/manage-credit/${i}/request`) },
      { name: 'my credit requests', path: '/admin/my-credit-requests' },
      { name: 'credit request', path: at(id.creditRequest, (i) => `/admin/my-credit-requests/${i}`) },
      { name: 'credit history', path: '/admin/credit-history' },
      { name: 'credit approval', path: '/admin/credit-approval' },
      { name: 'free stays', path: '/admin/free-stay-requests' },
      { name: 'free stay', path: at(id.freeStay, (i) => `/admin/free-stay-requests/${i}`) },
      { name: 'free stay form', path: '/admin/request-free-stay' },
      { name: 'free stay quotas', path: '/admin/daily-free-stay-quotas' },
      { name: 'free stay approval', path: '/admin/free-stay-approval' },
    ], theme);
    expect(findings).toEqual([]);
  });

  it('enquiries, reports, expenses, installments and statements', async () => {
    const page = await admin();
    const id = await themed!;
    const findings = await walk(page, [
      { name: 'enquiries', path: '/admin/enquiry' },
      { name: 'enquiry', path: at(id.enquiry, (i) => `/admin/enquiry/${i}`) },
      { name: 'enquiry new', path: '/admin/enquiry/new' },
      { name: 'reports', path: '/admin/report' },
      { name: 'report', path: at(id.report, (i) => `/admin/report/${i}`) },
      { name: 'report edit', path: at(id.report, (i) => `/admin/report/${i}/edit`) },
      { name: 'report new', path: '/admin/report/new' },
      { name: 'check report', path: '/admin/check-report' },
      { name: 'expenses', path: '/admin/expenses' },
      { name: 'expense', path: at(id.expense, (i) => `/admin/expenses/${i}`) },
      { name: 'expense edit', path: at(id.expense, (i) => `/admin/expenses/${i}/edit`) },
      { name: 'expense new', path: '/admin/expenses/new' },
      { name: 'installments', path: '/admin/owner-installment' },
      { name: 'installment', path: at(id.installment, (i) => `/admin/owner-installment/${i}`) },
    ], theme);
    expect(findings).toEqual([]);
  });

  it('installment forms, statements, administrators, announcements, companies, packages and holidays records', async () => {
    const page = await admin();
    const id = await themed!;
    const findings = await walk(page, [
      { name: 'installment edit', path: at(id.installment, (i) => `/admin/owner-installment/${i}/edit`) },
      { name: 'installment new', path: '/admin/owner-installment/new' },
      { name: 'statements', path: '/admin/reporting' },
      { name: 'statement', path: at(id.statement, (i) => `/admin/reporting/${i}`) },
      { name: 'administrator', path: at(id.admin, (i) => `/admin/admin-mgmt/${i}`) },
      { name: 'administrator edit', path: at(id.admin, (i) => `/admin/admin-mgmt/${i}/edit`) },
      { name: 'administrator permissions', path: at(id.admin, (i) => `/admin/admin-mgmt/${i}/permissions`) },
      { name: 'administrator new', path: '/admin/admin-mgmt/new' },
      { name: 'announcement', path: at(id.announcement, (i) => `/admin/announcement/${i}`) },
      { name: 'announcement edit', path: at(id.announcement, (i) => `/admin/announcement/${i}/edit`) },
      { name: 'announcement new', path: '/admin/announcement/new' },
      { name: 'company', path: at(id.company, (i) => `/admin/company/${i}`) },
      { name: 'company edit', path: at(id.company, (i) => `/admin/company/${i}/edit`) },
      { name: 'company new', path: '/admin/company/new' },
    ], theme);
    expect(findings).toEqual([]);
  });

  it('service packages and holidays', async () => {
    const page = await admin();
    const id = await themed!;
    const findings = await walk(page, [
      { name: 'service packages', path: '/admin/service-package' },
      { name: 'service package', path: at(id.servicePackage, (i) => `/admin/service-package/${i}`) },
      { name: 'service package edit', path: at(id.servicePackage, (i) => `/admin/service-package/${i}/edit`) },
      { name: 'service package version', path: at(id.servicePackage, (i) => `/admin/service-package/${i}/versions/new`) },
      { name: 'service package new', path: '/admin/service-package/new' },
      { name: 'holiday', path: at(id.holiday, (i) => `/admin/holiday/${i}`) },
      { name: 'holiday edit', path: at(id.holiday, (i) => `/admin/holiday/${i}/edit`) },
      { name: 'holiday new', path: '/admin/holiday/new' },
    ], theme);
    expect(findings).toEqual([]);
  });

  it("every screen of an owner's portal", async () => {
    const id = await (themed ??= themedIds());
    const context = await stillPhoneContext(suite.browser);
    contexts.push(context);
    const page = await signedInByCookie(context, suite.server.url, PORTAL_OWNER, DEMO_PASSWORD);
    await page.goto(`${suite.server.url}portal/units`);
    await shown(page, '/portal/units');
    const findings = await walk(page, [
      { name: 'portal dashboard', path: '/portal/dashboard' },
      { name: 'portal units', path: '/portal/units' },
      { name: 'portal unit', path: at(id.portalUnit, (i) => `/portal/units/${i}`) },
      { name: 'portal credit', path: '/portal/credit' },
      { name: 'portal payout', path: '/portal/payout' },
      { name: 'portal statements', path: '/portal/statements' },
      { name: 'portal contract', path: '/portal/contract' },
      { name: 'portal free stays', path: '/portal/free-stays' },
      { name: 'portal free stay form', path: '/portal/free-stays/new' },
      { name: 'portal free stay', path: at(id.portalFreeStay, (i) => `/portal/free-stays/${i}`) },
      { name: 'portal settings', path: '/portal/settings' },
      { name: 'portal password', path: '/portal/settings/password' },
    ], theme);
    findings.push(...(await menuFindings(page, 'portal menu')));
    expect(findings).toEqual([]);
    for (const c of contexts) await c.close();
  });
});
