import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useResourceView } from '../resource/use-resource-view';
import type { HistoryView } from './history-view';

/** A record page without a history asks for nothing. */
const NO_HISTORY: HistoryView = { type: 'none', read: () => Promise.reject(new Error('No history')), lines: { namespace: 'kit', testId: 'history' }, audit: false };

/**
 * One record's history, saved for offline. The audit call needs the admin-view code, so an admin
 * without it is asked nothing and shown nothing (`allowed` says which).
 */
export function useRecordHistory<F extends string>(view: HistoryView<F> | undefined, id: string | undefined) {
  const { profile } = useSession();
  const allowed = view !== undefined && (!view.audit || can(profile, P.admin.view));
  const { data, status, reload } = useResourceView(view ?? NO_HISTORY, allowed ? id : undefined);
  const lines: HistoryView['lines'] = (view ?? NO_HISTORY).lines;
  return { allowed, entries: data?.entries ?? [], totalCount: data?.totalCount ?? 0, status, reload, lines };
}

export type RecordHistoryState = ReturnType<typeof useRecordHistory>;
