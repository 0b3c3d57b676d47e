import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { areaMenus, type AreaDeclaration } from '../kit/area';
import { useOutbox } from '../offline/outbox-context';
import { AREAS } from './areas';

/**
 * The counts beside menu entries and on dashboard tiles (what waits in the approvals inbox), by
 * menu code. Read once for the whole app; the menu and the dashboard show the same numbers.
 */

type Badges = ReadonlyMap<string, number>;
let badges: Badges = new Map();
const listeners = new Set<() => void>();

function publish(next: Badges): void {
  badges = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The entry's count; null while unknown or when nothing waits (no badge at 0). */
export function useMenuBadge(code: string): number | null {
  const count = useSyncExternalStore(subscribe, () => badges.get(code) ?? 0);
  return count > 0 ? count : null;
}

/** Asks every declared badge again; a failed read keeps the last count (offline shows the last known). */
export async function readBadges(areas: readonly AreaDeclaration[], signal: AbortSignal): Promise<void> {
  const next = new Map(badges);
  await Promise.all(
    areas.flatMap(areaMenus).map(async (menu) => {
      if (!menu.badge) return;
      const count = await menu.badge(signal).catch(() => undefined);
      if (count === null) next.delete(menu.code);
      else if (count !== undefined) next.set(menu.code, count);
    }),
  );
  if (!signal.aborted) publish(next);
}

/**
 * Keeps the counts fresh: on every move between pages, when the app comes back to the front or
 * back online, and once the outbox has sent all it held (decisions made offline have landed), each
 * time something more was applied.
 */
export function useMenuBadgeUpdates(areas: readonly AreaDeclaration[] = AREAS): void {
  const { pathname } = useLocation();
  const outbox = useOutbox();
  const summary = outbox?.summary;
  // Once the queue is empty, a decision applied or refused since the last read (even one queued and
  // sent between two counts of the queue, which never saw it open) reads the counts again; while it
  // drains, nothing does: a long queue would otherwise ask the server at every count.
  const settled = summary && summary.open > 0 ? 'draining' : `${summary?.lastAppliedAt ?? ''}/${summary?.attention ?? 0}`;
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    publish(new Map());
    return () => controller.current?.abort();
  }, []);

  useEffect(() => {
    const refresh = () => {
      controller.current?.abort();
      controller.current = new AbortController();
      void readBadges(areas, controller.current.signal);
    };
    refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('focus', refresh);
    window.addEventListener('online', refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', refresh);
      window.removeEventListener('online', refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [areas, pathname, settled]);
}
