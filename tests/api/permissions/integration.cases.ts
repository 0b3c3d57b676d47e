import { expect } from 'vitest';
import type { ConflictList, ExportFeed, FeedList, FeedRun, ImportConflict, ImportFeed, RunList } from '@shared/contracts/integration';
import { P } from '@shared/permissions';
import { icalEvents, icalFeeds } from '@server/db/schema';
import type { AreaRouteCases, Ctx, RouteCase } from '../helpers/route-cases';
import { createUnit } from '../helpers/portfolio';

const L = P.listing;
const json = <T>(res: { json(): unknown }) => res.json() as T;
/** Never fetched for real: the permission table needs the call answered, and a refused address answers a failed run. */
const FEED_URL = 'http://10.255.255.1/calendar.ics';

/** A unit with an import feed, made straight in the database. */
async function withFeed(ctx: Ctx): Promise<void> {
  const unit = await createUnit(ctx.t);
  ctx.extra.unit = unit.id;
  ctx.extra.property = unit.propertyId;
  const [feed] = await ctx.t.database.db.insert(icalFeeds).values({ unitId: unit.id, channel: 'airbnb', url: FEED_URL }).returning();
  ctx.extra.feed = feed.id;
}

/** …and an imported event flagged as a conflict. */
async function withConflict(ctx: Ctx): Promise<void> {
  await withFeed(ctx);
  const [event] = await ctx.t.database.db
    .insert(icalEvents)
    .values({ feedId: ctx.extra.feed, uid: `uid-${ctx.extra.feed}`, summary: 'Reserved', checkIn: '2027-03-01', checkOut: '2027-03-03', state: 'conflict' })
    .returning();
  ctx.extra.conflict = event.id;
}

/** Every integration route, with the one code it needs (Listing: 8 view, 10 edit). */
const INTEGRATION_ROUTES: RouteCase[] = [
  {
    method: 'GET', path: '/api/integration/feeds', code: L.view, okStatus: 200,
    prepare: withFeed,
    request: ({ extra }) => ({ url: `/api/integration/feeds?unitId=${extra.unit}` }),
    async done(ctx, res) { expect(json<FeedList>(res).feeds.map((f) => f.id)).toEqual([ctx.extra.feed]); },
  },
  {
    method: 'POST', path: '/api/integration/feeds', code: L.edit, okStatus: 201,
    async prepare(ctx) { ctx.extra.unit = (await createUnit(ctx.t)).id; },
    request: ({ extra }) => ({ url: '/api/integration/feeds', payload: { unitId: extra.unit, channel: 'booking', url: 'https://admin.booking.com/ical/1.ics' } }),
    async done(ctx, res) { expect(json<ImportFeed>(res)).toMatchObject({ unitId: ctx.extra.unit, channel: 'booking', active: true }); },
  },
  {
    method: 'PATCH', path: '/api/integration/feeds/{id}', code: L.edit, okStatus: 200,
    prepare: withFeed,
    request: ({ extra }) => ({ url: `/api/integration/feeds/${extra.feed}`, payload: { channel: 'agoda', version: 1 } }),
    async done(_ctx, res) { expect(json<ImportFeed>(res)).toMatchObject({ channel: 'agoda', version: 2 }); },
  },
  {
    method: 'DELETE', path: '/api/integration/feeds/{id}', code: L.edit, okStatus: 200,
    prepare: withFeed,
    request: ({ extra }) => ({ url: `/api/integration/feeds/${extra.feed}` }),
    async done(_ctx, res) { expect(json<ImportFeed>(res).active).toBe(false); },
  },
  {
    method: 'POST', path: '/api/integration/feeds/{id}/sync', code: L.edit, okStatus: 200,
    prepare: withFeed,
    request: ({ extra }) => ({ url: `/api/integration/feeds/${extra.feed}/sync` }),
    async done(_ctx, res) { expect(json<FeedRun>(res)).toMatchObject({ outcome: 'failed', error: expect.stringMatching(/private or local/) }); },
  },
  {
    method: 'GET', path: '/api/integration/feeds/{id}/runs', code: L.view, okStatus: 200,
    prepare: withFeed,
    request: ({ extra }) => ({ url: `/api/integration/feeds/${extra.feed}/runs` }),
    async done(_ctx, res) { expect(json<RunList>(res).runs).toEqual([]); },
  },
  {
    method: 'GET', path: '/api/integration/conflicts', code: L.view, okStatus: 200,
    prepare: withConflict,
    request: ({ extra }) => ({ url: `/api/integration/conflicts?propertyId=${extra.property}` }),
    async done(ctx, res) { expect(json<ConflictList>(res).conflicts.map((c) => c.id)).toEqual([ctx.extra.conflict]); },
  },
  {
    method: 'POST', path: '/api/integration/conflicts/{id}/dismiss', code: L.edit, okStatus: 200,
    prepare: withConflict,
    request: ({ extra }) => ({ url: `/api/integration/conflicts/${extra.conflict}/dismiss` }),
    async done(_ctx, res) { expect(json<ImportConflict>(res).state).toBe('dismissed'); },
  },
  {
    method: 'GET', path: '/api/integration/units/{id}/export', code: L.view, okStatus: 200,
    async prepare(ctx) { ctx.extra.unit = (await createUnit(ctx.t)).id; },
    request: ({ extra }) => ({ url: `/api/integration/units/${extra.unit}/export` }),
    async done(ctx, res) { expect(json<ExportFeed>(res)).toMatchObject({ unitId: ctx.extra.unit, path: expect.stringMatching(/^\/api\/ical\/.+\.ics$/) }); },
  },
  {
    method: 'POST', path: '/api/integration/units/{id}/export/rotate', code: L.edit, okStatus: 200,
    async prepare(ctx) { ctx.extra.unit = (await createUnit(ctx.t)).id; },
    request: ({ extra }) => ({ url: `/api/integration/units/${extra.unit}/export/rotate` }),
    async done(ctx, res) { expect(json<ExportFeed>(res).unitId).toBe(ctx.extra.unit); },
  },
];

// The iCal export needs no sign-in: its secret is the capability (tests/api/integration.test.ts).
export default { routes: INTEGRATION_ROUTES, public: ['GET /api/ical/{secret}.ics'] } satisfies AreaRouteCases;
