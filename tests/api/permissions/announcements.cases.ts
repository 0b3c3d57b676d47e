import { expect } from 'vitest';
import type { Announcement, AnnouncementList } from '@shared/contracts/announcements';
import { announcements } from '@shared/contracts/plain/announcements';
import { P } from '@shared/permissions';
import { caseOf, type AreaRouteCases, type Ctx, type RouteCase } from '../helpers/route-cases';
import { listUrl } from '../helpers/test-app';

const json = <T>(res: { json(): unknown }) => res.json() as T;

/** A draft made by the first admin, titled after the case's own user so a search finds only it. */
async function made(ctx: Ctx): Promise<string> {
  const res = await ctx.t.request({
    method: 'POST',
    url: '/api/announcements',
    token: ctx.t.rootToken,
    payload: { titleEn: `Listed ${ctx.user.accountNumber}`, bodyEn: 'Lift maintenance on Friday', audience: 'admins' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<Announcement>(res).id;
}

async function publishedOne(ctx: Ctx): Promise<string> {
  const id = await made(ctx);
  const res = await ctx.t.request({ method: 'POST', url: `/api/announcements/${id}/publish`, token: ctx.t.rootToken, payload: { expected: 1 } });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

/** Every route of the announcements area, with the one code it needs. */
const ANNOUNCEMENTS_ROUTES: RouteCase[] = [
  {
    method: 'GET', path: '/api/announcements/aggregation', code: P.announcement.view, okStatus: 200,
    async prepare(ctx) { ctx.extra.record = await made(ctx); },
    request: ({ user }) => ({ url: listUrl('/api/announcements/aggregation', { filter: { search: `Listed ${user.accountNumber}` } }) }),
    async done(ctx, res) { expect(json<AnnouncementList>(res).announcements.map((r) => r.id)).toEqual([ctx.extra.record]); },
  },
  {
    method: 'GET', path: '/api/announcements/{id}', code: P.announcement.view, okStatus: 200,
    async prepare(ctx) { ctx.extra.record = await made(ctx); },
    request: ({ extra }) => ({ url: `/api/announcements/${extra.record}` }),
    async done(ctx, res) { expect(json<Announcement>(res).id).toBe(ctx.extra.record); },
  },
  {
    method: 'POST', path: '/api/announcements', code: P.announcement.create, okStatus: 201,
    request: ({ user }) => ({ url: '/api/announcements', payload: { titleEn: `Made ${user.accountNumber}`, bodyEn: 'Pool closed', audience: 'owners' } }),
    async done(ctx, res) { expect(json<Announcement>(res)).toMatchObject({ titleEn: `Made ${ctx.user.accountNumber}`, status: 'draft', version: 1 }); },
  },
  {
    method: 'PATCH', path: '/api/announcements/{id}', code: P.announcement.edit, okStatus: 200,
    async prepare(ctx) { ctx.extra.record = await made(ctx); },
    request: ({ extra }) => ({ url: `/api/announcements/${extra.record}`, payload: { titleEn: 'Renamed', version: 1 } }),
    async done(_ctx, res) { expect(json<Announcement>(res)).toMatchObject({ titleEn: 'Renamed', version: 2 }); },
  },
  caseOf(announcements.publish, {
    async prepare(ctx) { ctx.extra.record = await made(ctx); },
    request: ({ extra }) => ({ url: `/api/announcements/${extra.record}/publish`, payload: { expected: 1 } }),
    async done(_ctx, res) { expect(json<Announcement>(res)).toMatchObject({ status: 'published', version: 2 }); },
  }),
  caseOf(announcements.archive, {
    async prepare(ctx) { ctx.extra.record = await publishedOne(ctx); },
    request: ({ extra }) => ({ url: `/api/announcements/${extra.record}/archive`, payload: { expected: 2 } }),
    async done(_ctx, res) { expect(json<Announcement>(res)).toMatchObject({ status: 'archived', version: 3 }); },
  }),
];

export default { routes: ANNOUNCEMENTS_ROUTES, signedInOnly: ['GET /api/announcements/active'] } satisfies AreaRouteCases;
