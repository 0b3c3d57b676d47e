import { liveQuery } from 'dexie';
import { offlineDb } from './db';
import type { OutboxItem } from './outbox-types';

/**
 * Screens that took a card out of a list when its decision was queued hear here when the server
 * refused it, so the card can come back (DESIGN.md §7). One live query reads the watched items by
 * id, whatever the number of cards waiting; it outlives the card itself, which is gone from the screen.
 */

type Heard = (item: OutboxItem) => void;

const watches = new Map<string, Heard>();
let subscription: { unsubscribe(): void } | null = null;

function resubscribe(): void {
  subscription?.unsubscribe();
  subscription = null;
  if (!watches.size) return;
  const ids = [...watches.keys()];
  subscription = liveQuery(() => offlineDb().outbox.bulkGet(ids)).subscribe({
    next: (items) => {
      let done = false;
      items.forEach((item, i) => {
        const heard = watches.get(ids[i]);
        if (!heard) return;
        // Applied or discarded: nothing to give back. Still on its way: keep listening.
        if (!item || item.status === 'applied' || item.status === 'resolved') {
          watches.delete(ids[i]);
          done = true;
        } else if (item.status === 'conflict' || item.status === 'rejected') {
          watches.delete(ids[i]);
          done = true;
          heard(item);
        }
      });
      if (done) queueMicrotask(resubscribe);
    },
    error: () => undefined,
  });
}

/** Calls `heard` once if the queued item `id` is refused or overtaken; returns a function that stops listening. */
export function watchRefusal(id: string, heard: Heard): () => void {
  watches.set(id, heard);
  resubscribe();
  return () => {
    if (watches.delete(id)) resubscribe();
  };
}

/** Tests start from nothing watched. */
export function resetRefusalWatchForTests(): void {
  watches.clear();
  subscription?.unsubscribe();
  subscription = null;
}
