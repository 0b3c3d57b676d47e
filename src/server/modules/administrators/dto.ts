import type { z } from 'zod';
import type { Administrator, administratorFilter } from '@shared/contracts/administrators';
import type { AccountRow } from '@server/db/schema';

/** What `filter` may hold on the administrators list, as parsed. */
export type AdminFilter = Partial<{ [K in keyof typeof administratorFilter]: z.infer<(typeof administratorFilter)[K]> }>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What a client may see of an admin account: never the password hash. */
export function toAdministrator(row: AccountRow): Administrator {
  return {
    id: row.id,
    accountNumber: row.accountNumber,
    name: row.name,
    email: row.email ?? '',
    phone: row.phone,
    permissions: row.permissions,
    active: row.active,
    mustChangePassword: row.mustChangePassword,
    lastLoginAt: iso(row.lastLoginAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
