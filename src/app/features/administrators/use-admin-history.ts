import { useResourceView } from '@app/kit/resource/use-resource-view';
import { adminHistoryView } from './views';

/** The audit trail of one administrator, newest first, saved for offline. */
export function useAdminHistory(id: string | undefined) {
  const { data, status, reload } = useResourceView(adminHistoryView, id);
  return { entries: data?.entries ?? [], totalCount: data?.totalCount ?? 0, status, reload };
}
