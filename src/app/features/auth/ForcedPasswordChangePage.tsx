import { IonButton, IonContent, IonPage } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import { useSession } from '@app/lib/session';
import { showToast } from '@app/lib/toast-bus';
import { ChangePasswordForm } from './ChangePasswordForm';
import './auth.css';

/** After a reset, the temporary password opens only this page until a new password is chosen. */
export default function ForcedPasswordChangePage() {
  const { t } = useTranslation('auth');
  const { profile, refreshProfile, signOut } = useSession();
  return (
    <IonPage>
      <IonContent className="beige-content" fullscreen>
        <main className="auth-layout">
          <section className="auth-card" aria-labelledby="forced-title" data-testid="forced-password-change">
            <img src="/logo-gold.svg" width={72} height={72} alt="" className="auth-card__logo" />
            <h1 id="forced-title" className="auth-card__title auth-card__title--small">
              {t('mustChangeTitle')}
            </h1>
            <p className="auth-card__subtitle">{t(profile.isOwner ? 'mustChangeDetailOwner' : 'mustChangeDetail', { name: profile.name })}</p>
            <ChangePasswordForm
              onChanged={async () => {
                showToast(t('passwordChanged'), 'success');
                await refreshProfile();
              }}
            />
            <IonButton fill="clear" color="medium" expand="block" onClick={() => void signOut()}>
              {t('signOutInstead')}
            </IonButton>
          </section>
        </main>
      </IonContent>
    </IonPage>
  );
}
