import { useEffect, useState } from 'react';

/** Cards drawn per step: about a phone's screenful. */
export const REVEAL_STEP = 6;

/**
 * How many of a list's rows to draw now. A page of cards is a few hundred web components; drawn in
 * one go that is a second of blocked main thread on a slow phone. The first screenful is drawn at
 * once and the rest follow a handful per task, so a tap is never kept waiting long. Rows already
 * drawn stay drawn when the server's copy replaces the saved one; an emptied list (a new filter
 * loading) starts again from one screenful.
 */
export function useRevealedCount<T>(rows: readonly T[], step: number = REVEAL_STEP): number {
  const total = rows.length;
  const [count, setCount] = useState(step);
  if (total === 0 && count !== step) setCount(step);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount((c) => c + step), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
