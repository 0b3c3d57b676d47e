import { IonPage, IonRouterOutlet } from '@ionic/react';
import { IonSplitPane } from '../ionic/ion-split-pane';
import { IonReactRouter } from '@ionic/react-router';
import { Navigate, Route } from 'react-router-dom';
import { useSession } from '../lib/session';
import { useOfflineCache } from '../offline/use-offline-cache';
import { OutboxRuntime } from '../offline/OutboxRuntime';
import { SPLIT_PANE_WHEN } from '../theme/breakpoints';
import { AppMenu } from './AppMenu';
import { ElsewherePage } from './ElsewherePage';
import { RoutePage } from './RoutePage';
import { HOME_PATH, PORTAL_PATH } from './paths';
import { APP_ROUTES, preloadPage } from './routes';
import { AREAS } from './areas';
import { AreaSlots } from './AreaSlots';
import { CurrentScreenProvider } from './current-screen';

/** The admin page at `pathname`, asked for before the shell first renders (AuthGate). */
export function preloadAdminPage(pathname: string): void {
  preloadPage(APP_ROUTES, pathname);
}

/** The signed-in app of an admin: the permission-gated menu beside (wide) or over (phone) the routed pages. */
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
            {/* The owner portal's pages are for owners: an admin who follows a link there is told so. */}
            <Route
              path={`${PORTAL_PATH}/*`}
              element={
                <IonPage>
                  <ElsewherePage words="portalOnly" home={HOME_PATH} />
                </IonPage>
              }
            />
            {/* An admin address no screen answers (mistyped, or a screen that moved) says so, with the way home. */}
            <Route
              path="/admin/*"
              element={
                <IonPage>
                  <ElsewherePage words="notFound" home={HOME_PATH} />
                </IonPage>
              }
            />
            <Route path="/admin" element={<Navigate to={HOME_PATH} replace />} />
            <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
          </IonRouterOutlet>
        </IonSplitPane>
        {/* What areas add to the shell itself (the assistant, analytics), once the first screen has drawn what it came for. */}
        <CurrentScreenProvider routes={APP_ROUTES}>
          <AreaSlots key={profile.id} areas={AREAS} accountId={profile.id} />
        </CurrentScreenProvider>
      </IonReactRouter>
    </OutboxRuntime>
  );
}
