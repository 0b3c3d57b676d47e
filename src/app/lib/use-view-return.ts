import { useRef } from 'react';
import { useIonViewDidLeave, useIonViewWillEnter } from '@ionic/react';

/**
 * Runs `onReturn` when the admin comes back to a page kept in Ionic's stack (after editing
 * something on the next page). Keyed on having left, because a lazily loaded page registers
 * its hooks after its first enter event has already fired.
 */
export function useViewReturn(onReturn: () => void, deps: unknown[]): void {
  const left = useRef(false);
  useIonViewDidLeave(() => {
    left.current = true;
  }, []);
  useIonViewWillEnter(() => {
    if (!left.current) return;
    left.current = false;
    onReturn();
    // The caller lists what onReturn depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
