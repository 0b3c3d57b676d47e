import { startTransition, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { answerLocally, cachedRowsOf, readQuery, saveQueryPage, saveRecord, type CachedPage, type LocalAnswer } from '../offline/cache';
import { overlayRows, useOpenItemsByRecord } from '../offline/pending-overlay';
import { isAbortError, isApiError } from './api-errors';
import { useSettlesFirstScreen } from './use-settles-first-screen';
import { createListFailureReporter } from './list-failure';
import { CACHE_REVEAL_STEP, hasMorePages, initialPagedState, nextPageNumber, pagedReducer, visibleItems, type PageOf, type PagedState } from './paged-list';
import { showToast } from './toast-bus';

/** Where a list keeps its rows on this device (DESIGN.md §7). */
export interface PagedListCache<T> {
  /** The record type: `user`, `admin`, `contact-change`. Rows are saved as `<type>:<id>`. */
  type: string;
  /** The list's own serialisation of filter, search and sort (never the page). */
  query: string;
  /** Answers a filter never fetched on this device from the saved rows of the type. */
  local?: LocalAnswer<T>;
  /** Whether a row, with its pending decisions on top, still belongs to this list. */
  keep?(row: T): boolean;
}

export interface PagedListOptions<T> {
  /** A new key starts the list again (new filter, search or segment). */
  key: string;
  limit: number;
  fetchPage(page: number, signal: AbortSignal): Promise<PageOf<T>>;
  getId(item: T): string;
  /** Render from the cache first, refresh from the API, and show pending decisions on the rows. */
  cache?: PagedListCache<T>;
}

type Settled<V> = { ok: true; value: V } | { ok: false; error: unknown };

function settle<V>(promise: Promise<V>): Promise<Settled<V>> {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && error.kind === 'network';
}

/** The device knows it is offline: the screen's offline state or stale notice says so, not a toast. */
function offlineFailure(error: unknown): boolean {
  return isNetworkFailure(error) && typeof navigator !== 'undefined' && navigator.onLine === false;
}

type SavedList<T> = CachedPage<T> & { local: boolean; partial: boolean };

/**
 * The query as saved (its first `limit` rows when given), or when it was never fetched, the saved
 * rows answering it here.
 */
async function readSaved<T>(cache: PagedListCache<T>, limit?: number): Promise<SavedList<T> | null> {
  const saved = await readQuery<T>(cache.type, cache.query, limit);
  if (saved) return { ...saved, local: false };
  if (!cache.local) return null;
  const answer = answerLocally(await cachedRowsOf<T>(cache.type), cache.local);
  return answer ? { ...answer, local: true, partial: false } : null;
}

/**
 * A list read page by page: first page, infinite scroll, pull to refresh, cards that leave.
 * With `cache`, the saved rows paint at once and the server's replace them when they arrive;
 * offline, the saved rows stay, marked stale, instead of an error.
 */
export function usePagedList<T>({ key, limit, fetchPage, getId, cache }: PagedListOptions<T>) {
  const reducer = useMemo(() => pagedReducer(getId), [getId]);
  const [state, dispatch] = useReducer(reducer, undefined, () => initialPagedState<T>());
  const reporter = useMemo(() => createListFailureReporter((message) => showToast(message)), []);
  const generation = useRef(0);
  const controller = useRef<AbortController | null>(null);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const cacheRef = useRef(cache);
  cacheRef.current = cache;
  const stateRef = useRef<PagedState<T>>(state);
  stateRef.current = state;
  const cacheOn = cache !== undefined;

  const save = useCallback(
    (list: PageOf<T>, append: boolean, at: number) => {
      const target = cacheRef.current;
      if (!target) return;
      // The screen shows the server's rows either way; a full disk is reported by the cache.
      void saveQueryPage(target.type, target.query, list.items, getId, list.totalCount, { append, now: at }).catch(() => undefined);
    },
    [getId],
  );

  const loadFirst = useCallback(
    async (keep: boolean) => {
      const run = ++generation.current;
      controller.current?.abort();
      controller.current = new AbortController();
      const signal = controller.current.signal;
      reporter.reset();
      dispatch({ type: 'start', keep });
      const target = cacheRef.current;
      const fetched = settle(fetchRef.current(1, signal));
      let rowsShown = keep && stateRef.current.items.length > 0;
      if (target && !rowsShown) {
        // What fills the screen first, then the rest: a thousand saved rows take longer to read
        // than the 200 ms an offline list is given to paint.
        const first = await readSaved(target, CACHE_REVEAL_STEP).catch(() => null);
        if (run !== generation.current) return;
        const showSaved = (saved: SavedList<T>) =>
          dispatch({ type: 'cached', list: { items: saved.rows, totalCount: saved.totalCount }, fetchedAt: saved.fetchedAt, local: saved.local });
        if (first) {
          showSaved(first);
          rowsShown = true;
        }
        if (first?.partial) {
          const all = await readSaved(target).catch(() => null);
          if (run !== generation.current) return;
          if (all) showSaved(all);
        }
      }
      const result = await fetched;
      if (run !== generation.current) return;
      if (result.ok) {
        const at = Date.now();
        // A page of cards is the largest render a list makes: as a transition React draws it in
        // slices that let the phone answer a tap between them, not one long task (issue 25).
        startTransition(() => dispatch({ type: 'loaded', list: result.value, append: false, fetchedAt: at }));
        save(result.value, false, at);
        return;
      }
      const { error } = result;
      if (isAbortError(error)) return;
      if (target && rowsShown) {
        // Saved rows are on screen: the stale notice says what happened, not a failure toast.
        if (!isNetworkFailure(error)) reporter.report(error);
        dispatch({ type: 'stale', error });
        return;
      }
      if (!(target && offlineFailure(error))) reporter.report(error);
      dispatch({ type: 'failed', error });
    },
    [reporter, save],
  );

  // A new key (or cache query) starts the list again: the key stands for everything fetchPage reads.
  const cacheQuery = cache?.query;
  useEffect(() => {
    void loadFirst(false);
    return () => controller.current?.abort();
  }, [loadFirst, key, cacheQuery]);

  const loadMore = useCallback(async () => {
    // Saved rows: show more of them; the server is asked again on the next refresh.
    if (stateRef.current.source === 'cache') {
      dispatch({ type: 'reveal' });
      return;
    }
    const run = generation.current;
    const signal = controller.current?.signal ?? new AbortController().signal;
    try {
      const list = await fetchRef.current(nextPageNumber(stateRef.current.items.length, limit), signal);
      if (run !== generation.current) return;
      dispatch({ type: 'loaded', list, append: true });
      save(list, true, Date.now());
    } catch (error) {
      if (run !== generation.current || isAbortError(error)) return;
      if (cacheRef.current && isNetworkFailure(error)) {
        dispatch({ type: 'stale', error });
      } else {
        reporter.report(error);
      }
      dispatch({ type: 'moreFailed' });
    }
  }, [limit, reporter, save]);

  // Back online with stale rows on screen: fetch them again without waiting for a pull.
  const stale = state.stale && cacheOn;
  useEffect(() => {
    if (!stale) return;
    const again = () => void loadFirst(true);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [stale, loadFirst]);

  // Rows (saved or the server's), the empty state or the failure are on screen: what waits for the first screen may start.
  useSettlesFirstScreen(state.status !== 'loading');

  const refresh = useCallback(() => loadFirst(true), [loadFirst]);
  const retry = useCallback(() => loadFirst(false), [loadFirst]);
  const take = useCallback((id: string) => dispatch({ type: 'take', id }), []);
  const settleItem = useCallback((id: string) => dispatch({ type: 'settle', id }), []);
  const restore = useCallback((id: string) => dispatch({ type: 'restore', id }), []);
  const giveBack = useCallback((id: string) => dispatch({ type: 'giveBack', id }), []);
  const replace = useCallback(
    (item: T) => {
      dispatch({ type: 'replace', item });
      const target = cacheRef.current;
      if (target) void saveRecord(target.type, getId(item), item).catch(() => undefined);
    },
    [getId],
  );

  // Pending decisions on the rows, live: one query of the open items, one map lookup per row.
  const openItems = useOpenItemsByRecord(cacheOn);
  const type = cache?.type ?? '';
  const keepRow = cache?.keep;
  const overlaid = useMemo(() => overlayRows(state.items, getId, type, openItems, keepRow), [state.items, getId, type, openItems, keepRow]);
  const { source, revealed } = state;
  const items = useMemo(() => visibleItems({ source, revealed, items: overlaid.items }), [overlaid.items, source, revealed]);

  return {
    ...state,
    items,
    totalCount: Math.max(0, state.totalCount - overlaid.hidden),
    /** The open outbox items behind the rows shown, by row id. */
    pending: overlaid.pending,
    hasMore: hasMorePages({ ...state, items: overlaid.items }),
    loadMore,
    refresh,
    retry,
    take,
    settle: settleItem,
    restore,
    giveBack,
    replace,
  };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
