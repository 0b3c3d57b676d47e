import type { User } from '@shared/contracts/users';
import { users } from '@shared/contracts/plain/users';
import { defineResource } from '@app/kit/resource/define-resource';

export const userResource = defineResource({
  type: 'user',
  list: users.list,
  record: users.get,
  rows: (answer) => ({ items: answer.users, totalCount: answer.totalCount }),
  id: (user: User) => user.id,
});
