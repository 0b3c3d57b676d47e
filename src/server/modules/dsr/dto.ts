import type { z } from 'zod';
import type { DsrPhoto, DsrReport, dsrFilter } from '@shared/contracts/dsr';
import type { LoadedReport, PhotoRow } from './repo';

/** What `filter` may hold on the reports list and the checking queue, as parsed. */
export type DsrFilter = Partial<{ [K in keyof typeof dsrFilter]: z.infer<(typeof dsrFilter)[K]> }>;

export const ENTITY = 'dsr.report';

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function toPhoto(photo: PhotoRow): DsrPhoto {
  return { id: photo.id, kind: photo.kind, mimeType: photo.mimeType, size: photo.size, createdAt: photo.createdAt.toISOString() };
}

export function toReport({ row, photos }: LoadedReport): DsrReport {
  return {
    id: row.id,
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    businessDate: row.businessDate,
    status: row.status,
    figures: row.figures,
    figuresAt: row.figuresAt.toISOString(),
    countedCashSen: row.countedCashSen,
    pettyCash: row.pettyCash,
    pettyCashSen: row.pettyCashSen,
    varianceSen: row.varianceSen,
    varianceRemark: row.varianceRemark,
    notes: row.notes,
    photos: photos.map(toPhoto),
    createdBy: row.createdBy,
    createdByName: row.createdByName,
    submittedBy: row.submittedBy,
    submittedByName: row.submittedByName,
    submittedAt: iso(row.submittedAt),
    checkedBy: row.checkedBy,
    checkedByName: row.checkedByName,
    checkedAt: iso(row.checkedAt),
    checkRemark: row.checkRemark,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
