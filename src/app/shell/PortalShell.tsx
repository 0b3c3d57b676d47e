import { IonPage, IonRouterOutlet } from '@ionic/react';
import { IonSplitPane } from '../ionic/ion-split-pane';
import { IonReactRouter } from '@ionic/react-router';
import { Navigate, Route } from 'react-router-dom';
import { useSession } from '../lib/session';
import { useOfflineCache } from '../offline/use-offline-cache';
import { SPLIT_PANE_WHEN } from '../theme/breakpoints';
import { ElsewherePage } from './ElsewherePage';
import { PORTAL_PATH } from './paths';
import { PortalMenu } from './PortalMenu';
import { RoutePage } from './RoutePage';
import { PORTAL_MENU, PORTAL_ROUTES } from './routes';
import { AREAS } from './areas';
import { AreaSlots } from './AreaSlots';
import { CurrentScreenProvider } from './current-screen';

/** Where an owner lands: the portal's first menu entry. */
const PORTAL_HOME = PORTAL_MENU[0]?.path ?? PORTAL_PATH;

/**
 * The signed-in app of an owner (DESIGN.md §6 Owners): the portal's own menu and pages, and nothing of the
 * admin's. No outbox runtime, no menu badges, no dashboard: each of those reads admin-only calls, which the
 * server answers an owner with 403. The device's cache is claimed for the owner, so nothing another account
 * saved on it is ever shown.
 */
export default function PortalShell() {
  const { profile } = useSession();
  useOfflineCache(profile.id);
  return (
    <>
      <IonReactRouter>
        <IonSplitPane contentId="main" when={SPLIT_PANE_WHEN}>
          <PortalMenu entries={PORTAL_MENU} />
          <IonRouterOutlet id="main">
            {PORTAL_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
            ))}
            <Route
              path="/admin/*"
              element={
                <IonPage>
                  <ElsewherePage words="notInPortal" home={PORTAL_HOME} />
                </IonPage>
              }
            />
            <Route path="*" element={<Navigate to={PORTAL_HOME} replace />} />
          </IonRouterOutlet>
        </IonSplitPane>
        {/* What areas add to the shell itself (the assistant when shown to owners, analytics), once the first screen has drawn what it came for. */}
        <CurrentScreenProvider routes={PORTAL_ROUTES}>
          <AreaSlots key={profile.id} areas={AREAS} accountId={profile.id} />
        </CurrentScreenProvider>
      </IonReactRouter>
    </>
  );
}
