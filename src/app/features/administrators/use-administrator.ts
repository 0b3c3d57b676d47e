import { api } from '@app/lib/api';
import type { Administrator } from '@shared/contracts/administrators';
import { useRemoteRecord, type RemoteRecordCache } from '@app/lib/use-remote-record';
import { getAdministrator } from './administrators-api';

export type { RecordStatus } from '@app/lib/use-remote-record';

const ADMIN_CACHE: RemoteRecordCache<Administrator> = { type: 'admin' };

/** One administrator, loaded by id, saved for offline; `replace` takes the record a mutation returned. */
export function useAdministrator(id: string | undefined) {
  const { data: admin, ...rest } = useRemoteRecord(id, (key) => getAdministrator(api, key), { cache: ADMIN_CACHE });
  return { admin, ...rest };
}
