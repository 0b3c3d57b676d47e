import { IonButton, IonContent, IonIcon, IonItem } from '@ionic/react';
import { IonLabel } from '@app/ionic/ion-label';
import { IonList } from '@app/ionic/ion-list';
import { IonListHeader } from '@app/ionic/ion-list-header';
import { IonNote } from '@app/ionic/ion-note';
import { keyOutline, logOutOutline, personCircleOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { useSession } from '@app/lib/session';
import { PageHeader } from '@app/shell/PageHeader';
import { LanguagePicker } from './LanguagePicker';

export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const { t: tm } = useTranslation('menu');
  const { profile, signOut } = useSession();
  return (
    <>
      <PageHeader title={tm('setting')} />
      <IonContent className="page-content">
        <div className="narrow-column">
          <IonList inset className="settings-list">
            <IonListHeader>
              <IonLabel>{t('account')}</IonLabel>
            </IonListHeader>
            <IonItem lines="full">
              <IonIcon slot="start" icon={personCircleOutline} aria-hidden="true" />
              <IonLabel>
                <h2 data-testid="settings-name">{profile.name}</h2>
                <p>{profile.email}</p>
              </IonLabel>
              <IonNote slot="end">{profile.accountNumber}</IonNote>
            </IonItem>
            <IonItem routerLink="/admin/setting/password" detail lines="none" data-testid="change-password-link">
              <IonIcon slot="start" icon={keyOutline} aria-hidden="true" />
              <IonLabel>{t('changePassword')}</IonLabel>
            </IonItem>
          </IonList>

          <IonList inset className="settings-list">
            <IonListHeader>
              <IonLabel>{t('preferences')}</IonLabel>
            </IonListHeader>
            <IonItem lines="none">
              <LanguagePicker testId="language-select" />
            </IonItem>
          </IonList>

          <div className="ion-padding">
            <IonButton expand="block" color="danger" fill="outline" onClick={() => void signOut()} data-testid="logout-button">
              <IonIcon slot="start" icon={logOutOutline} aria-hidden="true" />
              {t('logout')}
            </IonButton>
          </div>
        </div>
      </IonContent>
    </>
  );
}
