import { and, count, eq, sql } from 'drizzle-orm';
import { P } from '@shared/permissions';
import type { Executor } from '@server/db/client';
import { accounts, type AccountRow } from '@server/db/schema';
import { conflict, forbidden } from '@server/core/errors/http-errors';
import { refusal as refusalFor, type RefusalCode } from '@shared/refusals';
import { holdsPermission } from '@server/core/accounts/account-filters';

/**
 * Who may change an administrator, and which codes they may hand out. Every route that edits,
 * deactivates, resets or re-permissions an admin (under /api/administrators and /user-mgmt) goes
 * through here, so an admin can never end up with, or reach, more than the codes they hold.
 */
export const ADMIN_GUARD_MESSAGES = {
  ownPermissions: 'You cannot change your own permissions. Ask another admin to do it.',
  ownDeactivation: 'You cannot deactivate your own account',
  strongerAdmin: 'This admin holds permissions you do not have, so you cannot change, reset or deactivate their account',
  grantUnheld: 'You cannot grant permissions you do not hold yourself',
  lastManager:
    'This is the last active admin who can manage admins (Admin view and Admin edit). Give another admin both permissions first.',
} as const;

/** Each guard's refusal code, for the app to say it in the reader's language. */
const ADMIN_GUARD_CODES: Record<string, RefusalCode> = {
  [ADMIN_GUARD_MESSAGES.ownPermissions]: 'own_permissions',
  [ADMIN_GUARD_MESSAGES.ownDeactivation]: 'own_deactivation',
  [ADMIN_GUARD_MESSAGES.strongerAdmin]: 'stronger_admin',
  [ADMIN_GUARD_MESSAGES.grantUnheld]: 'grant_unheld',
};

/** Viewing and editing admins together: without one such active admin, nobody could ever fix permissions again. */
export const ADMIN_MANAGER_CODES: readonly number[] = [P.admin.view, P.admin.edit];

export interface ActingAdmin {
  id: string;
  permissions: readonly number[];
}

export type AdminChange =
  | { kind: 'details'; active?: boolean }
  | { kind: 'reset-password' }
  | { kind: 'permissions'; next: readonly number[] };

const holdsAll = (held: readonly number[], codes: readonly number[]) => codes.every((c) => held.includes(c));

export function isAdminManager(account: { active: boolean; permissions: readonly number[] }): boolean {
  return account.active && holdsAll(account.permissions, ADMIN_MANAGER_CODES);
}

/** Codes among `codes` that the actor does not hold. */
export function unheldCodes(actor: ActingAdmin, codes: readonly number[]): number[] {
  return codes.filter((c) => !actor.permissions.includes(c));
}

/** Why this change is refused (a 403 message), or null when the actor may make it. Pure: the rule itself. */
export function refusalOf(actor: ActingAdmin, target: Pick<AccountRow, 'id' | 'permissions'>, change: AdminChange): string | null {
  const self = actor.id === target.id;
  if (change.kind === 'permissions' && self) return ADMIN_GUARD_MESSAGES.ownPermissions;
  if (change.kind === 'details' && change.active === false && self) return ADMIN_GUARD_MESSAGES.ownDeactivation;
  if (unheldCodes(actor, target.permissions).length) return ADMIN_GUARD_MESSAGES.strongerAdmin;
  if (change.kind === 'permissions' && unheldCodes(actor, change.next).length) return ADMIN_GUARD_MESSAGES.grantUnheld;
  return null;
}

const ADMIN_CHANGE_LOCK = 0x5741444d; // arbitrary, shared by every server: serialises changes of who manages admins

/**
 * Serialises every change to admin accounts across servers, then reads the actor as stored now
 * (not as their session saw them a moment ago): two admins demoting each other at once are taken
 * one after the other, and the second no longer holds what it takes.
 */
export async function beginAdminChange(tx: Executor, actorId: string | null): Promise<ActingAdmin> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`);
  if (!actorId) return { id: '', permissions: [] };
  const [row] = await tx
    .select({ id: accounts.id, permissions: accounts.permissions, active: accounts.active })
    .from(accounts)
    .where(eq(accounts.id, actorId));
  return row && row.active ? { id: row.id, permissions: row.permissions } : { id: actorId, permissions: [] };
}

async function anotherManager(tx: Executor, exceptId: string): Promise<boolean> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(accounts)
    .where(
      and(
        eq(accounts.kind, 'admin'),
        eq(accounts.active, true),
        sql`${accounts.id} <> ${exceptId}`,
        ...ADMIN_MANAGER_CODES.map(holdsPermission),
      ),
    );
  return Number(n) > 0;
}

/**
 * Refuses with 403 what the actor may not do to this admin, and with 409 (carrying `current`)
 * a change that would leave the company without an active admin holding Admin view and edit.
 * Call inside the transaction opened by `beginAdminChange`, with the target row locked.
 */
export async function assertAdminChangeAllowed(
  tx: Executor,
  actor: ActingAdmin,
  target: AccountRow,
  change: AdminChange,
  current: unknown,
): Promise<void> {
  const refusal = refusalOf(actor, target, change);
  if (refusal) throw forbidden(refusal, ADMIN_GUARD_CODES[refusal] ? refusalFor(ADMIN_GUARD_CODES[refusal]) : undefined);
  const after = {
    active: change.kind === 'details' && change.active !== undefined ? change.active : target.active,
    permissions: change.kind === 'permissions' ? change.next : target.permissions,
  };
  if (isAdminManager(target) && !isAdminManager(after) && !(await anotherManager(tx, target.id))) {
    throw conflict(ADMIN_GUARD_MESSAGES.lastManager, current);
  }
}

/** Creating an admin hands out codes too: only those the creator holds. */
export function assertMayGrant(actor: ActingAdmin, codes: readonly number[]): void {
  if (unheldCodes(actor, codes).length) throw forbidden(ADMIN_GUARD_MESSAGES.grantUnheld, refusalFor('grant_unheld'));
}
