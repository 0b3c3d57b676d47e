import type { ContactChangeSubmission, User } from '@shared/contracts/users';
import { users } from '@shared/contracts/plain/users';
import { defineResource } from '@app/kit/resource/define-resource';

export const userResource = defineResource({
  type: 'users.user',
  list: users.list,
  record: users.get,
  rows: (answer) => ({ items: answer.users, totalCount: answer.totalCount }),
  id: (user: User) => user.id,
});

/** A request to change a user's email or phone: its own record, decided from the queues. */
export const contactChangeResource = defineResource({
  type: 'users.contact-change',
  list: users.contactChanges,
  rows: (answer) => ({ items: answer.submissions, totalCount: answer.totalCount }),
  id: (submission: ContactChangeSubmission) => submission.id,
});
