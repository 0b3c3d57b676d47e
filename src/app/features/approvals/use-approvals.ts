import { useCallback, useMemo, useState } from 'react';
import type { ApprovalItem, ApprovalList } from '@shared/contracts/approvals';
import { approvals } from '@shared/contracts/plain/approvals';
import type { DeclaredInboxKind } from '@app/kit/inbox/define-inbox';
import { api } from '@app/lib/api';
import { usePagedList, type PagedListCache } from '@app/lib/use-paged-list';
import { listCacheQuery } from '@app/offline/cache';
import { useOpenItemsByRecord } from '@app/offline/pending-overlay';
import { shownCount } from './count';
import { showable } from './showable';

export const PAGE_SIZE = 20;

const byId = (item: ApprovalItem) => item.id;

/** Saved for offline like the queues: the inbox opens from the device with no network. */
const CACHE: PagedListCache<ApprovalItem> = {
  type: 'approval',
  query: listCacheQuery(approvals.list.path, new URLSearchParams({ limit: String(PAGE_SIZE) })),
};

export function useApprovals(kinds: readonly DeclaredInboxKind[]) {
  const [counts, setCounts] = useState<ApprovalList['counts'] | null>(null);
  const list = usePagedList<ApprovalItem>({
    key: 'approvals',
    limit: PAGE_SIZE,
    getId: byId,
    fetchPage: useCallback(async (page: number, signal: AbortSignal) => {
      const answer = await api.call(approvals.list, { query: { limit: PAGE_SIZE, page }, signal });
      setCounts(answer.counts);
      return { items: answer.items, totalCount: answer.totalCount };
    }, []),
    cache: CACHE,
  });
  const open = useOpenItemsByRecord(true);
  const { shown, hidden } = useMemo(() => showable(list.items, kinds, open), [list.items, kinds, open]);
  // Kinds without a card are in the server's total but never on screen.
  const unshown = counts ? Object.values(counts).reduce((a, b) => a + b, 0) - shownCount(counts) : 0;
  return { list, items: shown, totalCount: Math.max(0, list.totalCount - hidden - unshown) };
}
