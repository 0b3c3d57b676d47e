import { IonContent, useIonRouter } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import { PageHeader } from '@app/shell/PageHeader';
import { goBackTo } from '@app/lib/navigation';
import { showToast } from '@app/lib/toast-bus';
import { ChangePasswordForm } from './ChangePasswordForm';

export default function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const router = useIonRouter();
  return (
    <>
      <PageHeader title={t('changePassword')} backHref="/admin/setting" />
      <IonContent className="ion-padding page-content">
        <div className="narrow-column">
          <p className="muted">{t('changePasswordIntro')}</p>
          <ChangePasswordForm
            onChanged={() => {
              showToast(t('passwordChanged'), 'success');
              goBackTo(router, '/admin/setting');
            }}
          />
        </div>
      </IonContent>
    </>
  );
}
