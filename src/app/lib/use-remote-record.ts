import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { findRecord, readRecord, recordKey, saveRecord, type CachedRow } from '../offline/cache';
import { resolveGone } from '../offline/resolve-stale';
import { overlayRecord, useOpenItemsByRecord } from '../offline/pending-overlay';
import type { OutboxItem } from '../offline/outbox-types';
import { isAbortError, isApiError } from './api-errors';
import { useSettlesFirstScreen } from './use-settles-first-screen';
import { createListFailureReporter } from './list-failure';
import type { DataSource } from './paged-list';
import { showToast } from './toast-bus';

export type RecordStatus = 'loading' | 'ready' | 'error';

/** Where a record is kept on this device (DESIGN.md §7). */
export interface RemoteRecordCache<T> {
  /** The record type: `user`, `admin`…; saved as `<type>:<id>`. */
  type: string;
  /** The record's id; the key itself when absent. */
  idOf?(value: T): string;
  /** For keys that are not ids (a rider opened by account number): which saved row of the type is this one. */
  matches?(row: T, key: string): boolean;
}

export interface RemoteRecordOptions<T> {
  /** Render the saved copy first, refresh from the API, and show pending decisions on it. */
  cache?: RemoteRecordCache<T>;
}

const NO_ITEMS: readonly OutboxItem[] = [];

function readSaved<T>(cache: RemoteRecordCache<T>, key: string): Promise<CachedRow<T> | null> {
  const { matches } = cache;
  return matches ? findRecord<T>(cache.type, (row) => matches(row, key)) : readRecord<T>(cache.type, key);
}

/**
 * One thing fetched by key: loading, ready or error, with the failure toast shown once per load.
 * A reload of data already on screen keeps it there instead of flashing skeletons, and an
 * answer that arrives after a newer request started is dropped. With `cache`, the saved copy
 * shows at once and stays, marked stale, when the server cannot be reached.
 */
export function useRemoteRecord<T>(key: string | undefined, fetcher: (key: string) => Promise<T>, options: RemoteRecordOptions<T> = {}) {
  const { cache } = options;
  const [data, setData] = useState<T | null>(null);
  const [status, setStatus] = useState<RecordStatus>('loading');
  const [error, setError] = useState<unknown>(null);
  const [source, setSource] = useState<DataSource | null>(null);
  const [fetchedAt, setFetchedAt] = useState<number | null>(null);
  const [stale, setStale] = useState(false);
  const reporter = useRef(createListFailureReporter((message) => showToast(message)));
  const generation = useRef(0);
  const loaded = useRef(false);
  /** The key whose data is on screen. */
  const shownKey = useRef<string | null>(null);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const cacheRef = useRef(cache);
  cacheRef.current = cache;

  const idOf = useCallback((value: T, k: string) => cacheRef.current?.idOf?.(value) ?? k, []);

  const load = useCallback(async () => {
    if (!key) return;
    const run = ++generation.current;
    reporter.current.reset();
    const target = cacheRef.current;
    const fetched = fetcherRef.current(key).then(
      (value) => ({ ok: true as const, value }),
      (failure: unknown) => ({ ok: false as const, failure }),
    );
    let shown = loaded.current && (!target || shownKey.current === key);
    if (target && !shown) {
      const saved = await readSaved(target, key).catch(() => null);
      if (run !== generation.current) return;
      if (saved) {
        loaded.current = true;
        shownKey.current = key;
        setData(saved.data);
        setStatus('ready');
        setSource('cache');
        setFetchedAt(saved.fetchedAt);
        setStale(false);
        shown = true;
      }
    }
    if (!loaded.current) setStatus('loading');
    setError(null);
    const result = await fetched;
    if (run !== generation.current) return;
    if (result.ok) {
      const at = Date.now();
      loaded.current = true;
      shownKey.current = key;
      setData(result.value);
      setStatus('ready');
      setSource('server');
      setFetchedAt(at);
      setStale(false);
      if (target) void saveRecord(target.type, idOf(result.value, key), result.value, at).catch(() => undefined);
      return;
    }
    const { failure } = result;
    if (isAbortError(failure)) return;
    const network = isApiError(failure) && failure.kind === 'network';
    // The record is gone: a refused decision on it has nothing left to wait for.
    if (target && !target.matches && isApiError(failure) && failure.status === 404) void resolveGone(recordKey(target.type, key)).catch(() => undefined);
    // A saved copy is on screen, or the device knows it is offline: the stale notice or the
    // offline state tells the admin, not a failure toast.
    if (!(target && network && (shown || navigator.onLine === false))) reporter.current.report(failure);
    setError(failure);
    if (target && shown) setStale(true);
    if (!loaded.current) setStatus('error');
  }, [key, idOf]);

  /** Drops the answer still on its way: the key changed or the page is gone. */
  const dropPending = useCallback(() => {
    generation.current++;
  }, []);

  useEffect(() => {
    void load();
    return dropPending;
  }, [load, dropPending]);

  // The record (saved or the server's) or its failure is on screen: what waits for the first screen may start.
  useSettlesFirstScreen(status !== 'loading');

  // Back online with a stale copy on screen: fetch it again.
  const cacheOn = cache !== undefined;
  useEffect(() => {
    if (!stale || !cacheOn) return;
    const again = () => void load();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [stale, cacheOn, load]);

  /** Takes the record a mutation returned, without another round trip. */
  const replace = useCallback(
    (value: T) => {
      loaded.current = true;
      if (key) shownKey.current = key;
      setData(value);
      setStatus('ready');
      setSource('server');
      setFetchedAt(Date.now());
      setStale(false);
      const target = cacheRef.current;
      if (target && key) void saveRecord(target.type, idOf(value, key), value).catch(() => undefined);
    },
    [key, idOf],
  );

  // Pending decisions on the record, live.
  const openItems = useOpenItemsByRecord(cacheOn);
  const type = cache?.type ?? '';
  const pending = data !== null && key && cacheOn ? (openItems.get(recordKey(type, idOf(data, key))) ?? NO_ITEMS) : NO_ITEMS;
  const shownData = useMemo(() => (data === null ? null : overlayRecord(data, pending)), [data, pending]);

  return { data: shownData, status, error, reload: load, replace, source, fetchedAt, stale, pending };
}
