import { useEffect } from 'react';
import { firstScreenSettled } from './first-screen';

/**
 * Says the first screen has settled once `drawn` turns true: the kit's list and record hooks pass "no longer
 * loading", since rows, a record, the empty state or the failure are then on screen.
 */
export function useSettlesFirstScreen(drawn: boolean): void {
  useEffect(() => {
    if (drawn) firstScreenSettled();
  }, [drawn]);
}
