import type { z } from 'zod';
import type { ConfirmResult, Holiday, HolidayList, PrefillResult, confirmBody, holidayPatch, holidayRemoval, newHoliday } from '@shared/contracts/holidays';
import type { ParsedList } from '@shared/list-params';
import type { Db, Executor, Tx } from '@server/db/client';
import type { HolidaysRow } from '@server/db/schema';
import { writeAudit, writeAudits, type AuditActor } from '@server/core/audit/audit-log';
import { changedFields, sameVersion } from '@server/core/edits';
import { fieldRefused } from '@server/core/errors/http-errors';
import { guardedChange } from '@server/core/guarded-change';
import { scopeOf, toHoliday, type HolidayFilter } from './dto';
import { libraryHolidays } from './library';
import {
  confirmTentative,
  holidayHolding,
  holidaysPage,
  insertHoliday,
  insertTentative,
  loadHoliday,
  updateHolidayRow,
  yearKeys,
} from './repo';

/** The audit entity of every holiday entry. */
const ENTITY = 'holidays.holiday';

export async function listHolidays(db: Executor, q: ParsedList<HolidayFilter>): Promise<HolidayList> {
  const page = await holidaysPage(db, q);
  return { totalCount: page.totalCount, holidays: page.rows.map(toHoliday) };
}

export async function getHoliday(db: Executor, id: string): Promise<Holiday> {
  return toHoliday(await loadHoliday(db, id));
}

/** One holiday a date and scope: another there is a 400 on `date`. */
async function mustBeFree(tx: Executor, date: string, scope: string, except?: string): Promise<void> {
  if (await holidayHolding(tx, date, scope, except)) {
    throw fieldRefused('date', 'Another holiday already holds this date for this state', 'value_taken', { field: 'date' });
  }
}

/** An admin's holiday, confirmed at once, with its audit entry (and the reason, when given), in one transaction. */
export function createHoliday(db: Db, actor: AuditActor, input: z.output<typeof newHoliday>): Promise<Holiday> {
  return db.transaction(async (tx) => {
    const scope = scopeOf(input.state);
    await mustBeFree(tx, input.date, scope);
    const id = await insertHoliday(tx, {
      date: input.date,
      scope,
      name: input.name,
      nameZh: input.nameZh ?? null,
      nameMs: input.nameMs ?? null,
      freeStayQuota: input.freeStayQuota ?? null,
      status: 'confirmed',
      source: 'admin',
    });
    const after = toHoliday(await loadHoliday(tx, id));
    await writeAudit(tx, actor, { action: 'holidays.create', entity: ENTITY, entityId: id, after: { ...after, reason: input.reason ?? null } });
    return after;
  });
}

/**
 * Changes the date, names or scope, or confirms a tentative one (`status: confirmed`), on the version the admin saw
 * (else 409 with the holiday as it is); the reason joins the audit entry.
 */
export function updateHoliday(db: Db, actor: AuditActor, id: string, input: z.output<typeof holidayPatch>): Promise<Holiday> {
  const { reason, state, ...rest } = input;
  const confirming = Object.keys(rest).every((k) => k === 'status' || k === 'version') && rest.status === 'confirmed';
  return guardedChange<HolidaysRow, Holiday>(db, actor, {
    action: confirming ? 'holidays.confirm' : 'holidays.edit',
    entity: ENTITY,
    lock: (tx) => loadHoliday(tx, id, true),
    idOf: (row) => row.id,
    view: toHoliday,
    auditView: (row) => ({ ...toHoliday(row), reason: reason ?? null }),
    expected: (row) => sameVersion(row.version, input.version),
    apply: async (tx: Tx, row) => {
      const patch = changedFields({ ...rest, ...(state === undefined ? {} : { scope: scopeOf(state) }) }, row);
      if (!Object.keys(patch).length) return null;
      if (patch.date !== undefined || patch.scope !== undefined) await mustBeFree(tx, patch.date ?? row.date, patch.scope ?? row.scope, row.id);
      return updateHolidayRow(tx, row.id, patch);
    },
  });
}

/** Removes a holiday with its reason, on the version the admin saw; it is kept, marked removed, so no pre-fill brings it back. */
export function removeHoliday(db: Db, actor: AuditActor, id: string, input: z.output<typeof holidayRemoval>): Promise<Holiday> {
  return guardedChange<HolidaysRow, Holiday>(db, actor, {
    action: 'holidays.remove',
    entity: ENTITY,
    lock: (tx) => loadHoliday(tx, id, true),
    idOf: (row) => row.id,
    view: toHoliday,
    auditView: (row) => ({ ...toHoliday(row), reason: input.reason }),
    expected: (row) => sameVersion(row.version, input.version),
    apply: (tx, row) => updateHolidayRow(tx, row.id, { removedAt: new Date(), removedReason: input.reason }),
  });
}

/**
 * Adds every federal and state public holiday of the year from date-holidays as tentative, except a date and scope
 * that any holiday holds or held (confirmed, an admin's, a tentative one, a removed one): a second run adds nothing.
 * One audit entry per holiday added.
 */
export function prefillYear(db: Db, actor: AuditActor, year: number): Promise<PrefillResult> {
  const library = libraryHolidays(year);
  return db.transaction(async (tx) => {
    const held = await yearKeys(tx, year);
    const missing = library.filter((h) => !held.has(`${h.date}|${h.scope}`));
    const added = await insertTentative(tx, missing);
    await writeAudits(tx, actor, added.map((row) => ({ action: 'holidays.prefill', entity: ENTITY, entityId: row.id, after: toHoliday(row) })));
    return { year, added: added.length, alreadyThere: library.length - added.length };
  });
}

/** Confirms the year's tentative holidays (those applying to `state`, when given), each audited. */
export function confirmYear(db: Db, actor: AuditActor, input: z.output<typeof confirmBody>): Promise<ConfirmResult> {
  return db.transaction(async (tx) => {
    const rows = await confirmTentative(tx, input.year, input.state);
    await writeAudits(
      tx,
      actor,
      rows.map((row) => ({
        action: 'holidays.confirm',
        entity: ENTITY,
        entityId: row.id,
        before: { ...toHoliday(row), status: 'tentative', version: row.version - 1 },
        after: toHoliday(row),
      })),
    );
    return { year: input.year, state: input.state ?? null, confirmed: rows.length };
  });
}
