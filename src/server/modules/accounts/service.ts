import { P } from '@shared/permissions';
import type { Db } from '@server/db/client';
import { forbidden, notFound, refused } from '@server/core/errors/http-errors';
import { refusal } from '@shared/refusals';
import { writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { accountEntity } from '@server/core/audit/entities';
import { generatePassword, hashPassword } from '@server/core/auth/passwords';
import { revokeAccountSessions } from '@server/core/auth/sessions';
import { assertAdminChangeAllowed, beginAdminChange } from '@server/core/permissions/admin-guard';
import { toPasswordResetAnswer, type PasswordResetAnswer } from './dto';
import { lockAccount, setTemporaryPassword } from './repo';

/** Resetting an admin's password is Admin edit (2); a platform user's is User edit (6). */
export function resetPermissionFor(kind: 'admin' | 'user'): number {
  return kind === 'admin' ? P.admin.edit : P.user.edit;
}

/** An owner's password is Owner business: portal access (22) issues their temporary password. */
const OWNER_PASSWORD_ELSEWHERE =
  "This account is an owner: an owner's password is managed in Owners — turn their portal access off and on for a new temporary password";

/** A one-time temporary password; every session of the account ends, and it must be changed at the next sign-in. */
export async function resetAccountPassword(
  db: Db,
  actor: AuditActor,
  id: string,
  heldCodes: readonly number[],
): Promise<PasswordResetAnswer> {
  // Without either code the answer is the same whether the id exists or not: nothing to probe.
  if (!heldCodes.includes(P.admin.edit) && !heldCodes.includes(P.user.edit)) throw forbidden();
  const temporaryPassword = generatePassword();
  const passwordHash = await hashPassword(temporaryPassword);
  return db.transaction(async (tx) => {
    const acting = await beginAdminChange(tx, actor.actorId);
    const current = await lockAccount(tx, id);
    if (!current || current.deletedAt) throw notFound('Account');
    if (current.kind === 'owner') throw refused(403, OWNER_PASSWORD_ELSEWHERE, refusal('managed_elsewhere', { managedIn: 'owners' }), { managedIn: 'owners' });
    if (!acting.permissions.includes(resetPermissionFor(current.kind))) throw forbidden();
    // A temporary password signs in with every code of the account: only for an admin the actor could become anyway.
    if (current.kind === 'admin') await assertAdminChangeAllowed(tx, acting, current, { kind: 'reset-password' }, undefined);
    const row = await setTemporaryPassword(tx, id, passwordHash);
    await revokeAccountSessions(tx, id, 'password reset');
    await writeAudit(tx, actor, {
      action: current.kind === 'admin' ? 'administrator.reset-password' : 'user.reset-password',
      entity: accountEntity(current.kind),
      entityId: id,
      before: { mustChangePassword: current.mustChangePassword },
      after: { mustChangePassword: row.mustChangePassword },
    });
    return toPasswordResetAnswer(row, temporaryPassword);
  });
}
