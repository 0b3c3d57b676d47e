import { useEffect, useState } from 'react';

/** Cards drawn per step: about a phone's screenful. */
export const REVEAL_STEP = 6;

/**
 * How many of a list's rows to draw now. A page of cards is a few hundred web components; drawn in
 * one go that is a second of blocked main thread on a slow phone. The first screenful is drawn at
 * once and the rest follow a handful per task, so a tap is never kept waiting long. A list whose
 * first row changes (a new filter, a new search) starts again from one screenful.
 */
export function useRevealedCount<T>(rows: readonly T[], step: number = REVEAL_STEP): number {
  const first = rows[0];
  const [state, setState] = useState({ first, count: step });
  let count = state.count;
  if (state.first !== first) {
    count = step;
    setState({ first, count });
  }
  const total = rows.length;
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setState((s) => ({ ...s, count: s.count + step })), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
