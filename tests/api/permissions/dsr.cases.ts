import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DsrList, DsrPrefill, DsrReport } from '@shared/contracts/dsr';
import { dsr } from '@shared/contracts/plain/dsr';
import { toApiDate } from '@shared/dates';
import { dsrReports } from '@server/db/schema';
import { caseOf, type AreaRouteCases, type Ctx, type RouteCase } from '../helpers/route-cases';
import { createProperty } from '../helpers/portfolio';
import { listUrl } from '../helpers/test-app';
import { JPEG, PNG, multipart } from '../helpers/users';

const json = <T>(res: { json(): unknown }) => res.json() as T;
const yesterday = () => toApiDate(new Date(Date.now() - 86_400_000));

/** A property of the case's own, so its report of yesterday is the only one a filter on it finds. */
async function property(ctx: Ctx): Promise<string> {
  ctx.extra.property = (await createProperty(ctx.t)).id;
  return ctx.extra.property;
}

/** A draft of yesterday on a property of its own, written by the first admin, with its cash counted (no variance). */
async function draft(ctx: Ctx): Promise<string> {
  const propertyId = await property(ctx);
  const res = await ctx.t.request({ method: 'POST', url: '/api/dsr', token: ctx.t.rootToken, payload: { propertyId, businessDate: yesterday(), countedCashSen: 0 } });
  expect(res.statusCode, res.body).toBe(201);
  ctx.extra.report = json<DsrReport>(res).id;
  return ctx.extra.report;
}

/** The same draft submitted by the first admin: any other admin may check it. */
async function submitted(ctx: Ctx): Promise<string> {
  const id = await draft(ctx);
  const res = await ctx.t.request({ method: 'POST', url: `/api/dsr/${id}/submit`, token: ctx.t.rootToken, payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

async function withPhoto(ctx: Ctx): Promise<void> {
  const id = await draft(ctx);
  const form = multipart({}, [{ field: 'photo', filename: 'slip.png', content: PNG }]);
  const res = await ctx.t.request({ method: 'POST', url: `/api/dsr/${id}/photos/bank-in`, token: ctx.t.rootToken, ...form });
  expect(res.statusCode, res.body).toBe(201);
  ctx.extra.photo = json<DsrReport>(res).photos[0].id;
}

const reportRow = async (ctx: Ctx) => (await ctx.t.database.db.select().from(dsrReports).where(eq(dsrReports.id, ctx.extra.report)))[0];

/** Every route of the DSR area, with the one code it needs (DSR 24–26; DSR Checking 56 view, 59 decide). */
const DSR_ROUTES: RouteCase[] = [
  caseOf(dsr.list, {
    async prepare(ctx) { await draft(ctx); },
    request: ({ extra }) => ({ url: listUrl('/api/dsr/aggregation', { filter: { propertyId: extra.property } }) }),
    async done(ctx, res) { expect(json<DsrList>(res).reports.map((r) => r.id)).toEqual([ctx.extra.report]); },
  }),
  caseOf(dsr.queue, {
    async prepare(ctx) { await submitted(ctx); },
    request: ({ extra }) => ({ url: listUrl('/api/dsr/queue', { filter: { propertyId: extra.property } }) }),
    async done(ctx, res) { expect(json<DsrList>(res).reports.map((r) => r.id)).toEqual([ctx.extra.report]); },
  }),
  caseOf(dsr.get, {
    async prepare(ctx) { await draft(ctx); },
    request: ({ extra }) => ({ url: `/api/dsr/${extra.report}` }),
    async done(ctx, res) { expect(json<DsrReport>(res)).toMatchObject({ id: ctx.extra.report, status: 'draft' }); },
  }),
  caseOf(dsr.prefill, {
    async prepare(ctx) { await property(ctx); },
    request: ({ extra }) => ({ url: `/api/dsr/prefill?propertyId=${extra.property}&date=${yesterday()}` }),
    async done(ctx, res) { expect(json<DsrPrefill>(res)).toMatchObject({ propertyId: ctx.extra.property, businessDate: yesterday(), existingReportId: null }); },
  }),
  caseOf(dsr.create, {
    async prepare(ctx) { await property(ctx); },
    request: ({ extra }) => ({ url: '/api/dsr', payload: { propertyId: extra.property, businessDate: yesterday() } }),
    async refused(ctx) {
      expect(await ctx.t.database.db.select().from(dsrReports).where(eq(dsrReports.propertyId, ctx.extra.property))).toEqual([]);
    },
    async done(ctx, res) { expect(json<DsrReport>(res)).toMatchObject({ propertyId: ctx.extra.property, status: 'draft', version: 1 }); },
  }),
  caseOf(dsr.update, {
    async prepare(ctx) { await draft(ctx); },
    request: ({ extra }) => ({ url: `/api/dsr/${extra.report}`, payload: { countedCashSen: 1_000, notes: 'Counted twice', version: 1 } }),
    async refused(ctx) { expect((await reportRow(ctx)).version).toBe(1); },
    async done(ctx) { expect(await reportRow(ctx)).toMatchObject({ countedCashSen: 1_000, notes: 'Counted twice', version: 2 }); },
  }),
  caseOf(dsr.submit, {
    async prepare(ctx) { await draft(ctx); },
    request: ({ extra }) => ({ url: `/api/dsr/${extra.report}/submit`, payload: { expected: 'draft' } }),
    async refused(ctx) { expect((await reportRow(ctx)).status).toBe('draft'); },
    async done(ctx) { expect(await reportRow(ctx)).toMatchObject({ status: 'submitted', submittedBy: ctx.extra.caller }); },
  }),
  caseOf(dsr.addPhoto, {
    async prepare(ctx) { await draft(ctx); },
    request: ({ extra }) => ({ url: `/api/dsr/${extra.report}/photos/bank-in`, ...multipart({}, [{ field: 'photo', filename: 'slip.jpg', content: JPEG }]) }),
    async refused(ctx) { expect((await ctx.t.request({ method: 'GET', url: `/api/dsr/${ctx.extra.report}`, token: ctx.t.rootToken })).json()).toMatchObject({ photos: [] }); },
    async done(_ctx, res) { expect(json<DsrReport>(res).photos).toMatchObject([{ kind: 'bank-in', mimeType: 'image/jpeg', size: JPEG.length }]); },
  }),
  caseOf(dsr.photo, {
    async prepare(ctx) { await withPhoto(ctx); },
    request: ({ extra }) => ({ url: `/api/dsr/${extra.report}/photos/${extra.photo}` }),
    async done(_ctx, res) { expect(res.rawPayload.equals(PNG)).toBe(true); },
  }),
  caseOf(dsr.removePhoto, {
    async prepare(ctx) { await withPhoto(ctx); },
    request: ({ extra }) => ({ url: `/api/dsr/${extra.report}/photos/${extra.photo}` }),
    async refused(ctx) { expect(json<DsrReport>(await ctx.t.request({ method: 'GET', url: `/api/dsr/${ctx.extra.report}`, token: ctx.t.rootToken })).photos).toHaveLength(1); },
    async done(_ctx, res) { expect(json<DsrReport>(res).photos).toEqual([]); },
  }),
  caseOf(dsr.decide, {
    async prepare(ctx) { await submitted(ctx); },
    request: ({ extra }) => ({ url: `/api/dsr/${extra.report}/decision`, payload: { action: 'verify', expected: 'submitted' } }),
    async refused(ctx) { expect((await reportRow(ctx)).status).toBe('submitted'); },
    async done(ctx) { expect(await reportRow(ctx)).toMatchObject({ status: 'verified', checkedBy: ctx.extra.caller }); },
  }),
];

export default { routes: DSR_ROUTES } satisfies AreaRouteCases;
