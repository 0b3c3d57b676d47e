import type { z } from 'zod';
import type { newUnit, ownerChange, packageChange, UnitDetail, UnitList, unitPatch } from '@shared/contracts/listings';
import { toApiDate } from '@shared/dates';
import type { ParsedList } from '@shared/list-params';
import type { Db, Executor, Tx } from '@server/db/client';
import { writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { changedFields, monthOf, sameVersion } from '@server/core/edits';
import { conflict, notFound } from '@server/core/errors/http-errors';
import { DecisionConflict, guardedChange } from '@server/core/guarded-change';
import { toUnit, toUnitDetail, type UnitFilter, type UnitRecord } from './dto';
import {
  activePackage, assignableOwner, closeOwnership, everOwnedBy, closePackage, insertUnit, loadRoomType, loadUnitRecord, openOwnership, openPackage, unitNumberTaken,
  unitPage, updateUnit,
} from './repo';
import { invalidField, namedIn } from './service';

const today = () => toApiDate(new Date());

export async function listUnits(db: Executor, q: ParsedList<UnitFilter>, ownerScope: string | null): Promise<UnitList> {
  const page = await unitPage(db, q, ownerScope);
  return { totalCount: page.totalCount, units: page.rows.map((row) => toUnit(row, ownerScope)) };
}

/** An owner reads only a unit they own now or owned before (seen as of their own periods); any other answers 404, as if it did not exist. */
export async function getUnit(db: Executor, id: string, ownerScope: string | null): Promise<UnitDetail> {
  if (ownerScope && !(await everOwnedBy(db, id, ownerScope))) throw notFound('Unit');
  const record = await loadUnitRecord(db, id);
  return toUnitDetail(record, ownerScope);
}

function unitNumberInUse(): never {
  throw conflict('This property already has a unit with this number');
}

async function assertOwner(tx: Executor, ownerId: string): Promise<void> {
  if (!(await assignableOwner(tx, ownerId))) invalidField('ownerId', 'No active owner with this id', 'unknown_reference', { field: 'ownerId', what: 'owner' });
}

async function assertPackage(tx: Executor, packageId: string): Promise<void> {
  if (!(await activePackage(tx, packageId))) invalidField('servicePackageId', 'No active service package with this id', 'unknown_reference', { field: 'servicePackageId', what: 'service_package' });
}

function notFuture(field: string, value: string, now: string): void {
  if (value > now) invalidField(field, `Cannot be later than ${now}: record a change once it has happened`, 'not_after_today', { field, today: now });
}

export async function createUnit(db: Db, actor: AuditActor, input: z.output<typeof newUnit>): Promise<UnitDetail> {
  const ownedFrom = input.ownedFrom ?? today();
  const packageFromMonth = input.packageFromMonth ?? monthOf(today());
  notFuture('ownedFrom', ownedFrom, today());
  notFuture('packageFromMonth', packageFromMonth, monthOf(today()));
  return db.transaction(async (tx) => {
    const roomType = await namedIn(loadRoomType(tx, input.roomTypeId), 'roomTypeId', 'No room type with this id');
    if (input.ownerId) await assertOwner(tx, input.ownerId);
    if (input.servicePackageId) await assertPackage(tx, input.servicePackageId);
    if (await unitNumberTaken(tx, roomType.propertyId, input.unitNumber, null)) unitNumberInUse();
    const id = await insertUnit(tx, {
      propertyId: roomType.propertyId, roomTypeId: roomType.id, unitNumber: input.unitNumber, status: input.status, notes: input.notes ?? null,
      ownerId: input.ownerId ?? null, servicePackageId: input.servicePackageId ?? null,
    });
    if (input.ownerId) await openOwnership(tx, { unitId: id, ownerId: input.ownerId, fromDate: ownedFrom, createdBy: actor.actorId });
    if (input.servicePackageId) await openPackage(tx, { unitId: id, packageId: input.servicePackageId, fromMonth: packageFromMonth, createdBy: actor.actorId });
    const after = toUnitDetail(await loadUnitRecord(tx, id));
    await writeAudit(tx, actor, { action: 'unit.create', entity: 'listings.unit', entityId: id, after });
    return after;
  });
}

const lockRecord = (id: string) => (tx: Tx) => loadUnitRecord(tx, id, true);
const view = (record: UnitRecord) => toUnitDetail(record);

export function editUnit(db: Db, actor: AuditActor, id: string, input: z.output<typeof unitPatch>): Promise<UnitDetail> {
  return guardedChange<UnitRecord, UnitDetail>(db, actor, {
    action: 'unit.edit',
    entity: 'listings.unit',
    lock: lockRecord(id),
    idOf: (r) => r.unit.id,
    view,
    expected: (r) => sameVersion(r.unit.version, input.version),
    apply: async (tx, { unit }) => {
      const patch = changedFields(input, unit);
      if (!Object.keys(patch).length) return null;
      if (patch.roomTypeId) {
        const roomType = await namedIn(loadRoomType(tx, patch.roomTypeId), 'roomTypeId', 'No room type with this id');
        if (roomType.propertyId !== unit.propertyId) invalidField('roomTypeId', 'A unit moves only between room types of its own property', 'room_type_other_property');
      }
      if (patch.unitNumber && (await unitNumberTaken(tx, unit.propertyId, patch.unitNumber, unit.id))) unitNumberInUse();
      await updateUnit(tx, unit.id, patch);
      return loadUnitRecord(tx, unit.id);
    },
  });
}

/**
 * A new owner from `from`: the current ownership ends the day before (its `to` is `from`), history kept. `null`
 * ends the current ownership only. The change is dated no earlier than the current ownership began, never ahead.
 */
export function changeOwner(db: Db, actor: AuditActor, id: string, input: z.output<typeof ownerChange>): Promise<UnitDetail> {
  notFuture('from', input.from, today());
  return guardedChange<UnitRecord, UnitDetail>(db, actor, {
    action: 'unit.owner',
    entity: 'listings.unit',
    lock: lockRecord(id),
    idOf: (r) => r.unit.id,
    view,
    expected: (r) => ({ now: r.unit.ownerId, saw: input.expected, field: 'ownerId', message: `The unit's owner changed before this reached the server: it is now ${r.unit.ownerName ?? 'nobody'}` }),
    apply: async (tx, { unit, ownerships }) => {
      if (input.ownerId === unit.ownerId) return null;
      if (input.ownerId) await assertOwner(tx, input.ownerId);
      const open = ownerships.find((o) => o.toDate === null);
      if (open && input.from < open.fromDate) {
        throw new DecisionConflict(`The current ownership began on ${open.fromDate}: a change is dated on or after it`);
      }
      // No day of a unit has two owners (the portal shows a stay to the owner of its check-in day; a constraint holds
      // it too): with nobody owning it now, a new owner starts no earlier than the last one's period ended.
      const lastEnd = ownerships.reduce<string | null>((end, o) => (o.toDate !== null && (end === null || o.toDate > end) ? o.toDate : end), null);
      if (!open && input.ownerId && lastEnd && input.from < lastEnd) {
        throw new DecisionConflict(`The last ownership ran until the day before ${lastEnd}: a new owner starts on or after it`);
      }
      if (open) await closeOwnership(tx, unit.id, input.from);
      if (input.ownerId) await openOwnership(tx, { unitId: unit.id, ownerId: input.ownerId, fromDate: input.from, createdBy: actor.actorId });
      await updateUnit(tx, unit.id, { ownerId: input.ownerId });
      return loadUnitRecord(tx, unit.id);
    },
  });
}

/** The same for the package, by month: the current assignment ends with the month before `fromMonth`. */
export function changePackage(db: Db, actor: AuditActor, id: string, input: z.output<typeof packageChange>): Promise<UnitDetail> {
  notFuture('fromMonth', input.fromMonth, monthOf(today()));
  return guardedChange<UnitRecord, UnitDetail>(db, actor, {
    action: 'unit.service-package',
    entity: 'listings.unit',
    lock: lockRecord(id),
    idOf: (r) => r.unit.id,
    view,
    expected: (r) => ({
      now: r.unit.servicePackageId, saw: input.expected,
      message: `The unit's service package changed before this reached the server: it is now ${r.unit.servicePackageName ?? 'none'}`,
    }),
    apply: async (tx, { unit, packages }) => {
      if (input.servicePackageId === unit.servicePackageId) return null;
      if (input.servicePackageId) await assertPackage(tx, input.servicePackageId);
      const open = packages.find((p) => p.toMonth === null);
      if (open && input.fromMonth < open.fromMonth) {
        throw new DecisionConflict(`The current package began in ${open.fromMonth}: a change takes effect in that month or later`);
      }
      if (open) await closePackage(tx, unit.id, input.fromMonth);
      if (input.servicePackageId) await openPackage(tx, { unitId: unit.id, packageId: input.servicePackageId, fromMonth: input.fromMonth, createdBy: actor.actorId });
      await updateUnit(tx, unit.id, { servicePackageId: input.servicePackageId });
      return loadUnitRecord(tx, unit.id);
    },
  });
}
