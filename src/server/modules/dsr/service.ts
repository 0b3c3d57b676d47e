import type { z } from 'zod';
import { DSR_MAX_PHOTOS, DSR_OPEN_STATUSES, type DsrList, type DsrPhotoKind, type DsrPrefill, type DsrReport, type DsrStatus } from '@shared/contracts/dsr';
import type { dsrDecision, dsrPatch, newDsr } from '@shared/contracts/dsr';
import { toApiDate } from '@shared/dates';
import type { ParsedList } from '@shared/list-params';
import { refusal } from '@shared/refusals';
import type { Db, Executor, Tx } from '@server/db/client';
import { lastChangeOf, lastDecisionOf, writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { sameVersion } from '@server/core/edits';
import { conflict, fieldRefused, notFound } from '@server/core/errors/http-errors';
import { requiredFile, type MultipartBody } from '@server/core/files/multipart';
import { storedDownload, type Download } from '@server/core/files/download';
import { saveFile } from '@server/core/files/storage';
import { DecisionConflict, guardedChange, movedOnRefusal, type GuardedChange } from '@server/core/guarded-change';
import { ENTITY, toReport, type DsrFilter } from './dto';
import { dayFigures, sameFigures } from './figures';
import {
  deletePhoto, insertPhoto, insertReport, loadReport, photoCount, propertyName, reportIdOn, reportOn, reportPage, writeReport, withPhotos,
  type LoadedReport,
} from './repo';

const isOpen = (status: DsrStatus) => (DSR_OPEN_STATUSES as readonly DsrStatus[]).includes(status);
const idOf = (r: LoadedReport) => r.row.id;
const pettyCashSenOf = (lines: readonly { amountSen: number }[]) => lines.reduce((sum, line) => sum + line.amountSen, 0);

export async function listReports(db: Executor, q: ParsedList<DsrFilter>): Promise<DsrList> {
  const page = await reportPage(db, q);
  return { totalCount: page.totalCount, reports: (await withPhotos(db, page.rows)).map(toReport) };
}

/** The checking queue: submitted reports only, whatever the filter asks of the status. */
export function checkingQueue(db: Executor, q: ParsedList<DsrFilter>): Promise<DsrList> {
  return listReports(db, { ...q, filter: { ...q.filter, status: 'submitted' } });
}

export async function getReport(db: Executor, id: string): Promise<DsrReport> {
  return toReport(await loadReport(db, id));
}

async function requireProperty(db: Executor, propertyId: string): Promise<string> {
  const name = await propertyName(db, propertyId);
  if (name === null) throw fieldRefused('propertyId', 'No property with this id', 'unknown_reference', { field: 'propertyId', what: 'property' });
  return name;
}

export async function prefill(db: Executor, propertyId: string, businessDate: string): Promise<DsrPrefill> {
  const name = await requireProperty(db, propertyId);
  const [figures, existingReportId] = await Promise.all([dayFigures(db, propertyId, businessDate), reportIdOn(db, propertyId, businessDate)]);
  return { propertyId, propertyName: name, businessDate, figures, existingReportId };
}

/** A 409 naming the report the property already has for that date: the admin opens it instead of writing a second. */
async function alreadyWritten(tx: Tx, existing: LoadedReport) {
  const { row } = existing;
  return conflict(
    `${row.propertyName} already has its daily sales report for ${row.businessDate} (${row.id}); open it instead of writing a second`,
    toReport(existing),
    await lastChangeOf(tx, ENTITY, row.id),
    refusal('dsr_exists', { property: row.propertyName, businessDate: row.businessDate, reportId: row.id }),
  );
}

/** A draft with the day's figures as they are now; a business date still to come is refused, as is a second report of the day. */
export function createReport(db: Db, actor: AuditActor, input: z.output<typeof newDsr>): Promise<DsrReport> {
  return db.transaction(async (tx) => {
    await requireProperty(tx, input.propertyId);
    const today = toApiDate(new Date());
    if (input.businessDate > today) {
      throw fieldRefused('businessDate', `A report is written for today or a day before (today is ${today})`, 'not_after_today', { field: 'businessDate', today });
    }
    const existing = await reportOn(tx, input.propertyId, input.businessDate);
    if (existing) throw await alreadyWritten(tx, existing);
    const pettyCash = input.pettyCash ?? [];
    const id = await insertReport(tx, {
      ...(input.id ? { id: input.id } : {}),
      propertyId: input.propertyId,
      businessDate: input.businessDate,
      figures: await dayFigures(tx, input.propertyId, input.businessDate),
      figuresAt: new Date(),
      countedCashSen: input.countedCashSen ?? null,
      pettyCash,
      pettyCashSen: pettyCashSenOf(pettyCash),
      varianceRemark: input.varianceRemark ?? null,
      notes: input.notes ?? null,
      createdBy: actor.actorId,
    });
    if (!id) {
      // Written meanwhile by another admin, or the device's id is another report's: say which.
      const raced = await reportOn(tx, input.propertyId, input.businessDate);
      if (raced) throw await alreadyWritten(tx, raced);
      throw conflict('Another report already has this id; write the report again', undefined, undefined, refusal('duplicate_value'));
    }
    const after = toReport(await loadReport(tx, id));
    await writeAudit(tx, actor, { action: 'dsr.create', entity: ENTITY, entityId: id, after });
    return after;
  });
}

/** The report is no longer the staff's to change: submitted, verified, or someone decided meanwhile. */
function notOpen(report: LoadedReport): DecisionConflict {
  return new DecisionConflict(`This report is ${report.row.status}: only a draft or a returned report can be changed`, movedOnRefusal('status', report.row.status));
}

/** Who checked the report as it is now (verified or returned it); nobody before the first decision. */
const deciderOf = (tx: Tx, report: LoadedReport) =>
  report.row.checkedBy ? lastDecisionOf(tx, ENTITY, report.row.id, ['dsr.verify', 'dsr.return']) : null;

/** The report locked, as answers, conflicts and the audit show it. */
function reportChange(id: string, action: string): Pick<GuardedChange<LoadedReport, DsrReport>, 'action' | 'entity' | 'lock' | 'idOf' | 'view' | 'decider'> {
  return { action, entity: ENTITY, lock: (tx) => loadReport(tx, id, true), idOf, view: toReport, decider: deciderOf };
}

/** The staff's fields of an open report on the version the admin saw, with the day's figures computed again. */
export function editReport(db: Db, actor: AuditActor, id: string, input: z.output<typeof dsrPatch>): Promise<DsrReport> {
  return guardedChange<LoadedReport, DsrReport>(db, actor, {
    ...reportChange(id, 'dsr.edit'),
    expected: (r) => sameVersion(r.row.version, input.version),
    apply: async (tx, report) => {
      const { row } = report;
      if (!isOpen(row.status)) throw notOpen(report);
      const patch: Parameters<typeof writeReport>[2] = {};
      if (input.countedCashSen !== undefined && input.countedCashSen !== row.countedCashSen) patch.countedCashSen = input.countedCashSen;
      if (input.pettyCash !== undefined && JSON.stringify(input.pettyCash) !== JSON.stringify(row.pettyCash.map(({ description, amountSen }) => ({ description, amountSen })))) {
        patch.pettyCash = input.pettyCash;
        patch.pettyCashSen = pettyCashSenOf(input.pettyCash);
      }
      if (input.varianceRemark !== undefined && (input.varianceRemark ?? null) !== row.varianceRemark) patch.varianceRemark = input.varianceRemark ?? null;
      if (input.notes !== undefined && (input.notes ?? null) !== row.notes) patch.notes = input.notes ?? null;
      const figures = await dayFigures(tx, row.propertyId, row.businessDate);
      if (!sameFigures(figures, row.figures)) Object.assign(patch, { figures, figuresAt: new Date() });
      if (!Object.keys(patch).length) return null;
      await writeReport(tx, row.id, patch);
      return loadReport(tx, row.id);
    },
  });
}

/**
 * Sends an open report for checking: the figures computed again and frozen; the cash must be counted, and a variance
 * other than zero explained (400 on the field otherwise). A decision of an earlier round is cleared: the new one is
 * the checker's of this round (its words stay in the history).
 */
export function submitReport(db: Db, actor: AuditActor, id: string, input: { expected?: DsrStatus }): Promise<DsrReport> {
  return guardedChange<LoadedReport, DsrReport>(db, actor, {
    ...reportChange(id, 'dsr.submit'),
    expected: (r) => ({ now: r.row.status, saw: input.expected, what: 'status' }),
    apply: async (tx, report) => {
      const { row } = report;
      if (!isOpen(row.status)) throw notOpen(report);
      if (row.countedCashSen === null) {
        throw fieldRefused('countedCashSen', 'Count the cash before submitting the report', 'required', { field: 'countedCashSen' });
      }
      const figures = await dayFigures(tx, row.propertyId, row.businessDate);
      const varianceSen = figures.expectedCashSen - row.countedCashSen - row.pettyCashSen;
      if (varianceSen !== 0 && !row.varianceRemark) {
        throw fieldRefused('varianceRemark', 'Say why the cash differs from what was expected before submitting', 'required', { field: 'varianceRemark' });
      }
      await writeReport(tx, row.id, {
        status: 'submitted',
        figures,
        figuresAt: new Date(),
        submittedBy: actor.actorId,
        submittedAt: new Date(),
        checkedBy: null,
        checkedAt: null,
        checkRemark: null,
      });
      return loadReport(tx, row.id);
    },
  });
}

/** The checker verifies or returns a submitted report (59); never its submitter: a 409, and the database refuses it too. */
export function decideReport(db: Db, actor: AuditActor, id: string, input: z.output<typeof dsrDecision>): Promise<DsrReport> {
  return guardedChange<LoadedReport, DsrReport>(db, actor, {
    ...reportChange(id, `dsr.${input.action}`),
    expected: (r) => ({ now: r.row.status, saw: input.expected, what: 'status' }),
    apply: async (tx, report) => {
      const { row } = report;
      if (row.status !== 'submitted') {
        throw new DecisionConflict(`This report is no longer waiting to be checked: it is ${row.status}`, movedOnRefusal('status', row.status));
      }
      if (row.submittedBy !== null && row.submittedBy === actor.actorId) {
        throw new DecisionConflict('A daily sales report is checked by another admin, never by the one who submitted it', refusal('maker_cannot_decide', { what: 'dsr_report' }));
      }
      await writeReport(tx, row.id, {
        status: input.action === 'verify' ? 'verified' : 'returned',
        checkedBy: actor.actorId,
        checkedAt: new Date(),
        checkRemark: input.remark || null,
      });
      return loadReport(tx, row.id);
    },
  });
}

/** Adds one slip photo to an open report, at most DSR_MAX_PHOTOS of them; the version is left alone (the staff's fields did not change). */
export function addPhoto(db: Db, actor: AuditActor, id: string, kind: DsrPhotoKind, form: MultipartBody): Promise<DsrReport> {
  const file = requiredFile(form, 'photo', 'the slip photo');
  return guardedChange<LoadedReport, DsrReport>(db, actor, {
    ...reportChange(id, 'dsr.photo'),
    apply: async (tx, report) => {
      if (!isOpen(report.row.status)) throw notOpen(report);
      if ((await photoCount(tx, report.row.id)) >= DSR_MAX_PHOTOS) {
        throw new DecisionConflict(`A report carries at most ${DSR_MAX_PHOTOS} photos; remove one first`, refusal('too_many_photos', { max: DSR_MAX_PHOTOS }));
      }
      const saved = await saveFile(tx, { accountId: null, kind: 'dsr_photo', mimeType: file.mimeType, content: file.content, uploadedBy: actor.actorId });
      await insertPhoto(tx, { reportId: report.row.id, kind, fileId: saved.id, createdBy: actor.actorId });
      await writeReport(tx, report.row.id, {}, false);
      return loadReport(tx, report.row.id);
    },
  });
}

export function removePhoto(db: Db, actor: AuditActor, id: string, photoId: string): Promise<DsrReport> {
  return guardedChange<LoadedReport, DsrReport>(db, actor, {
    ...reportChange(id, 'dsr.photo_remove'),
    apply: async (tx, report) => {
      if (!report.photos.some((p) => p.id === photoId)) throw notFound('Photo');
      if (!isOpen(report.row.status)) throw notOpen(report);
      await deletePhoto(tx, photoId);
      await writeReport(tx, report.row.id, {}, false);
      return loadReport(tx, report.row.id);
    },
  });
}

/** A photo's bytes with the headers every upload is served with; 404 when the report has no such photo. */
export async function photoOf(db: Executor, id: string, photoId: string): Promise<Download> {
  const { photos } = await loadReport(db, id);
  return storedDownload(db, photos.find((p) => p.id === photoId)?.fileId, 'Photo');
}
