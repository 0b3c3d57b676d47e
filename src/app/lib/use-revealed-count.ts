import { startTransition, useEffect, useState } from 'react';

/** Cards drawn per step: about a phone's screenful. */
export const REVEAL_STEP = 6;

export interface RevealOptions {
  /** Rows drawn at once (default: one step). */
  first?: number;
  /**
   * Each later step as a transition: a row whose code is still on its way (a lazy card) keeps the
   * rows already drawn on screen until it has arrived, instead of showing its Suspense fallback.
   */
  transition?: boolean;
}

/**
 * How many of a list's rows to draw now. A page of cards is a few hundred web components; drawn in
 * one go that is a second of blocked main thread on a slow phone. The first screenful is drawn at
 * once and the rest follow a handful per task, so a tap is never kept waiting long. Rows already
 * drawn stay drawn when the server's copy replaces the saved one; an emptied list (a new filter
 * loading) starts again from one screenful.
 */
export function useRevealedCount<T>(rows: readonly T[], step: number = REVEAL_STEP, options: RevealOptions = {}): number {
  const total = rows.length;
  const first = options.first ?? step;
  const transition = options.transition ?? false;
  const [count, setCount] = useState(first);
  if (total === 0 && count !== first) setCount(first);
  useEffect(() => {
    if (count >= total) return;
    const next = () => setCount((c) => c + step);
    const timer = setTimeout(() => (transition ? startTransition(next) : next()), 0);
    return () => clearTimeout(timer);
  }, [count, total, step, transition]);
  return Math.min(count, total);
}
