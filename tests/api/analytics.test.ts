import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsAccepted, AnalyticsSummary } from '@shared/contracts/analytics';
import { analyticsEvents, auditLog } from '@server/db/schema';
import { pruneExpired } from '@server/maintenance';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app';
import { body, expectFieldErrors, expectMessage, expectUnauthorized } from './helpers/fixtures';
import { createOwner, ownerSession } from './helpers/portfolio';

const EVENTS = '/api/analytics/events';
const SUMMARY = '/api/analytics/summary';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

describe.each(BACKENDS)('first-party analytics on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const post = (token: string | null, payload: unknown, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: EVENTS, token, payload: payload as object, headers });
  const stored = async () => Number((await t.database.db.select({ n: count() }).from(analyticsEvents))[0].n);
  const clear = () => t.database.db.delete(analyticsEvents);

  it('accepts a batch of views and vitals from any signed-in admin: 202, only the account id kept, no audit entry', async () => {
    await clear();
    const a = await t.adminWith([]);
    const audits = Number((await t.database.db.select({ n: count() }).from(auditLog))[0].n);
    const now = Date.now();
    const res = await post(a.token, {
      events: [
        { kind: 'view', screen: '/admin/user-mgmt', at: iso(now - 1_000) },
        { kind: 'vital', screen: '/admin/user-mgmt/:id', name: 'LCP', value: 1800, at: iso(now - 500) },
        { kind: 'vital', screen: '/admin/user-mgmt/:id', name: 'CLS', value: 0.02, at: iso(now) },
      ],
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(body<AnalyticsAccepted>(res)).toEqual({ accepted: 3, dropped: 0 });
    const rows = await t.database.db.select().from(analyticsEvents);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.accountId))).toEqual(new Set([a.id]));
    expect(Object.keys(rows[0]).sort()).toEqual(['accountId', 'at', 'id', 'kind', 'name', 'receivedAt', 'screen', 'value']);
    // Telemetry is not a change of business data: nothing is audited.
    expect(Number((await t.database.db.select({ n: count() }).from(auditLog))[0].n)).toBe(audits);
  });

  it('answers 401 signed out, 400 naming the field for a malformed batch, and never keeps any of it', async () => {
    await clear();
    const a = await t.adminWith([]);
    const at = iso(Date.now());
    expectUnauthorized(await post(null, { events: [{ kind: 'view', screen: '/admin/dashboard', at }] }));
    expectFieldErrors(await post(a.token, { events: [] }), ['events']);
    expect((await post(a.token, { events: [{ kind: 'click', screen: '/admin/dashboard', at }] })).statusCode).toBe(400);
    expectFieldErrors(await post(a.token, { events: [{ kind: 'vital', screen: '/admin/dashboard', name: 'FID', value: 10, at }] }), ['events.0.name']);
    expectFieldErrors(await post(a.token, { events: [{ kind: 'vital', screen: '/admin/dashboard', name: 'LCP', value: -1, at }] }), ['events.0.value']);
    expectFieldErrors(await post(a.token, { events: [{ kind: 'view', screen: '/admin/dashboard', at: 'yesterday' }] }), ['events.0.at']);
    // A screen is a route pattern, never an id, a number or an address.
    for (const screen of ['/admin/user-mgmt/6f1c2d3e-0000-4000-8000-000000000000', '/admin/user-mgmt/100234', 'admin', '/admin/x?email=a@b.my', '/ADMIN']) {
      expectFieldErrors(await post(a.token, { events: [{ kind: 'view', screen, at }] }), ['events.0.screen']);
    }
    // No personal field rides along.
    expectFieldErrors(await post(a.token, { events: [{ kind: 'view', screen: '/admin/dashboard', at, email: 'a@b.my' }] }), ['events.0']);
    const tooMany = Array.from({ length: 51 }, () => ({ kind: 'view', screen: '/admin/dashboard', at }));
    expectFieldErrors(await post(a.token, { events: tooMany }), ['events']);
    expect(await stored()).toBe(0);
  });

  it('answers 413 to an oversized body, never 5xx', async () => {
    const a = await t.adminWith([]);
    const at = iso(Date.now());
    const huge = { events: [{ kind: 'view', screen: `/${'a'.repeat(20_000)}`, at }] };
    const res = await post(a.token, huge);
    expectMessage(res, 413);
    expect(await stored()).toBe(0);
  });

  it('drops events older than a day and far in the future (counted), keeps a slightly fast clock as now', async () => {
    await clear();
    const a = await t.adminWith([]);
    const now = Date.now();
    const res = await post(a.token, {
      events: [
        { kind: 'view', screen: '/admin/holiday', at: iso(now - DAY - HOUR) },
        { kind: 'view', screen: '/admin/holiday', at: iso(now - 2 * HOUR) },
        { kind: 'view', screen: '/admin/holiday', at: iso(now + 60_000) },
        { kind: 'view', screen: '/admin/holiday', at: iso(now + 2 * HOUR) },
      ],
    });
    expect(res.statusCode).toBe(202);
    expect(body<AnalyticsAccepted>(res)).toEqual({ accepted: 2, dropped: 2 });
    const rows = await t.database.db.select().from(analyticsEvents);
    expect(rows.every((r) => r.at.getTime() <= Date.now())).toBe(true);
  });

  it('keeps a batch once for a repeated Idempotency-Key', async () => {
    await clear();
    const a = await t.adminWith([]);
    const batch = { events: [{ kind: 'view', screen: '/admin/company', at: iso(Date.now()) }] };
    const first = await post(a.token, batch, { 'idempotency-key': 'batch-1' });
    const again = await post(a.token, batch, { 'idempotency-key': 'batch-1' });
    expect(first.statusCode).toBe(202);
    expect(again.statusCode).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await stored()).toBe(1);
  });

  it('keeps nothing from an account that opted out in its settings', async () => {
    await clear();
    const a = await t.adminWith([]);
    const off = await t.request({ method: 'PATCH', url: '/api/account/settings', token: a.token, payload: { analytics: false } });
    expect(off.json()).toMatchObject({ analytics: false });
    const res = await post(a.token, { events: [{ kind: 'view', screen: '/admin/dashboard', at: iso(Date.now()) }] });
    expect(res.statusCode).toBe(202);
    expect(body<AnalyticsAccepted>(res)).toEqual({ accepted: 0, dropped: 1 });
    expect(await stored()).toBe(0);
  });

  it('lets an owner report but not read the summary; the summary needs code 16', async () => {
    await clear();
    const owner = await createOwner(t, { email: `analytics-owner-${backend}@stayops.test` });
    const ownerToken = await ownerSession(t, owner.id, `analytics-owner-${backend}@stayops.test`);
    const res = await post(ownerToken, { events: [{ kind: 'view', screen: '/portal/home', at: iso(Date.now()) }] });
    expect(res.statusCode, res.body).toBe(202);
    expect(await stored()).toBe(1);
    expectMessage(await t.request({ method: 'GET', url: SUMMARY, token: ownerToken }), 403);
    const without = await t.adminWith([17, 18, 19, 0, 4]);
    expectMessage(await t.request({ method: 'GET', url: SUMMARY, token: without.token }), 403);
    const viewer = await t.adminWith([16]);
    expect((await t.request({ method: 'GET', url: SUMMARY, token: viewer.token })).statusCode).toBe(200);
    expectFieldErrors(await t.request({ method: 'GET', url: `${SUMMARY}?days=14`, token: viewer.token }), ['querystring.days']);
  });

  it('summarises p75 per screen, views per day and the slowest screens on known data, within the window', async () => {
    await clear();
    const a = await t.adminWith([16]);
    const now = Date.now();
    const db = t.database.db;
    const vital = (screen: string, name: 'LCP' | 'INP' | 'CLS', value: number, ago: number) => ({ accountId: a.id, kind: 'vital' as const, screen, name, value, at: new Date(now - ago) });
    const view = (screen: string, ago: number) => ({ accountId: a.id, kind: 'view' as const, screen, name: null, value: null, at: new Date(now - ago) });
    await db.insert(analyticsEvents).values([
      // LCP 1000..4000 on the users list: p75 (linear) = 3250.
      ...[1000, 2000, 3000, 4000].map((v) => vital('/admin/user-mgmt', 'LCP', v, HOUR)),
      ...[100, 300].map((v) => vital('/admin/user-mgmt', 'INP', v, HOUR)),
      vital('/admin/user-mgmt', 'CLS', 0.05, HOUR),
      ...[500, 700].map((v) => vital('/admin/dashboard', 'LCP', v, HOUR)),
      // Ten days ago: in the 30-day window only.
      vital('/admin/revenue', 'LCP', 9000, 10 * DAY),
      view('/admin/user-mgmt', HOUR),
      view('/admin/user-mgmt', HOUR),
      view('/admin/dashboard', HOUR),
      view('/admin/dashboard', 3 * DAY),
      view('/admin/revenue', 10 * DAY),
    ]);
    const week = body<AnalyticsSummary>(await t.request({ method: 'GET', url: `${SUMMARY}?days=7`, token: a.token }));
    expect(week.days).toBe(7);
    const users = week.screens.find((s) => s.screen === '/admin/user-mgmt');
    expect(users).toEqual({ screen: '/admin/user-mgmt', views: 2, lcp: { p75: 3250, samples: 4 }, inp: { p75: 250, samples: 2 }, cls: { p75: 0.05, samples: 1 } });
    expect(week.screens.find((s) => s.screen === '/admin/dashboard')).toMatchObject({ views: 2, lcp: { p75: 650, samples: 2 }, inp: null, cls: null });
    expect(week.screens.some((s) => s.screen === '/admin/revenue')).toBe(false);
    expect(week.slowest.map((s) => s.screen)).toEqual(['/admin/user-mgmt', '/admin/dashboard']);
    expect(week.viewsPerDay.reduce((sum, d) => sum + d.views, 0)).toBe(4);
    expect(week.viewsPerDay.length).toBeGreaterThanOrEqual(2);
    for (const d of week.viewsPerDay) expect(d.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect([...week.viewsPerDay].map((d) => d.date)).toEqual([...week.viewsPerDay.map((d) => d.date)].sort());

    const month = body<AnalyticsSummary>(await t.request({ method: 'GET', url: `${SUMMARY}?days=30`, token: a.token }));
    expect(month.slowest[0]).toEqual({ screen: '/admin/revenue', p75: 9000, samples: 1 });
    expect(month.viewsPerDay.reduce((sum, d) => sum + d.views, 0)).toBe(5);
  });

  it('prunes events past 90 days with the daily maintenance and keeps the rest', async () => {
    await clear();
    const a = await t.adminWith([]);
    const now = Date.now();
    await t.database.db.insert(analyticsEvents).values([
      { accountId: a.id, kind: 'view', screen: '/admin/old', at: new Date(now - 91 * DAY) },
      { accountId: a.id, kind: 'view', screen: '/admin/recent', at: new Date(now - 89 * DAY) },
    ]);
    const pruned = await pruneExpired(t.database.db, now);
    expect(pruned.analytics).toBe(1);
    const left = await t.database.db.select({ screen: analyticsEvents.screen }).from(analyticsEvents).where(eq(analyticsEvents.accountId, a.id));
    expect(left).toEqual([{ screen: '/admin/recent' }]);
  });
});
