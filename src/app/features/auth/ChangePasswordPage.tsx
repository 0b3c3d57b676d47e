import { IonContent, useIonRouter } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import { PageHeader } from '@app/shell/PageHeader';
import { useSession } from '@app/lib/session';
import { goBackTo } from '@app/lib/navigation';
import { showToast } from '@app/lib/toast-bus';
import { ChangePasswordForm } from './ChangePasswordForm';

export default function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const router = useIonRouter();
  const { profile } = useSession();
  const back = profile.isOwner ? '/portal/settings' : '/admin/setting';
  return (
    <>
      <PageHeader title={t('changePassword')} backHref={back} />
      <IonContent className="ion-padding page-content">
        <div className="narrow-column">
          <p className="muted">{t('changePasswordIntro')}</p>
          <ChangePasswordForm
            offerSignOutOthers
            onChanged={() => {
              showToast(t('passwordChanged'), 'success');
              goBackTo(router, back);
            }}
          />
        </div>
      </IonContent>
    </>
  );
}
