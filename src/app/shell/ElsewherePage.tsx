import { IonButton, IonContent } from '@ionic/react';
import { compassOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { PageHeader } from './PageHeader';
import { StateView } from './StateView';

/**
 * What an owner sees on an admin URL (`notInPortal`), an admin on a portal URL (`portalOnly`), and an admin on
 * an address no screen answers (`notFound`): a reason and the way back to their own start page, never the other
 * side's screen, a blank one, or the dashboard as if the address had been right. The routes exist for neither,
 * so nothing of the other side is fetched.
 */
export function ElsewherePage({ words, home }: { words: 'notInPortal' | 'portalOnly' | 'notFound'; home: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(`${words}.title`)} />
      <IonContent className="ion-padding page-content">
        <StateView kind="empty" icon={compassOutline} title={t(`${words}.title`)} detail={t(`${words}.detail`)} testId={`elsewhere-${words}`}>
          <IonButton routerLink={home} routerDirection="root" className="ion-margin-top" data-testid="elsewhere-home">
            {t(`${words}.back`)}
          </IonButton>
        </StateView>
      </IonContent>
    </>
  );
}
