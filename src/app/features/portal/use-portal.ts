import { useCallback, useState } from 'react';
import { credit, type CreditAccountDetail, type CreditEntry } from '@shared/contracts/credit';
import { listings, type UnitDetail } from '@shared/contracts/listings';
import { owners, type PayoutAccount } from '@shared/contracts/owners';
import { api, interactiveEffects } from '@app/lib/api';
import { applyFailureEffects, isApiError } from '@app/lib/api-errors';
import { useRemoteRecord } from '@app/lib/use-remote-record';
import { useResourceList } from '@app/kit/resource/use-resource';
import { portalUnitResource } from './resource';
import { localPortalUnits, PORTAL_UNIT_QUERY, portalUnitSearch } from './unit-query';

/** The owner's units (the server answers only theirs): first page, more on scroll, saved for offline. */
export function usePortalUnits() {
  return useResourceList(portalUnitResource, { query: PORTAL_UNIT_QUERY, search: portalUnitSearch, local: localPortalUnits });
}

const PORTAL_UNIT_RECORD = 'portal-unit-record';

/** A 404: the record is not there, or not this owner's; the server does not say which. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * A read whose 404 the page shows in place ("not found", no toast); every other failure gets the app's usual
 * toast, sign-out or password screen.
 */
async function notFoundInPlace<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isApiError(error)) {
      if (isNotFound(error)) error.notified = true;
      else applyFailureEffects(error, interactiveEffects);
    }
    throw error;
  }
}

/**
 * One of the owner's units, saved for offline; another owner's answers 404 (`notFound`). Saved apart from the
 * list's rows: a row has no ownership or package history, and the page must not show one as the whole unit.
 */
export function usePortalUnit(id: string | undefined) {
  const fetch = useCallback(
    (key: string): Promise<UnitDetail> => notFoundInPlace(() => api.call(listings.unit, { params: { id: key }, quiet: true })),
    [],
  );
  const { data: unit, ...rest } = useRemoteRecord<UnitDetail>(id, fetch, { cache: { type: PORTAL_UNIT_RECORD } });
  return { unit, notFound: rest.status === 'error' && isNotFound(rest.error), ...rest };
}

/** The owner's own credit account: balance and latest entries, saved for offline. */
export function usePortalCredit(accountId: string) {
  const fetch = useCallback(
    (key: string): Promise<CreditAccountDetail> => notFoundInPlace(() => api.call(credit.holder, { params: { accountId: key }, quiet: true })),
    [],
  );
  const { data: account, ...rest } = useRemoteRecord<CreditAccountDetail>(accountId, fetch, { cache: { type: 'portal-credit' } });
  return { account, notFound: rest.status === 'error' && isNotFound(rest.error), ...rest };
}

/** The owner's own payout account, masked, with a change waiting for approval and the last one decided. */
export function usePortalPayout(ownerId: string) {
  const fetch = useCallback(
    (key: string): Promise<PayoutAccount> => notFoundInPlace(() => api.call(owners.payoutAccount, { params: { id: key }, quiet: true })),
    [],
  );
  const { data: payout, ...rest } = useRemoteRecord<PayoutAccount>(ownerId, fetch, { cache: { type: 'portal-payout' } });
  return { payout, ...rest };
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
