import { eq } from 'drizzle-orm';
import type { AuditList } from '@shared/contracts/audit';
import type { User } from '@shared/contracts/users';
import type { ParsedList } from '@shared/list-params';
import type { Executor } from '@server/db/client';
import { auditLog } from '@server/db/schema';
import { auditPage } from '@server/core/audit/audit-page';
import { listAccountFiles } from '@server/core/files/storage';
import { toUser } from './dto';
import { loadUserByAccountNumber, loadUserById } from './repo';

export async function getUser(db: Executor, ref: { id: string } | { accountNumber: string }): Promise<User> {
  const row = 'id' in ref ? await loadUserById(db, ref.id) : await loadUserByAccountNumber(db, ref.accountNumber);
  return toUser(row, await listAccountFiles(db, row.id));
}

/** A user's decision history from the audit, for admins who may see users but not the whole audit. */
export async function userHistory(db: Executor, id: string, q: Pick<ParsedList<unknown>, 'limit' | 'offset'>): Promise<AuditList> {
  await loadUserById(db, id);
  return auditPage(db, { filter: {}, sort: [], limit: q.limit, offset: q.offset }, {
    where: [eq(auditLog.entity, 'account'), eq(auditLog.entityId, id)],
  });
}
