import type { z } from 'zod';
import type { newProperty, newRoomType, Property, PropertyList, propertyPatch, RoomType, RoomTypeList, roomTypePatch } from '@shared/contracts/listings';
import type { ParsedList } from '@shared/list-params';
import type { Db, Executor } from '@server/db/client';
import { writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { changedFields, sameVersion } from '@server/core/edits';
import { conflict, fieldRefused, HttpError } from '@server/core/errors/http-errors';
import type { RefusalCode, RefusalDetail } from '@shared/refusals';
import { guardedChange } from '@server/core/guarded-change';
import { toProperty, toRoomType, type PropertyFilter, type RoomTypeFilter } from './dto';
import {
  activeCompany, insertProperty, insertRoomType, loadProperty, loadRoomType, propertyPage, roomTypeNameTaken, roomTypePage, updateProperty, updateRoomType,
  type PropertyListRow, type RoomTypeListRow,
} from './repo';

/** A 400 on one field, with the code of the rule that refused it (the app words it on the field). */
export function invalidField(field: string, message: string, code: RefusalCode, details: Record<string, RefusalDetail> = {}): never {
  throw fieldRefused(field, message, code, details);
}

function whatOf(err: HttpError): string {
  const why = err.extra.refusal as { details?: { what?: unknown } } | undefined;
  return typeof why?.details?.what === 'string' ? why.details.what : 'record';
}

/** A record the body names by id: one that does not exist is the body's fault (a 400 naming the field), not a 404. */
export async function namedIn<T>(load: Promise<T>, field: string, message: string): Promise<T> {
  try {
    return await load;
  } catch (err) {
    // The 404 names the kind of record (`room_type`); the 400 names the field that pointed at it.
    if (err instanceof HttpError && err.statusCode === 404) invalidField(field, message, 'unknown_reference', { field, what: whatOf(err) });
    throw err;
  }
}

// ---------------------------------------------------------------- properties

export async function listProperties(db: Executor, q: ParsedList<PropertyFilter>): Promise<PropertyList> {
  const page = await propertyPage(db, q);
  return { totalCount: page.totalCount, properties: page.rows.map(toProperty) };
}

export async function getProperty(db: Executor, id: string): Promise<Property> {
  return toProperty(await loadProperty(db, id));
}

async function assertCompany(db: Executor, companyId: string): Promise<void> {
  if (!(await activeCompany(db, companyId))) invalidField('companyId', 'No active company with this id', 'unknown_reference', { field: 'companyId', what: 'company' });
}

export async function createProperty(db: Db, actor: AuditActor, input: z.output<typeof newProperty>): Promise<Property> {
  return db.transaction(async (tx) => {
    await assertCompany(tx, input.companyId);
    const id = await insertProperty(tx, { ...input, addressLine2: input.addressLine2 ?? null });
    const after = toProperty(await loadProperty(tx, id));
    await writeAudit(tx, actor, { action: 'property.create', entity: 'listings.property', entityId: id, after });
    return after;
  });
}

export function editProperty(db: Db, actor: AuditActor, id: string, input: z.output<typeof propertyPatch>): Promise<Property> {
  return guardedChange<PropertyListRow, Property>(db, actor, {
    action: 'property.edit',
    entity: 'listings.property',
    lock: (tx) => loadProperty(tx, id, true),
    idOf: (row) => row.id,
    view: toProperty,
    expected: (row) => sameVersion(row.version, input.version),
    apply: async (tx, row) => {
      const patch = changedFields(input, row);
      if (!Object.keys(patch).length) return null;
      if (patch.companyId) await assertCompany(tx, patch.companyId);
      await updateProperty(tx, row.id, patch);
      return loadProperty(tx, row.id);
    },
  });
}

// ---------------------------------------------------------------- room types

export async function listRoomTypes(db: Executor, q: ParsedList<RoomTypeFilter>): Promise<RoomTypeList> {
  const page = await roomTypePage(db, q);
  return { totalCount: page.totalCount, roomTypes: page.rows.map(toRoomType) };
}

export async function getRoomType(db: Executor, id: string): Promise<RoomType> {
  return toRoomType(await loadRoomType(db, id));
}

function roomTypeNameInUse(): never {
  throw conflict('This property already has a room type of this name');
}

export async function createRoomType(db: Db, actor: AuditActor, input: z.output<typeof newRoomType>): Promise<RoomType> {
  return db.transaction(async (tx) => {
    const property = await namedIn(loadProperty(tx, input.propertyId), 'propertyId', 'No property with this id');
    if (await roomTypeNameTaken(tx, property.id, input.name, null)) roomTypeNameInUse();
    const id = await insertRoomType(tx, input);
    const after = toRoomType(await loadRoomType(tx, id));
    await writeAudit(tx, actor, { action: 'room-type.create', entity: 'listings.room-type', entityId: id, after });
    return after;
  });
}

export function editRoomType(db: Db, actor: AuditActor, id: string, input: z.output<typeof roomTypePatch>): Promise<RoomType> {
  return guardedChange<RoomTypeListRow, RoomType>(db, actor, {
    action: 'room-type.edit',
    entity: 'listings.room-type',
    lock: (tx) => loadRoomType(tx, id, true),
    idOf: (row) => row.id,
    view: toRoomType,
    expected: (row) => sameVersion(row.version, input.version),
    apply: async (tx, row) => {
      const patch = changedFields(input, row);
      if (!Object.keys(patch).length) return null;
      if (patch.name && (await roomTypeNameTaken(tx, row.propertyId, patch.name, row.id))) roomTypeNameInUse();
      await updateRoomType(tx, row.id, patch);
      return loadRoomType(tx, row.id);
    },
  });
}
