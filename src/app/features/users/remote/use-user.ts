import { useResourceRecord } from '@app/kit/resource/use-resource';
import { useResourceView } from '@app/kit/resource/use-resource-view';
import { userResource } from '../resource';
import { riderView } from '../views';

export type { RecordStatus } from '@app/lib/use-remote-record';

/** One user, loaded by id, saved for offline; `replace` takes the record a mutation (or a 409) returned. */
export function useUser(id: string | undefined) {
  const { data: user, ...rest } = useResourceRecord(userResource, id);
  return { user, ...rest };
}

/** One rider, loaded by account number through the rider-details call. */
export function useRider(accountNumber: string | undefined) {
  const { data: rider, ...rest } = useResourceView(riderView, accountNumber);
  return { rider, ...rest };
}

