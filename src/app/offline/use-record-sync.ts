import { useEffect, useMemo, useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { offlineDb } from './db';
import { isOpen } from './outbox-rules';
import type { OutboxItem } from './outbox-types';
import { useOutbox } from './outbox-context';

const NONE: OutboxItem[] = [];

export interface RecordSyncHandlers {
  /** The server applied a decision on this record: `item.result` is its answer. */
  onApplied?(item: OutboxItem): void;
  /** Someone else decided first: `item.conflict.current` is the record as it is now. */
  onConflict?(item: OutboxItem): void;
}

/**
 * The signed-in admin's decisions on one record, live: the open ones (for a "waiting to sync"
 * chip), and a call when one is answered, so a detail page can take the server's record.
 */
export function useRecordSync(recordKey: string | null, handlers: RecordSyncHandlers = {}): OutboxItem[] {
  const adminId = useOutbox()?.adminId ?? null;
  const items = useLiveQuery(
    () =>
      recordKey && adminId
        ? offlineDb()
            .outbox.where('recordKey')
            .equals(recordKey)
            .filter((item) => item.adminId === adminId)
            .toArray()
            .catch(() => NONE)
        : NONE,
    [recordKey, adminId],
  );
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  /** Answered items already handled; those answered before the page looked count as handled. */
  const handled = useRef<{ key: string | null; ids: Set<string> | null }>({ key: null, ids: null });

  useEffect(() => {
    if (!items) return;
    if (handled.current.key !== recordKey || !handled.current.ids) {
      handled.current = { key: recordKey, ids: new Set(items.filter((item) => !isOpen(item)).map((item) => item.id)) };
      return;
    }
    const ids = handled.current.ids;
    // Sent again (a retry): its next answer counts again.
    for (const item of items) if (isOpen(item)) ids.delete(item.id);
    const answered = items.filter((item) => !isOpen(item) && !ids.has(item.id)).sort((a, b) => a.seq - b.seq);
    for (const item of answered) {
      ids.add(item.id);
      if (item.status === 'applied') handlersRef.current.onApplied?.(item);
      else if (item.status === 'conflict') handlersRef.current.onConflict?.(item);
    }
  }, [items, recordKey]);

  return useMemo(() => (items ?? NONE).filter(isOpen).sort((a, b) => a.seq - b.seq), [items]);
}
