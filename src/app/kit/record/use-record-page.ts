import { useParams } from 'react-router-dom';
import type { CallDescriptor, CallResult } from '@shared/contracts/call';
import { useViewReturn } from '@app/lib/use-view-return';
import type { Resource } from '../resource/define-resource';
import { useResourceRecord } from '../resource/use-resource';
import type { HistoryView } from './history-view';
import type { RecordView } from './RecordPage';
import { useRecordDecisions, type RecordDecisions } from './use-record-decisions';
import { useRecordHistory, type RecordHistoryState } from './use-record-history';

export interface RecordPageOptions<T> {
  /** The record's history, reloaded with it and after each change. */
  history?: HistoryView;
  /** The route parameter holding the id (`id` unless said). */
  param?: string;
  /** Fills in what a row saved from a list lacks, so the page draws it before the record arrives. */
  shape?(value: T): T;
  /** The record's decisions' `recordKey`: the page follows them through the outbox (`decisions`). */
  decisions?(record: { id: string }): string;
}

export interface RecordPageState<T> {
  id: string | undefined;
  record: RecordView<T>;
  history: RecordHistoryState;
  /** Its decisions waiting to sync, and a conflict's message (nothing without `decisions`). */
  decisions: RecordDecisions;
  reload(): Promise<unknown>;
  replace(next: T): void;
  /** The record and its history again (pull to refresh, try again, back from an edit). */
  refresh(): Promise<unknown>;
  /** A write answered with the record: show it, and the history entry it added. */
  changed(next: T): void;
}

/**
 * What every record page wires the same way: the id from the route, the record and its history,
 * both reloaded when the admin comes back from an edit page.
 */
export function useRecordPage<R extends CallDescriptor>(
  resource: Resource<unknown, CallDescriptor, R>,
  { history: view, param = 'id', shape, decisions: recordKey }: RecordPageOptions<CallResult<R>> = {},
): RecordPageState<CallResult<R>> {
  const id = useParams<Record<string, string | undefined>>()[param];
  const { data, status, error, reload, replace, source, fetchedAt, stale } = useResourceRecord(resource, id);
  const history = useRecordHistory(view, id);
  const refresh = () => Promise.all([reload(), history.reload()]);
  const decisions = useRecordDecisions<{ id: string }>({
    id: recordKey ? id : null,
    recordKey: recordKey ?? (() => ''),
    // Only a record with this page's id is handed back: the record this page reads.
    replace: (next) => replace(next as CallResult<R>),
    onAnswered: () => void history.reload(),
  });
  useViewReturn(() => void refresh());
  return {
    id,
    record: { value: data && shape ? shape(data) : data, status, error, source, fetchedAt, stale },
    history,
    decisions,
    reload,
    replace,
    refresh,
    changed: (next) => {
      replace(next);
      void history.reload();
    },
  };
}
