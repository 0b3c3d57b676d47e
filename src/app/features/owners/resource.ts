import type { Owner } from '@shared/contracts/owners';
import { owners } from '@shared/contracts/plain/owners';
import { defineResource } from '@app/kit/resource/define-resource';

export const ownerResource = defineResource({
  type: 'owners.owner',
  list: owners.list,
  record: owners.get,
  rows: (answer) => ({ items: answer.owners, totalCount: answer.totalCount }),
  id: (owner: Owner) => owner.id,
});
