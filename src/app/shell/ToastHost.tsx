import { useEffect } from 'react';
import { useTranslation } from '@app/lib/use-translation';
import { TOAST_DURATION_MS } from '@shared/constants';
import { subscribeToasts } from '../lib/toast-bus';
import { usePresentToast } from '../ionic/ion-toast';

/** The bottom bar of the page on screen, if it has one (not the menu's, nor a page hidden in the stack). */
function pageFooter(): HTMLElement | null {
  return document.querySelector<HTMLElement>('ion-router-outlet .ion-page:not(.ion-page-hidden) > ion-footer');
}

/** Presents the toasts raised anywhere in the app (including the API client). */
export function ToastHost() {
  const present = usePresentToast();
  const { t } = useTranslation();
  useEffect(
    () =>
      subscribeToasts(({ message, tone }) => {
        void present({
          message,
          color: tone,
          duration: TOAST_DURATION_MS,
          // At the foot, where it covers neither the page's title nor its header buttons; above the
          // page's own bottom bar (a Save footer) when it has one.
          position: 'bottom',
          positionAnchor: pageFooter() ?? undefined,
          cssClass: 'stayops-toast',
          // A text button: an icon here would pull the icon set into the login screen's download.
          buttons: [{ text: t('close'), role: 'cancel' }],
        });
      }),
    [present, t],
  );
  return null;
}
