import { audit, type AuditList } from '@shared/contracts/audit';
import { P } from '@shared/permissions';
import { api } from '@app/lib/api';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { defineView, type ResourceView } from '../resource/define-view';
import { useResourceView } from '../resource/use-resource-view';
import { recordHistorySearch } from './history-search';


/** `service-package.version` → `Version`, for an action the area has no words for. */
export function humaniseAuditAction(action: string): string {
  const words = action.split('.').pop()?.replace(/[-_]+/g, ' ').trim() ?? action;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The audit trail of a resource's records as a view: saved as `<resource type>-history`, read from the audit
 * list's entries of `entity` (the server's audit name for the record).
 */
export function auditHistoryView(resource: { type: string }, entity: string): ResourceView<AuditList> {
  return defineView<AuditList>({ type: `${resource.type}-history`, read: (id) => api.call(audit.list, { query: recordHistorySearch(entity, id) }) });
}

/**
 * One record's audit trail, saved for offline. The audit call needs the admin-view code, so an admin
 * without it is asked nothing and shown nothing (`allowed` says which).
 */
export function useRecordHistory(view: ResourceView<AuditList>, id: string | undefined) {
  const { profile } = useSession();
  const allowed = can(profile, P.admin.view);
  const { data, status, reload } = useResourceView(view, allowed ? id : undefined);
  return { allowed, entries: data?.entries ?? [], status, reload };
}

export type RecordHistoryState = ReturnType<typeof useRecordHistory>;
