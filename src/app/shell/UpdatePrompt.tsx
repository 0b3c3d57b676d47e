import { useEffect } from 'react';
import { useTranslation } from '@app/lib/use-translation';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { usePresentToast } from '../ionic/ion-toast';

/**
 * How long the new worker may take to take over after "Reload" before the page reloads anyway.
 * Chromium can hold a waiting worker back after its skip-waiting message while the old worker still
 * has work for this page: in the update e2e test about 1 tap in 10 left it waiting for minutes,
 * a second message did not help, and a navigation made it take over at once and loaded the new release.
 */
const UPDATE_RELOAD_FALLBACK_MS = 3000;

/** Offers the new version once its service worker is waiting, instead of swapping mid-task. */
export default function UpdatePrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });

  const present = usePresentToast();

  useEffect(() => {
    // Shown only when there is something to offer: a closed toast is still a web component to upgrade at start.
    if (!needRefresh) return;
    const reload = () => {
      // The usual path: the new worker takes control and the registration reloads the page. If it has
      // not within the fallback, this page is still there and reloads itself; either way once.
      window.setTimeout(() => window.location.reload(), UPDATE_RELOAD_FALLBACK_MS);
      void updateServiceWorker(true);
    };
    void present({
      message: t('update.available'),
      position: 'bottom',
      color: 'primary',
      htmlAttributes: { 'data-testid': 'update-prompt' },
      onDidDismiss: () => setNeedRefresh(false),
      buttons: [
        { text: t('update.later'), role: 'cancel' },
        { text: t('update.reload'), handler: reload },
      ],
    });
  }, [needRefresh, present, setNeedRefresh, t, updateServiceWorker]);

  return null;
}
