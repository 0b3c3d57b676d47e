import { useRef } from 'react';
import { useIonViewDidLeave, useIonViewWillEnter } from '@ionic/react';

/**
 * Runs `onReturn` when the admin comes back to a page kept in Ionic's stack (after editing
 * something on the next page). Keyed on having left, because a lazily loaded page registers
 * its hooks after its first enter event has already fired. The listeners are registered once
 * and call the `onReturn` of the latest render.
 */
export function useViewReturn(onReturn: () => void): void {
  const left = useRef(false);
  const onReturnRef = useRef(onReturn);
  onReturnRef.current = onReturn;
  useIonViewDidLeave(() => {
    left.current = true;
  }, []);
  useIonViewWillEnter(() => {
    if (!left.current) return;
    left.current = false;
    onReturnRef.current();
  }, []);
}
