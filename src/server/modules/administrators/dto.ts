import type { Administrator } from '@shared/contracts/administrators';
import type { AdminProfile } from '@shared/contracts/auth';
import type { AccountRow } from '@server/db/schema';

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

export function toProfile(row: AccountRow): AdminProfile {
  return {
    id: row.id,
    accountNumber: row.accountNumber,
    name: row.name,
    email: row.email ?? '',
    permissions: row.permissions,
    isAdmin: row.kind === 'admin',
    isOwner: row.kind === 'owner',
    mustChangePassword: row.mustChangePassword,
  };
}
