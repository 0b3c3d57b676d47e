import type { AuditList } from '@shared/contracts/audit';
import { audit } from '@shared/contracts/plain/audit';
import { api } from '@app/lib/api';
import { defineView, type ResourceView } from '../resource/define-view';
import { recordHistorySearch } from './history-search';
import type { HistoryLines } from './history-lines';

/** A record's audit trail, saved for offline, with how the area reads it. */
export interface HistoryView<F extends string = string> extends ResourceView<AuditList> {
  lines: HistoryLines<F>;
  /** Read from the audit list, which needs the admin-view code: an admin without it is asked nothing. */
  audit: boolean;
}

/** A record's history from the area's own call (readable with the area's view code). */
export function historyView<F extends string>(view: ResourceView<AuditList>, lines: HistoryLines<F>): HistoryView<F> {
  return { ...view, lines, audit: false };
}

/**
 * The audit trail of a resource's records: saved as `<resource type>-history`, read from the audit
 * list's entries of `entity` (the server's audit name for the record).
 */
export function auditHistoryView<F extends string>(resource: { type: string }, entity: string, lines: HistoryLines<F>): HistoryView<F> {
  const view = defineView<AuditList>({ type: `${resource.type}-history`, read: (id) => api.call(audit.list, { query: recordHistorySearch(entity, id) }) });
  return { ...view, lines, audit: true };
}
