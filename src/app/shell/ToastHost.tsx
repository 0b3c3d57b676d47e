import { useEffect } from 'react';
import { useIonToast } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS } from '../../shared/constants';
import { subscribeToasts } from '../lib/toast-bus';

/** Presents the toasts raised anywhere in the app (including the API client). */
export function ToastHost() {
  const [present] = useIonToast();
  const { t } = useTranslation();
  useEffect(
    () =>
      subscribeToasts(({ message, tone }) => {
        void present({
          message,
          color: tone,
          duration: TOAST_DURATION_MS,
          position: 'top',
          cssClass: 'stayops-toast',
          // A text button: an icon here would pull the icon set into the login screen's download.
          buttons: [{ text: t('close'), role: 'cancel' }],
        });
      }),
    [present, t],
  );
  return null;
}
