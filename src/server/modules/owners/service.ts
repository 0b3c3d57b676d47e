import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditList } from '@shared/contracts/audit';
import type { newOwner, OwnerDetail, OwnerList, ownerPatch, PortalAccessResponse } from '@shared/contracts/owners';
import type { ParsedList } from '@shared/list-params';
import type { Db, Executor, Tx } from '@server/db/client';
import { auditLog } from '@server/db/schema';
import { nextAccountNumber } from '@server/core/accounts/account-store';
import { writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { auditPage } from '@server/core/audit/audit-page';
import { generatePassword, hashPassword } from '@server/core/auth/passwords';
import { revokeAccountSessions } from '@server/core/auth/sessions';
import { changedFields, sameVersion } from '@server/core/edits';
import { badRequest, conflict, fieldError } from '@server/core/errors/http-errors';
import { refusal } from '@shared/refusals';
import { DecisionConflict, guardedChange } from '@server/core/guarded-change';
import { e164 } from '@server/core/phone';
import { toOwner, toOwnerDetail, type OwnerFilter, type OwnerRecord } from './dto';
import {
  contactTaken, insertOwnerAccount, loadOwner, ownerPage, saveProfile, setPortalPassword, unitsOfOwner, updateOwnerAccount, type AccountValues, type ProfileValues,
} from './repo';

const ACCOUNT_FIELDS = ['name', 'email', 'phone', 'country', 'bankName', 'bankAccountNumber', 'active'] as const;
const PROFILE_FIELDS = ['idType', 'idNumber', 'addressLine1', 'addressLine2', 'postcode', 'city', 'state', 'preferredLanguage'] as const;

function pick<K extends string>(values: Record<string, unknown>, keys: readonly K[]): Record<K, unknown> {
  return Object.fromEntries(keys.filter((k) => k in values).map((k) => [k, values[k]])) as Record<K, unknown>;
}

async function load(db: Executor, id: string, lock = false): Promise<OwnerRecord> {
  const owner = await loadOwner(db, id, lock);
  return { owner, units: await unitsOfOwner(db, id) };
}

async function assertContactFree(tx: Tx, values: { email?: string | null; phone?: string | null }, exceptId: string | null): Promise<void> {
  for (const field of ['email', 'phone'] as const) {
    const value = values[field];
    if (value && (await contactTaken(tx, field, value, exceptId))) {
      throw conflict(`This ${field} is already used by another account`, undefined, undefined, refusal('value_taken', { field }));
    }
  }
}

export async function listOwners(db: Executor, q: ParsedList<OwnerFilter>): Promise<OwnerList> {
  const page = await ownerPage(db, q);
  return { totalCount: page.totalCount, owners: page.rows.map(toOwner) };
}

export async function getOwner(db: Executor, id: string): Promise<OwnerDetail> {
  return toOwnerDetail(await load(db, id));
}

/** The owner's audit trail: every change to their account, from any area (owners, users, sign-in). */
export async function ownerHistory(db: Executor, id: string, q: Pick<ParsedList<unknown>, 'limit' | 'offset'>): Promise<AuditList> {
  await loadOwner(db, id);
  return auditPage(db, { filter: {}, sort: [], limit: q.limit, offset: q.offset }, { where: [eq(auditLog.entity, 'owners.account'), eq(auditLog.entityId, id)] });
}

export async function createOwner(db: Db, actor: AuditActor, input: z.output<typeof newOwner>): Promise<OwnerDetail> {
  const phone = e164(input.phone);
  return db.transaction(async (tx) => {
    await assertContactFree(tx, { email: input.email, phone }, null);
    const id = await insertOwnerAccount(tx, {
      accountNumber: await nextAccountNumber(tx),
      kind: 'owner',
      role: 'owner',
      name: input.name,
      email: input.email ?? null,
      phone,
      country: input.country ?? 'MY',
      bankName: input.bankName ?? null,
      bankAccountNumber: input.bankAccountNumber ?? null,
      approvalStatus: 'approved',
    });
    await saveProfile(tx, id, pick(input, PROFILE_FIELDS) as ProfileValues);
    const after = toOwnerDetail(await load(tx, id));
    await writeAudit(tx, actor, { action: 'owner.create', entity: 'owners.account', entityId: id, after });
    return after;
  });
}

/** Details change in place (audited); deactivating ends their sessions and is refused while they own a unit. */
export function updateOwner(db: Db, actor: AuditActor, id: string, input: z.output<typeof ownerPatch>): Promise<OwnerDetail> {
  const normalised = { ...input, ...(input.phone !== undefined ? { phone: e164(input.phone) } : {}) };
  return guardedChange<OwnerRecord, OwnerDetail>(db, actor, {
    action: input.active === false ? 'owner.deactivate' : 'owner.edit',
    entity: 'owners.account',
    lock: (tx) => load(tx, id, true),
    idOf: (r) => r.owner.id,
    view: toOwnerDetail,
    expected: (r) => sameVersion(r.owner.version ?? 1, input.version),
    apply: async (tx, { owner }) => {
      const patch = changedFields(normalised, owner);
      if (!Object.keys(patch).length) return null;
      if (patch.active === false && owner.unitCount > 0) {
        throw new DecisionConflict(`This owner owns ${owner.unitCount} unit(s) now: give them another owner before deactivating this one`);
      }
      await assertContactFree(tx, patch as { email?: string | null; phone?: string | null }, owner.id);
      const accountValues = pick(patch, ACCOUNT_FIELDS) as AccountValues;
      if (Object.keys(accountValues).length) await updateOwnerAccount(tx, owner.id, accountValues);
      // The profile's version counts every change of the owner's details, so it is written on each.
      await saveProfile(tx, owner.id, pick(patch, PROFILE_FIELDS) as ProfileValues);
      if (patch.active === false) await revokeAccountSessions(tx, owner.id, 'owner deactivated');
      return load(tx, owner.id);
    },
  });
}

/**
 * Portal access on: a one-time temporary password (shown in this answer only, like an admin's reset), to be
 * changed at the first sign-in before anything else works. Off: no password at all, every session ended.
 */
export async function setPortalAccess(db: Db, actor: AuditActor, id: string, enabled: boolean): Promise<PortalAccessResponse> {
  const temporaryPassword = enabled ? generatePassword() : null;
  const passwordHash = temporaryPassword ? await hashPassword(temporaryPassword) : null;
  return db.transaction(async (tx) => {
    const before = await load(tx, id, true);
    if (!before.owner.active) throw conflict('This owner is deactivated: activate them before giving portal access', toOwnerDetail(before));
    if (enabled && !before.owner.email) {
      const why = refusal('portal_needs_email');
      throw badRequest('email: an owner signs in with their email; add one first', why, { errors: [fieldError('email', 'Required for portal access', why)] });
    }
    if (!enabled && !before.owner.hasPortal) {
      return { owner: toOwnerDetail(before), temporaryPassword: null, message: 'Portal access was already off' };
    }
    await setPortalPassword(tx, id, passwordHash);
    await revokeAccountSessions(tx, id, enabled ? 'portal access renewed' : 'portal access removed');
    await saveProfile(tx, id, {});
    const after = await load(tx, id);
    await writeAudit(tx, actor, {
      action: enabled ? 'owner.portal-on' : 'owner.portal-off',
      entity: 'owners.account',
      entityId: id,
      before: { hasPortal: before.owner.hasPortal, mustChangePassword: before.owner.mustChangePassword },
      after: { hasPortal: after.owner.hasPortal, mustChangePassword: after.owner.mustChangePassword },
    });
    return {
      owner: toOwnerDetail(after),
      temporaryPassword,
      message: enabled
        ? `Temporary password for ${after.owner.name}. It is shown only this once; they must choose a new one when they sign in.`
        : `Portal access removed for ${after.owner.name}; they are signed out everywhere.`,
    };
  });
}
