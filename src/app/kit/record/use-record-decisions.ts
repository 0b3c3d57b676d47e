import { useState } from 'react';
import type { OutboxItem } from '@app/offline/outbox-types';
import { useRecordSync } from '@app/offline/use-record-sync';
import { refusalSentence } from '@app/lib/refusal-words';
import { useTranslation } from '@app/lib/use-translation';

export interface RecordDecisionsOptions<T extends { id: string }> {
  /** The record's id; nothing is followed until it is known. */
  id: string | null | undefined;
  /** `<type>:<id>` of the record: any of its declared decisions' `recordKey`. */
  recordKey: (record: { id: string }) => string;
  /** Shows the server's record in place of the cached one. */
  replace(record: T): void;
  /** Something else on the page depends on the record (its history): refresh it. */
  onAnswered?(): void;
}

export interface RecordDecisions {
  /** This admin's decisions on the record still on their way (the "waiting to sync" chip). */
  open: OutboxItem[];
  /** The server's message when someone else decided first, until a later answer clears it. */
  conflict: string | null;
  /** A direct call's 409 says the same, so the page sets it here too. */
  setConflict(message: string | null): void;
}

/**
 * A record page follows the outbox (DESIGN.md §7): when a queued decision on its record is
 * answered the page takes the server's record, and a conflict says why, never a silent overwrite.
 */
export function useRecordDecisions<T extends { id: string }>({ id, recordKey, replace, onAnswered }: RecordDecisionsOptions<T>): RecordDecisions {
  const [conflict, setConflict] = useState<string | null>(null);
  const { t, i18n } = useTranslation('outbox');
  // The answer is only taken if it is this record: an old item's answer may be another shape.
  const isThisRecord = (value: unknown): value is T => !!value && typeof value === 'object' && (value as { id?: unknown }).id === id;
  const open = useRecordSync(id ? recordKey({ id }) : null, {
    onApplied: (item) => {
      if (isThisRecord(item.result)) replace(item.result);
      setConflict(null);
      onAnswered?.();
    },
    onConflict: (item) => {
      if (isThisRecord(item.conflict?.current)) replace(item.conflict.current);
      // The refusing rule in the reader's language; the server's words only for a code this app does not know.
      setConflict(item.conflict ? refusalSentence(t, item.conflict.refusal, item.conflict.message, i18n.language) : null);
      onAnswered?.();
    },
  });
  return { open, conflict, setConflict };
}
