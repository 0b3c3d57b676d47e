import { IonRouterOutlet } from '@ionic/react';
import { IonSplitPane } from '../ionic/ion-split-pane';
import { IonReactRouter } from '@ionic/react-router';
import { Navigate, Route } from 'react-router-dom';
import { useSession } from '../lib/session';
import { useOfflineCache } from '../offline/use-offline-cache';
import { OutboxRuntime } from '../offline/OutboxRuntime';
import { SPLIT_PANE_WHEN } from '../theme/breakpoints';
import { AppMenu } from './AppMenu';
import { RoutePage } from './RoutePage';
import { HOME_PATH } from './paths';
import { APP_ROUTES } from './routes';

/** The signed-in app: the permission-gated menu beside (wide) or over (phone) the routed pages. */
export default function SignedInShell() {
  const { profile } = useSession();
  useOfflineCache(profile.id);
  return (
    <OutboxRuntime adminId={profile.id} email={profile.email}>
      <IonReactRouter>
        <IonSplitPane contentId="main" when={SPLIT_PANE_WHEN}>
          <AppMenu />
          <IonRouterOutlet id="main">
            {APP_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
            ))}
            <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
          </IonRouterOutlet>
        </IonSplitPane>
      </IonReactRouter>
    </OutboxRuntime>
  );
}
