import { useCallback, useState } from 'react';
import type { CreditEntry } from '@shared/contracts/credit';
import { credit } from '@shared/contracts/plain/credit';
import { api } from '@app/lib/api';
import { useResourceList } from '@app/kit/resource/use-resource';
import { useResourceView } from '@app/kit/resource/use-resource-view';
import { portalUnitResource } from './resource';
import { localPortalUnits, PORTAL_UNIT_QUERY, portalUnitSearch } from './unit-query';
import { contractView, creditView, dashboardView, isNotFound, payoutView, statementsView, unitRecordView } from './views';

/** The owner's units (the server answers only theirs): first page, more on scroll, saved for offline. */
export function usePortalUnits() {
  return useResourceList(portalUnitResource, { query: PORTAL_UNIT_QUERY, search: portalUnitSearch, local: localPortalUnits });
}

export { isNotFound } from './views';

/** One of the owner's units, saved for offline; another owner's answers 404 (`notFound`). */
export function usePortalUnit(id: string | undefined) {
  const { data: unit, ...rest } = useResourceView(unitRecordView, id);
  return { unit, notFound: rest.status === 'error' && isNotFound(rest.error), ...rest };
}

/** The owner's own credit account: balance and latest entries, saved for offline. */
export function usePortalCredit(accountId: string) {
  const { data: account, ...rest } = useResourceView(creditView, accountId);
  return { account, notFound: rest.status === 'error' && isNotFound(rest.error), ...rest };
}

/** The owner's own payout account, masked, with a change waiting for approval and the last one decided. */
export function usePortalPayout(ownerId: string) {
  const { data: payout, ...rest } = useResourceView(payoutView, ownerId);
  return { payout, ...rest };
}

/** The owner's statements sent to them, saved for offline (keyed by the owner, so another sign-in never reads them). */
export function usePortalStatements(ownerId: string) {
  const { data, ...rest } = useResourceView(statementsView, ownerId);
  return { statements: data?.statements ?? null, ...rest };
}

/** The owner's dashboard figures, saved for offline (keyed by the owner, so another sign-in never reads them). */
export function usePortalDashboard(ownerId: string) {
  const { data: figures, ...rest } = useResourceView(dashboardView, ownerId);
  return { figures, ...rest };
}

/** The owner's contract, saved for offline. */
export function usePortalContract(ownerId: string) {
  const { data: contract, ...rest } = useResourceView(contractView, ownerId);
  return { contract, ...rest };
}

/** How many entries the account call answers (the credit module's RECENT_ENTRIES), and the size of each older page. */
export const RECENT_ENTRIES = 20;

type OlderState = { entries: CreditEntry[]; total: number | null; status: 'idle' | 'loading' | 'error' };

/**
 * The owner's entries older than the account's latest 20, a page at a time from the entries list (the server keeps
 * an owner to their own). Pages count from the newest, like the account's own list, so page 2 follows it; an entry
 * posted meanwhile shifts the pages by one, and the duplicate it brings is dropped by id.
 */
export function useOlderEntries(accountId: string, shown: readonly CreditEntry[]) {
  const [state, setState] = useState<OlderState>({ entries: [], total: null, status: 'idle' });
  const loaded = state.entries.length;
  const loadMore = useCallback(async () => {
    setState((s) => ({ ...s, status: 'loading' }));
    try {
      const currentPage = 2 + Math.floor(loaded / RECENT_ENTRIES);
      const answer = await api.call(credit.entries, {
        query: {
          filter: JSON.stringify({ accountId }),
          sort: JSON.stringify({ createdAt: 'desc' }),
          pagination: JSON.stringify({ limit: RECENT_ENTRIES, currentPage }),
        },
        quiet: true,
      });
      setState((s) => {
        const seen = new Set([...shown, ...s.entries].map((e) => e.id));
        return { entries: [...s.entries, ...answer.entries.filter((e) => !seen.has(e.id))], total: answer.totalCount, status: 'idle' };
      });
    } catch {
      setState((s) => ({ ...s, status: 'error' }));
    }
  }, [accountId, loaded, shown]);
  const more = state.total === null ? shown.length >= RECENT_ENTRIES : shown.length + loaded < state.total;
  return { older: state.entries, status: state.status, more, loadMore };
}
