import type { AuditEntry } from '@shared/contracts/audit';
import { formatDateTime, formatDisplayDate, formatTime } from '@shared/dates';

export interface QueuedOfflineNote {
  /** When the app queued it, by the device's clock: a time, with the date when it was another day. */
  queued: string;
  /** When the server applied it. */
  sent: string;
}

/**
 * "Queued offline at …, sent …" for an entry the app says it queued while the device was offline;
 * null for everything else (decisions sent at once, entries from before the app said so). It is
 * the app's claim, so a missing or unreadable queued-at time shows nothing rather than a guess.
 */
export function queuedOfflineNote(entry: Pick<AuditEntry, 'at' | 'client'>, language = 'en-US'): QueuedOfflineNote | null {
  const claim = entry.client;
  if (!claim?.queuedOffline || !claim.queuedAt) return null;
  const queuedAt = Date.parse(claim.queuedAt);
  if (Number.isNaN(queuedAt) || Number.isNaN(Date.parse(entry.at))) return null;
  const sameDay = formatDisplayDate(new Date(queuedAt), language) === formatDisplayDate(entry.at, language);
  return {
    queued: sameDay ? formatTime(queuedAt, language) : formatDateTime(queuedAt, language),
    sent: formatTime(entry.at, language),
  };
}
