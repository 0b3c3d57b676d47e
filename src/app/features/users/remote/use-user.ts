import { api } from '@app/lib/api';
import type { AuditList } from '@shared/contracts/audit';
import type { User } from '@shared/contracts/users';
import { useRemoteRecord, type RemoteRecordCache } from '@app/lib/use-remote-record';
import { getRiderDetails } from './riders-api';
import { getUserHistory } from './users-api';
import { useResourceRecord } from '@app/kit/resource/use-resource';
import { userResource } from '../resource';

export type { RecordStatus } from '@app/lib/use-remote-record';

/** A rider page opens by account number; the saved row is the same user the lists saved by id. */
const RIDER_CACHE: RemoteRecordCache<User> = { type: 'user', idOf: (user) => user.id, matches: (user, accountNumber) => user.accountNumber === accountNumber };
const HISTORY_CACHE: RemoteRecordCache<AuditList> = { type: 'user-history' };

/** One user, loaded by id, saved for offline; `replace` takes the record a mutation (or a 409) returned. */
export function useUser(id: string | undefined) {
  const { data: user, ...rest } = useResourceRecord(userResource, id);
  return { user, ...rest };
}

/** One rider, loaded by account number through the rider-details call. */
export function useRider(accountNumber: string | undefined) {
  const { data: rider, ...rest } = useRemoteRecord(accountNumber, (key) => getRiderDetails(api, key), { cache: RIDER_CACHE });
  return { rider, ...rest };
}

/** The decision history of one user, newest first. */
export function useUserHistory(id: string | undefined) {
  const { data, status, reload } = useRemoteRecord(id, (key) => getUserHistory(api, key), { cache: HISTORY_CACHE });
  return { entries: data?.entries ?? [], totalCount: data?.totalCount ?? 0, status, reload };
}
