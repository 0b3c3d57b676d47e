import type { AdminProfile } from '@shared/contracts/auth';
import type { Language } from '@shared/constants';
import type { AccountRow } from '@server/db/schema';

/** Who is signed in, as the app needs it to build its menu: never the password hash. An owner's language with it. */
export function toProfile(row: AccountRow, language?: Language): AdminProfile {
  return {
    id: row.id,
    accountNumber: row.accountNumber,
    name: row.name,
    email: row.email ?? '',
    permissions: row.permissions,
    isAdmin: row.kind === 'admin',
    isOwner: row.kind === 'owner',
    mustChangePassword: row.mustChangePassword,
    theme: row.theme,
    ...(row.language ? { language: row.language } : row.kind === 'owner' && language ? { language } : {}),
  };
}
