import type { ApprovalItem } from '@shared/contracts/approvals';
import type { DeclaredInboxKind } from '@app/kit/inbox/define-inbox';
import { overlayRecord } from '@app/offline/pending-overlay';
import type { OutboxItem } from '@app/offline/outbox-types';

/**
 * The cards the admin can act on, with what their own queued decisions did: an item decided on
 * this device (online or not, here or in its area's queue) leaves at once. A kind no area
 * declares is left out: there is no card to decide it with.
 */
export function showable(items: readonly ApprovalItem[], kinds: readonly DeclaredInboxKind[], open: ReadonlyMap<string, readonly OutboxItem[]>) {
  const byKind = new Map(kinds.map((k) => [k.kind, k]));
  let hidden = 0;
  const shown: ApprovalItem[] = [];
  for (const item of items) {
    const kind = byKind.get(item.kind);
    if (!kind) continue;
    const queued = open.get(kind.decision.recordKey(item.record));
    if (!queued?.length) {
      shown.push(item);
      continue;
    }
    const record = overlayRecord(item.record, queued);
    if (kind.waiting(record)) shown.push({ ...item, record } as ApprovalItem);
    else hidden += 1;
  }
  return { shown, hidden };
}
