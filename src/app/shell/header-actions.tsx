import { Fragment, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Buttons an area's shell slot (kit/area.ts `slot`) adds to every page's header, beside the sync badge: a slot is
 * drawn once for the whole app, every page draws its own header, so the slot says here what the headers show.
 */
const actions = new Map<string, ReactNode>();
const listeners = new Set<() => void>();
let snapshot: readonly [string, ReactNode][] = [];

/** Shows `node` in every header under `key`, or takes it away (null). */
export function setHeaderAction(key: string, node: ReactNode | null): void {
  if (node === null) actions.delete(key);
  else actions.set(key, node);
  snapshot = [...actions.entries()];
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the slots show in a header now, in the order they were first added. */
export function HeaderActions() {
  const shown = useSyncExternalStore(subscribe, () => snapshot, () => snapshot);
  return (
    <>
      {shown.map(([key, node]) => (
        <Fragment key={key}>{node}</Fragment>
      ))}
    </>
  );
}
