import { useCallback, useRef } from 'react';
import { toastController } from '@ionic/core/components';
import type { ToastOptions } from '@ionic/core';
import { defineCustomElement } from '@ionic/core/components/ion-toast.js';

/**
 * `useIonToast`'s present, in a module of its own: whatever the app takes from @ionic/react is in the
 * sign-in page's download, and the toast element (with its animations) is needed only once a toast
 * shows, by the hosts loaded after the first screen (App.tsx). Like Ionic's, it shows one toast at a
 * time: one raised while another is on screen is dropped.
 */
export function usePresentToast(): (options: ToastOptions & { onDidDismiss?: () => void }) => Promise<void> {
  const shown = useRef<HTMLIonToastElement | undefined>(undefined);
  return useCallback(async ({ onDidDismiss, ...options }) => {
    if (shown.current) return;
    defineCustomElement();
    const toast = await toastController.create(options);
    shown.current = toast;
    toast.addEventListener(
      'ionToastDidDismiss',
      () => {
        shown.current = undefined;
        onDidDismiss?.();
      },
      { once: true },
    );
    await toast.present();
  }, []);
}
