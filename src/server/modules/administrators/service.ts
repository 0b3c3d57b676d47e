import type { z } from 'zod';
import type { Administrator, AdministratorList } from '@shared/contracts/administrators';
import type { createAdministrator as createSchema } from '@shared/contracts/administrators';
import type { ParsedList } from '@shared/list-params';
import type { Db, Executor } from '@server/db/client';
import { conflict } from '@server/core/errors/http-errors';
import { refusal } from '@shared/refusals';
import { assertAdminChangeAllowed, assertMayGrant, beginAdminChange } from '@server/core/permissions/admin-guard';
import { writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { revokeAccountSessions } from '@server/core/auth/sessions';
import { findAccountByEmail, insertAdmin } from '@server/core/accounts/account-store';
import { toAdministrator, type AdminFilter } from './dto';
import { administratorPage, loadAdmin, updateAdmin } from './repo';

const ENTITY = 'administrators.account';

export async function listAdministrators(db: Executor, q: ParsedList<AdminFilter>): Promise<AdministratorList> {
  const page = await administratorPage(db, q);
  return { totalCount: page.totalCount, administrators: page.rows.map(toAdministrator) };
}

export async function getAdministrator(db: Executor, id: string): Promise<Administrator> {
  return toAdministrator(await loadAdmin(db, id));
}

export async function isEmailAvailable(db: Executor, email: string): Promise<boolean> {
  return !(await findAccountByEmail(db, email));
}

export async function createAdministrator(db: Db, actor: AuditActor, input: z.output<typeof createSchema>): Promise<Administrator> {
  return db.transaction(async (tx) => {
    assertMayGrant(await beginAdminChange(tx, actor.actorId), input.permissions);
    if (!(await isEmailAvailable(tx, input.email))) throw conflict('This email is already in use', undefined, undefined, refusal('value_taken', { field: 'email' }));
    const row = await insertAdmin(tx, input);
    const after = toAdministrator(row);
    await writeAudit(tx, actor, { action: 'administrator.create', entity: ENTITY, entityId: row.id, after });
    return after;
  });
}

export async function updateAdministrator(
  db: Db,
  actor: AuditActor,
  id: string,
  patch: { name?: string; phone?: string | null; active?: boolean },
): Promise<Administrator> {
  return db.transaction(async (tx) => {
    const acting = await beginAdminChange(tx, actor.actorId);
    const current = await loadAdmin(tx, id, true);
    await assertAdminChangeAllowed(tx, acting, current, { kind: 'details', active: patch.active }, toAdministrator(current));
    const row = await updateAdmin(tx, id, patch);
    if (patch.active === false && current.active) await revokeAccountSessions(tx, id, 'deactivated');
    const after = toAdministrator(row);
    await writeAudit(tx, actor, {
      action: patch.active === undefined || patch.active === current.active ? 'administrator.update' : patch.active ? 'administrator.activate' : 'administrator.deactivate',
      entity: ENTITY,
      entityId: id,
      before: toAdministrator(current),
      after,
    });
    return after;
  });
}

export async function changePermissions(db: Db, actor: AuditActor, id: string, permissions: number[]): Promise<Administrator> {
  return db.transaction(async (tx) => {
    const acting = await beginAdminChange(tx, actor.actorId);
    const current = await loadAdmin(tx, id, true);
    await assertAdminChangeAllowed(tx, acting, current, { kind: 'permissions', next: permissions }, toAdministrator(current));
    const row = await updateAdmin(tx, id, { permissions });
    // A new set of codes takes effect at the next sign-in; old tokens must not keep the old ones.
    await revokeAccountSessions(tx, id, 'permissions changed');
    const after = toAdministrator(row);
    await writeAudit(tx, actor, { action: 'administrator.permissions', entity: ENTITY, entityId: id, before: toAdministrator(current), after });
    return after;
  });
}
