import { hasPermission } from '@shared/permissions';
import type { AdminProfile } from '@shared/contracts/auth';

/** Whether the signed-in admin holds a code; `null` means every admin may. */
export function can(profile: Pick<AdminProfile, 'permissions'> | null | undefined, code: number | null): boolean {
  if (!profile) return false;
  return hasPermission(profile.permissions, code);
}
