import type { ContactChangeSubmission, User } from '@shared/contracts/users';
import { users as usersCalls } from '@shared/contracts/plain/users';
import { useResourceList } from '@app/kit/resource/use-resource';
import { pendingContactChangesSearch } from '../remote/contact-changes-api';
import { pendingRidersSearch } from '../remote/riders-api';
import { pendingUsersSearch } from '../remote/users-api';
import { contactChangeResource, userResource } from '../resource';
import { waitingContact, waitingRider, waitingUser } from './waiting';

const oldestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  Date.parse(a.createdAt) - Date.parse(b.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The three approval queues, each oldest first, each its own pages, each saved for offline use; a decision
 * queued offline takes its card out of the queue at once (the row, with the decision on top, no longer waits).
 * A new `refreshKey` starts them again.
 */
export function useQueues(refreshKey: number) {
  const query = { refreshKey };
  const users = useResourceList<User, typeof usersCalls.list, typeof query>(userResource, {
    query,
    search: (_, page) => pendingUsersSearch(page),
    local: () => ({ filter: waitingUser, sort: oldestFirst }),
    keep: () => waitingUser,
  });
  const contacts = useResourceList<ContactChangeSubmission, typeof usersCalls.contactChanges, typeof query>(contactChangeResource, {
    query,
    search: (_, page) => pendingContactChangesSearch(page),
    local: () => ({ filter: waitingContact, sort: oldestFirst }),
    keep: () => waitingContact,
  });
  const riders = useResourceList<User, typeof usersCalls.list, typeof query>(userResource, {
    query,
    search: (_, page) => pendingRidersSearch(page),
    via: () => usersCalls.pendingVerification,
    local: () => ({ filter: waitingRider, sort: oldestFirst }),
    keep: () => waitingRider,
  });
  return { users, contacts, riders };
}
