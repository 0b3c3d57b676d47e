import { and, asc, count, eq, getTableColumns, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { dsrReportPhotos, dsrReports, files, properties, type DsrReportPhotoRow } from '@server/db/schema';
import { notFound } from '@server/core/errors/http-errors';
import { pagedList, type ListPage, type ListRequest } from '@server/core/list-query';
import type { DsrFilter } from './dto';

const nameOf = (id: AnyColumn) => sql<string | null>`(select a.name from accounts a where a.id = ${id})`;

/** A report as every read shows it: with its property's name and who wrote, submitted and checked it. */
const reportFields = {
  ...getTableColumns(dsrReports),
  propertyName: properties.name,
  createdByName: nameOf(dsrReports.createdBy),
  submittedByName: nameOf(dsrReports.submittedBy),
  checkedByName: nameOf(dsrReports.checkedBy),
};

function reportSelect(db: Executor) {
  return db.select(reportFields).from(dsrReports).innerJoin(properties, eq(properties.id, dsrReports.propertyId));
}
export type ReportRow = Awaited<ReturnType<ReturnType<typeof reportSelect>['execute']>>[number];

/** A photo as the report lists it: the upload's type and size with it. */
export interface PhotoRow {
  id: string;
  kind: DsrReportPhotoRow['kind'];
  fileId: string;
  mimeType: string;
  size: number;
  createdAt: Date;
}

/** A report with its photos: what answers, conflicts and the audit show. */
export interface LoadedReport {
  row: ReportRow;
  photos: PhotoRow[];
}

const reportFilters = {
  propertyId: (id: string) => eq(dsrReports.propertyId, id),
  status: (status: ReportRow['status']) => eq(dsrReports.status, status),
  from: (from: string) => sql`${dsrReports.businessDate} >= ${from}::date`,
  to: (to: string) => sql`${dsrReports.businessDate} <= ${to}::date`,
};

export async function reportPage(db: Executor, q: ListRequest<DsrFilter>, alsoWhere: readonly SQL[] = []): Promise<ListPage<ReportRow>> {
  return pagedList(
    db,
    {
      from: dsrReports,
      joins: [{ table: properties, on: eq(properties.id, dsrReports.propertyId), kind: 'inner' }] as const,
      // The property joins along a NOT NULL key and no filter reads it: the count reads the reports alone.
      countJoins: [],
      select: reportFields,
      filters: reportFilters,
      sorts: {
        businessDate: dsrReports.businessDate,
        propertyName: properties.name,
        varianceSen: { column: dsrReports.varianceSen, nullsLast: true },
        createdAt: dsrReports.createdAt,
      },
      tieBreaker: { column: dsrReports.id, order: 'with-first-sort' },
    },
    q,
    alsoWhere,
  );
}

/** The photos of these reports, oldest first, by report id. */
export async function photosOf(db: Executor, reportIds: readonly string[]): Promise<Map<string, PhotoRow[]>> {
  const byReport = new Map<string, PhotoRow[]>();
  if (!reportIds.length) return byReport;
  const rows = await db
    .select({
      reportId: dsrReportPhotos.reportId,
      id: dsrReportPhotos.id,
      kind: dsrReportPhotos.kind,
      fileId: dsrReportPhotos.fileId,
      mimeType: files.mimeType,
      size: files.size,
      createdAt: dsrReportPhotos.createdAt,
    })
    .from(dsrReportPhotos)
    .innerJoin(files, eq(files.id, dsrReportPhotos.fileId))
    .where(inArray(dsrReportPhotos.reportId, [...reportIds]))
    .orderBy(asc(dsrReportPhotos.createdAt), asc(dsrReportPhotos.id));
  for (const { reportId, ...photo } of rows) {
    const list = byReport.get(reportId);
    if (list) list.push(photo);
    else byReport.set(reportId, [photo]);
  }
  return byReport;
}

export async function withPhotos(db: Executor, rows: ReportRow[]): Promise<LoadedReport[]> {
  const photos = await photosOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ row, photos: photos.get(row.id) ?? [] }));
}

/** `lock` takes the report's row lock, so changes and decisions on one report queue behind each other. */
export async function loadReport(db: Executor, id: string, lock = false): Promise<LoadedReport> {
  const query = reportSelect(db).where(eq(dsrReports.id, id));
  const [row] = lock ? await query.for('update', { of: dsrReports }) : await query;
  if (!row) throw notFound('Daily sales report');
  const [loaded] = await withPhotos(db, [row]);
  return loaded;
}

/** The report of a property and business date, if one was written. */
export async function reportOn(db: Executor, propertyId: string, businessDate: string): Promise<LoadedReport | null> {
  const [row] = await reportSelect(db).where(and(eq(dsrReports.propertyId, propertyId), eq(dsrReports.businessDate, businessDate)));
  return row ? (await withPhotos(db, [row]))[0] : null;
}

export async function reportIdOn(db: Executor, propertyId: string, businessDate: string): Promise<string | null> {
  const [row] = await db
    .select({ id: dsrReports.id })
    .from(dsrReports)
    .where(and(eq(dsrReports.propertyId, propertyId), eq(dsrReports.businessDate, businessDate)));
  return row?.id ?? null;
}

export async function propertyName(db: Executor, propertyId: string): Promise<string | null> {
  const [row] = await db.select({ name: properties.name }).from(properties).where(eq(properties.id, propertyId));
  return row?.name ?? null;
}

/** Inserts the report unless the property already has one for that date (or the id is taken): null then. */
export async function insertReport(db: Executor, values: typeof dsrReports.$inferInsert): Promise<string | null> {
  const [row] = await db.insert(dsrReports).values(values).onConflictDoNothing().returning({ id: dsrReports.id });
  return row?.id ?? null;
}

export async function writeReport(db: Executor, id: string, patch: Partial<typeof dsrReports.$inferInsert>, bumpVersion = true): Promise<void> {
  await db
    .update(dsrReports)
    .set({ ...patch, ...(bumpVersion ? { version: sql`${dsrReports.version} + 1` } : {}), updatedAt: new Date() })
    .where(eq(dsrReports.id, id));
}

export async function photoCount(db: Executor, reportId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(dsrReportPhotos).where(eq(dsrReportPhotos.reportId, reportId));
  return Number(row?.n ?? 0);
}

export async function insertPhoto(db: Executor, values: typeof dsrReportPhotos.$inferInsert): Promise<string> {
  const [row] = await db.insert(dsrReportPhotos).values(values).returning({ id: dsrReportPhotos.id });
  return row.id;
}

export async function deletePhoto(db: Executor, photoId: string): Promise<void> {
  await db.delete(dsrReportPhotos).where(eq(dsrReportPhotos.id, photoId));
}
