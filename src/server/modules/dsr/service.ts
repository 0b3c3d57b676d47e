import type { z } from 'zod';
import type { DsrList, DsrRecord, dsrPatch, newDsr } from '@shared/contracts/dsr';
import type { ParsedList } from '@shared/list-params';
import type { Db, Executor } from '@server/db/client';
import type { DsrRow } from '@server/db/schema';
import { writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { changedFields, sameVersion } from '@server/core/edits';
import { guardedChange } from '@server/core/guarded-change';
import { toDsrRecord, type DsrFilter } from './dto';
import { dsrPage, insertDsrRecord, loadDsrRecord, updateDsrRow } from './repo';

export async function listDsr(db: Executor, q: ParsedList<DsrFilter>): Promise<DsrList> {
  const page = await dsrPage(db, q);
  return { totalCount: page.totalCount, dsr: page.rows.map(toDsrRecord) };
}

export async function getDsrRecord(db: Executor, id: string): Promise<DsrRecord> {
  return toDsrRecord(await loadDsrRecord(db, id));
}

/** The record and its audit entry, in one transaction. */
export function createDsrRecord(db: Db, actor: AuditActor, input: z.output<typeof newDsr>): Promise<DsrRecord> {
  return db.transaction(async (tx) => {
    const id = await insertDsrRecord(tx, input);
    const after = toDsrRecord(await loadDsrRecord(tx, id));
    await writeAudit(tx, actor, { action: 'dsr.create', entity: 'dsr.record', entityId: id, after });
    return after;
  });
}

/** Writes only what changed, on the version the admin saw (else 409 with the record as it is). */
export function updateDsrRecord(db: Db, actor: AuditActor, id: string, input: z.output<typeof dsrPatch>): Promise<DsrRecord> {
  return guardedChange<DsrRow, DsrRecord>(db, actor, {
    action: 'dsr.edit',
    entity: 'dsr.record',
    lock: (tx) => loadDsrRecord(tx, id, true),
    idOf: (row) => row.id,
    view: toDsrRecord,
    expected: (row) => sameVersion(row.version, input.version),
    apply: async (tx, row) => {
      const patch = changedFields(input, row);
      if (!Object.keys(patch).length) return null;
      await updateDsrRow(tx, row.id, patch);
      return loadDsrRecord(tx, row.id);
    },
  });
}
