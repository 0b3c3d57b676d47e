import { useEffect, useMemo, useState } from 'react';
import type { ApprovalList } from '@shared/contracts/approvals';
import { PAGE_SIZE } from '@app/kit/constants';
import { showWaitingOnBadge } from '@app/lib/app-badge';
import type { DeclaredInboxKind } from '@app/kit/inbox/define-inbox';
import { useResourceList } from '@app/kit/resource/use-resource';
import { useOpenItemsByRecord } from '@app/offline/pending-overlay';
import { shownCount } from './count';
import { approvalResource } from './resource';
import { showable } from './showable';

/** The kit's list page size, which the inbox's early read (boot.ts) must ask for too. */
export { PAGE_SIZE };

/** The inbox's own paging (not the list protocol): the page size and the page. */
const search = (_: null, page: number) => new URLSearchParams({ limit: String(PAGE_SIZE), page: String(page) }).toString();

/** Saved for offline like the queues: the inbox opens from the device with no network. */
export function useApprovals(kinds: readonly DeclaredInboxKind[]) {
  const [counts, setCounts] = useState<ApprovalList['counts'] | null>(null);
  const list = useResourceList(approvalResource, { query: null, search, onAnswer: (answer) => setCounts(answer.counts) });
  const open = useOpenItemsByRecord(true);
  const { shown, hidden } = useMemo(() => showable(list.items, kinds, open), [list.items, kinds, open]);
  // Kinds without a card are in the server's total but never on screen.
  const unshown = counts ? Object.values(counts).reduce((a, b) => a + b, 0) - shownCount(counts) : 0;
  const totalCount = Math.max(0, list.totalCount - hidden - unshown);
  // The app icon says the inbox's count: a card decided here (sent or queued) leaves it at once.
  const known = list.status === 'ready' && list.source !== null;
  useEffect(() => {
    if (known) showWaitingOnBadge(totalCount);
  }, [known, totalCount]);
  return { list, items: shown, totalCount };
}
