import { IonToast } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** Offers the new version once its service worker is waiting, instead of swapping mid-task. */
export default function UpdatePrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });

  return (
    <IonToast
      isOpen={needRefresh}
      message={t('update.available')}
      position="bottom"
      color="primary"
      data-testid="update-prompt"
      onDidDismiss={() => setNeedRefresh(false)}
      buttons={[
        { text: t('update.later'), role: 'cancel' },
        { text: t('update.reload'), handler: () => void updateServiceWorker(true) },
      ]}
    />
  );
}
