import { useCallback } from 'react';
import { users as usersCalls, type ContactChangeSubmission, type User } from '@shared/contracts/users';
import { api } from '@app/lib/api';
import { usePagedList, type PagedListCache } from '@app/lib/use-paged-list';
import { listCacheQuery } from '@app/offline/cache';
import { listPendingContactChanges, pendingContactChangesSearch } from '../remote/contact-changes-api';
import { listPendingRiders } from '../remote/riders-api';
import { listPendingUsers, PAGE_SIZE, pendingUsersSearch } from '../remote/users-api';
import { waitingContact, waitingRider, waitingUser } from './waiting';

const byId = (item: { id: string }) => item.id;
const oldestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  Date.parse(a.createdAt) - Date.parse(b.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);


/**
 * Each queue is saved for offline use; a decision queued offline takes its card out of the queue
 * at once (the row, with the decision on top, no longer waits).
 */
const USERS_CACHE: PagedListCache<User> = {
  type: 'user',
  query: listCacheQuery(usersCalls.list.path, pendingUsersSearch(1)),
  local: { filter: waitingUser, sort: oldestFirst },
  keep: waitingUser,
};
const CONTACTS_CACHE: PagedListCache<ContactChangeSubmission> = {
  type: 'contact-change',
  query: listCacheQuery(usersCalls.contactChanges.path, pendingContactChangesSearch(1)),
  local: { filter: waitingContact, sort: oldestFirst },
  keep: waitingContact,
};
const RIDERS_CACHE: PagedListCache<User> = {
  type: 'user',
  query: `${usersCalls.pendingVerification.path}?role=rider`,
  local: { filter: waitingRider, sort: oldestFirst },
  keep: waitingRider,
};

/** The three approval queues, each oldest first, each its own pages. */
export function useQueues(refreshKey: number) {
  const users = usePagedList<User>({
    key: `users:${refreshKey}`,
    limit: PAGE_SIZE,
    getId: byId,
    fetchPage: useCallback(async (page: number, signal: AbortSignal) => {
      const list = await listPendingUsers(api, page, signal);
      return { items: list.users, totalCount: list.totalCount };
    }, []),
    cache: USERS_CACHE,
  });
  const contacts = usePagedList<ContactChangeSubmission>({
    key: `contacts:${refreshKey}`,
    limit: PAGE_SIZE,
    getId: byId,
    fetchPage: useCallback(async (page: number, signal: AbortSignal) => {
      const list = await listPendingContactChanges(api, page, signal);
      return { items: list.submissions, totalCount: list.totalCount };
    }, []),
    cache: CONTACTS_CACHE,
  });
  const riders = usePagedList<User>({
    key: `riders:${refreshKey}`,
    limit: PAGE_SIZE,
    getId: byId,
    fetchPage: useCallback(async (page: number, signal: AbortSignal) => {
      const list = await listPendingRiders(api, page, signal);
      return { items: list.users, totalCount: list.totalCount };
    }, []),
    cache: RIDERS_CACHE,
  });
  return { users, contacts, riders };
}
