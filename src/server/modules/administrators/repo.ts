import { eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { accounts, type AccountRow } from '@server/db/schema';
import { notFound } from '@server/core/errors/http-errors';
import { managedElsewhere } from '@server/core/accounts/managed-elsewhere';
import { holdsPermission, searchMatches } from '@server/core/accounts/account-filters';
import { pagedList, type ListPage, type ListRequest } from '@server/core/list-query';
import type { AdminFilter } from './dto';

export function administratorPage(db: Executor, q: ListRequest<AdminFilter>): Promise<ListPage<AccountRow>> {
  return pagedList(
    db,
    {
      from: accounts,
      where: [eq(accounts.kind, 'admin')],
      filters: {
        search: searchMatches,
        permission: holdsPermission,
        active: (active) => eq(accounts.active, active),
      },
      sorts: { name: accounts.name, createdAt: accounts.createdAt },
      tieBreaker: { column: accounts.id, order: 'asc' },
    },
    q,
  );
}

/** An admin account, locked when it is about to change; a 404 for any other kind of account. */
export async function loadAdmin(db: Executor, id: string, lock = false): Promise<AccountRow> {
  const query = db.select().from(accounts).where(eq(accounts.id, id));
  const [row] = lock ? await query.for('update') : await query;
  // An owner is refused by name (Owners manage them); a platform user is simply not an administrator.
  if (row?.kind === 'owner') throw managedElsewhere('owner');
  if (!row || row.kind !== 'admin') throw notFound('Administrator');
  return row;
}

export async function updateAdmin(
  tx: Executor,
  id: string,
  patch: Partial<Pick<AccountRow, 'name' | 'phone' | 'active' | 'permissions'>>,
): Promise<AccountRow> {
  const [row] = await tx
    .update(accounts)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(accounts.id, id))
    .returning();
  return row;
}
