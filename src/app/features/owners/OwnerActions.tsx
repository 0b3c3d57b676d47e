import type { OwnerDetail } from '@shared/contracts/owners';
import { owners } from '@shared/contracts/plain/owners';
import { P } from '@shared/permissions';
import { call } from '@app/lib/api';
import { activeRecordActions } from '@app/kit/action/ActiveRecordActions';

/** Edit, and deactivate or reactivate after a confirmation; the server's refusal (they still own a unit) stays on the page. */
export const OwnerActions = activeRecordActions<OwnerDetail>({
  words: 'owners',
  permission: P.owner.edit,
  editPath: (owner) => `/admin/owner-mgmt/${owner.id}/edit`,
  send: (owner, active, idempotencyKey) => call(owners.update, { params: { id: owner.id }, body: { active, version: owner.version }, idempotencyKey }),
  testIdPrefix: 'owner',
});
