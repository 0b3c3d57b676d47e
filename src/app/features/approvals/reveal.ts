import { startTransition, useEffect, useState } from 'react';

/** Cards drawn with the list: a phone's screenful of the inbox's cards (160-290 px each). */
export const FIRST_CARDS = 4;
/** Cards drawn per later task: each step is one commit of a few cards, well under 50 ms on a slow phone. */
export const CARD_STEP = 2;

/**
 * How many of the inbox's cards have their content drawn. Twenty cards at once were one commit of
 * ~500 ms on Lighthouse's phone (issue 25); the first screenful now draws with the list and the rest
 * follow a couple per task. Each step is a transition: a card whose code is still on its way keeps
 * the cards already drawn on screen (no skeletons in their place) until it has arrived.
 */
export function useRevealedCards(total: number): number {
  const [count, setCount] = useState(FIRST_CARDS);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((c) => c + CARD_STEP)), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}
