import { IonButton, IonContent, IonPage } from '@ionic/react';
import { cloudOfflineOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { StateView } from './StateView';

/** Signed in on this device, but neither the server nor a saved profile is available. */
export default function UnreachableScreen({ onRetry, onSignOut }: { onRetry: () => void; onSignOut: () => void }) {
  const { t } = useTranslation();
  return (
    <IonPage>
      <IonContent className="ion-padding beige-content">
        <StateView kind="offline" icon={cloudOfflineOutline} title={t('unreachable.title')} detail={t('unreachable.detail')} actionLabel={t('retry')} onAction={onRetry} testId="unreachable">
          <IonButton fill="clear" color="medium" onClick={onSignOut}>
            {t('unreachable.signOut')}
          </IonButton>
        </StateView>
      </IonContent>
    </IonPage>
  );
}
