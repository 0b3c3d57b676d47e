import { Suspense } from 'react';
import { IonPage } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import { can } from '../lib/can';
import { useSession } from '../lib/session';
import { FullScreenLoader } from './FullScreenLoader';
import { NoAccess } from './NoAccess';
import type { AppRoute } from './routes';

/**
 * One IonPage per route, owned here rather than by each page, so the page the outlet
 * animates stays the same element while the area's chunk is still loading.
 */
export function RoutePage({ route }: { route: AppRoute }) {
  const { profile } = useSession();
  const { t } = useTranslation();
  const Page = route.page;
  return (
    <IonPage>
      {can(profile, route.permission) ? (
        <Suspense fallback={<FullScreenLoader height="100%" delayMs={150} label={t('loading')} />}>
          <Page />
        </Suspense>
      ) : (
        <NoAccess code={route.permission} />
      )}
    </IonPage>
  );
}
