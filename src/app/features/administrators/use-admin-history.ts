import { api } from '@app/lib/api';
import type { AuditList } from '@shared/contracts/audit';
import { useRemoteRecord, type RemoteRecordCache } from '@app/lib/use-remote-record';
import { getAdminHistory } from './administrators-api';

const HISTORY_CACHE: RemoteRecordCache<AuditList> = { type: 'admin-history' };

/** The audit trail of one administrator, newest first, saved for offline. */
export function useAdminHistory(id: string | undefined) {
  const { data, status, reload } = useRemoteRecord(id, (key) => getAdminHistory(api, key), { cache: HISTORY_CACHE });
  return { entries: data?.entries ?? [], totalCount: data?.totalCount ?? 0, status, reload };
}
