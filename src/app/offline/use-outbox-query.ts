import { useEffect, useRef, useState } from 'react';
import { Dexie } from 'dexie';
import { offlineDb } from './db';

/**
 * A busy queue changes many times a second; a count watching it needs no more than two reads a
 * second (another tab's badge still follows within one). Each read that changes the count redraws
 * whatever shows it: four a second cost a 500-item drain seconds of the page's time.
 */
export const OUTBOX_READ_INTERVAL_MS = 500;

/** Goes up on every render whose `deps` differ from the last ones, compared as React compares a hook's deps. */
function useDepsVersion(deps: readonly unknown[]): number {
  const seen = useRef({ deps, version: 0 });
  const last = seen.current.deps;
  if (deps.length !== last.length || deps.some((dep, i) => !Object.is(dep, last[i]))) {
    seen.current = { deps, version: seen.current.version + 1 };
  }
  return seen.current.version;
}

/**
 * A query over the outbox that follows its changes, here and in other tabs, like useLiveQuery, but
 * runs at most once per `intervalMs` (and never more than a fifth of the time), the last change
 * always read: a queue of hundreds draining one by one is read a few times a second, not once per
 * item, so the screens watching it do not slow the drain down. As with useLiveQuery, `deps` lists
 * what the query reads (the lint checks them at each call); a change of deps reads again at once.
 */
export function useOutboxQuery<T>(
  query: () => Promise<T>,
  deps: readonly unknown[],
  options: { intervalMs?: number; isEqual?(a: T, b: T): boolean } = {},
): T | undefined {
  const { intervalMs = OUTBOX_READ_INTERVAL_MS, isEqual } = options;
  const isEqualRef = useRef(isEqual);
  isEqualRef.current = isEqual;
  // The query of the latest render: the same answer as the one its deps were listed for.
  const queryRef = useRef(query);
  queryRef.current = query;
  const depsVersion = useDepsVersion(deps);
  const [value, setValue] = useState<T | undefined>(undefined);

  useEffect(() => {
    let active = true;
    let running = false;
    let again = false;
    let lastRun = 0;
    let lastDuration = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const prefix = `idb://${offlineDb().name}/outbox/`;

    const run = async () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      lastRun = Date.now();
      try {
        const next = await queryRef.current();
        lastDuration = Date.now() - lastRun;
        // The same answer keeps the same value: nothing below re-renders for nothing.
        if (active) setValue((previous) => (previous !== undefined && isEqualRef.current?.(previous, next) ? previous : next));
      } catch {
        // A closing database: the next change reads again.
      } finally {
        running = false;
        if (again && active) {
          again = false;
          schedule();
        }
      }
    };
    const schedule = () => {
      if (timer || !active) return;
      // A slow read (a long list on a slow phone) spaces the next one out: reading stays a small part of the time.
      const wait = Math.max(0, lastRun + Math.max(intervalMs, lastDuration * 4) - Date.now());
      timer = setTimeout(() => {
        timer = null;
        void run();
      }, wait);
    };
    const onMutated = (parts: Record<string, unknown>) => {
      if (Object.keys(parts).some((part) => part.startsWith(prefix))) schedule();
    };

    Dexie.on('storagemutated', onMutated);
    void run();
    return () => {
      active = false;
      if (timer) clearTimeout(timer);
      Dexie.on('storagemutated').unsubscribe(onMutated);
    };
  }, [depsVersion, intervalMs]);

  return value;
}
