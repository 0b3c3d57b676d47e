import { useCallback } from 'react';
import { audit, type AuditList } from '@shared/contracts/audit';
import { encodeListParams } from '@shared/list-params';
import { P } from '@shared/permissions';
import { api } from '@app/lib/api';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useRemoteRecord } from '@app/lib/use-remote-record';
import { HISTORY_LIMIT } from '../constants';

/** The audit list's query for one record's entries, newest first. */
export function recordHistorySearch(entity: string, id: string): string {
  return encodeListParams({ filter: { entity, entityId: id }, sort: { at: 'desc' }, pagination: { limit: HISTORY_LIMIT, currentPage: 1 } });
}

/** `service-package.version` → `Version`, for an action the area has no words for. */
export function humaniseAuditAction(action: string): string {
  const words = action.split('.').pop()?.replace(/[-_]+/g, ' ').trim() ?? action;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * One record's audit trail, saved for offline. The audit call needs the admin-view code, so an admin
 * without it is asked nothing and shown nothing (`allowed` says which).
 */
export function useRecordHistory(entity: string, id: string | undefined) {
  const { profile } = useSession();
  const allowed = can(profile, P.admin.view);
  const fetch = useCallback((key: string) => api.call(audit.list, { query: recordHistorySearch(entity, key) }), [entity]);
  const { data, status, reload } = useRemoteRecord<AuditList>(allowed ? id : undefined, fetch, { cache: { type: `${entity}-history` } });
  return { allowed, entries: data?.entries ?? [], status, reload };
}

export type RecordHistoryState = ReturnType<typeof useRecordHistory>;
