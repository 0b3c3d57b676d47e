import { IonButton, IonContent } from '@ionic/react';
import { lockClosedOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { describeCode } from '@shared/permissions';
import { PageHeader } from './PageHeader';
import { StateView } from './StateView';

/** What a route shows when the admin lacks its code: a reason and a way out, never a blank page. */
export function NoAccess({ code }: { code: number | null }) {
  const { t } = useTranslation();
  const needed = code === null ? null : describeCode(code);
  const permission = needed
    ? t('noAccess.permission', {
        area: t(`permissions:areas.${needed.area}`),
        action: t(`permissions:actions.${needed.action}`),
      })
    : '';
  return (
    <>
      <PageHeader title={t('noAccess.title')} />
      <IonContent className="ion-padding page-content">
        <StateView kind="error" icon={lockClosedOutline} title={t('noAccess.title')} detail={t('noAccess.detail', { permission })} testId="no-access">
          <IonButton routerLink="/admin/dashboard" routerDirection="root" className="ion-margin-top">
            {t('noAccess.toDashboard')}
          </IonButton>
        </StateView>
      </IonContent>
    </>
  );
}
