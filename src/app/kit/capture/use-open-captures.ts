import { useLiveQuery } from 'dexie-react-hooks';
import { offlineDb } from '@app/offline/db';
import { useOutbox } from '@app/offline/outbox-context';
import type { OutboxItem, OutboxStatus } from '@app/offline/outbox-types';

/** Captured but not yet on the server: still to send, or refused and waiting for the admin. */
export const OPEN_CAPTURE_STATUSES: readonly OutboxStatus[] = ['pending', 'sending', 'rejected', 'conflict'];

const NONE: OutboxItem[] = [];

/** The signed-in admin's open items of `kind`, oldest first; reads from the given database (tests). */
export async function readOpenCaptures(adminId: string, kind: string): Promise<OutboxItem[]> {
  const items = await offlineDb()
    .outbox.where('[adminId+status]')
    .anyOf(OPEN_CAPTURE_STATUSES.map((status) => [adminId, status]))
    .filter((item) => item.kind === kind)
    .toArray();
  return items.sort((a, b) => a.seq - b.seq);
}

/**
 * The open outbox items of one kind (e.g. `dsr.create`) for the signed-in admin, live, so a list can
 * show "waiting to send" cards for records captured offline: `item.request.body` is the create body.
 * Empty while loading and outside the signed-in shell.
 */
export function useOpenCaptures(kind: string): OutboxItem[] {
  const adminId = useOutbox()?.adminId ?? null;
  const items = useLiveQuery(() => (adminId ? readOpenCaptures(adminId, kind).catch(() => NONE) : NONE), [adminId, kind]);
  return items ?? NONE;
}
