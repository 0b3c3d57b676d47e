import { refused, type HttpError } from '@server/core/errors/http-errors';
import { refusal } from '@shared/refusals';

/**
 * The users routes hold User codes (4–7), which say nothing about owners or admins: an owner's details,
 * bank, email and password are Owner business (20–23), an admin's Admin business (0–3). A users route that
 * reaches either kind refuses it by name, so the admin knows where the account is managed (issue 24).
 */
export function managedElsewhere(kind: 'owner' | 'admin'): HttpError {
  return kind === 'owner'
    ? refused(
        403,
        'This account is an owner: owners are managed in Owners (their details, bank, email and password need the Owner permissions)',
        refusal('managed_elsewhere', { managedIn: 'owners' }),
        { managedIn: 'owners' },
      )
    : refused(403, 'This account is an administrator: administrators are managed in Administrators', refusal('managed_elsewhere', { managedIn: 'administrators' }), {
        managedIn: 'administrators',
      });
}

/** Refuses an account that is not a platform user (guest, agent, rider, buyer). */
export function assertPlatformUser(row: { kind: string }): void {
  if (row.kind === 'owner' || row.kind === 'admin') throw managedElsewhere(row.kind);
}
