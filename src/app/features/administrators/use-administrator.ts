import { useResourceRecord } from '@app/kit/resource/use-resource';
import { adminResource } from './resource';

export type { RecordStatus } from '@app/lib/use-remote-record';

/** One administrator, loaded by id, saved for offline; `replace` takes the record a mutation returned. */
export function useAdministrator(id: string | undefined) {
  const { data: admin, ...rest } = useResourceRecord(adminResource, id);
  return { admin, ...rest };
}
