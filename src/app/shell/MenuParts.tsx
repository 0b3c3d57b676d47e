import type { ReactNode } from 'react';
import { IonButton, IonIcon, IonItem } from '@ionic/react';
import { IonFooter } from '../ionic/ion-footer';
import { IonHeader } from '../ionic/ion-header';
import { IonMenuToggle } from '../ionic/ion-menu-toggle';
import { IonToolbar } from '../ionic/ion-toolbar';
import { cloudOfflineOutline, logOutOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { useSession } from '../lib/session';
import './app-menu.css';

/** The pieces the admins' menu and the owner portal's menu share: the brand header, a page's link, signing out. */

/** The gold logo, the menu's title, who is signed in, and a badge while the device is offline. */
export function MenuHeader({ title }: { title: string }) {
  const { profile, offline } = useSession();
  const { t } = useTranslation('menu');
  return (
    <IonHeader className="ion-no-border">
      <IonToolbar color="primary" className="app-menu__brand">
        <div className="app-menu__brand-row">
          <img src="/logo-gold.svg" width={40} height={40} alt="" />
          <div>
            <div className="app-menu__title">{title}</div>
            <div className="app-menu__who" data-testid="menu-profile-name">
              {profile.name}
            </div>
          </div>
        </div>
        {offline ? (
          <div className="app-menu__offline" data-testid="offline-badge">
            <IonIcon icon={cloudOfflineOutline} aria-hidden="true" /> {t('offline')}
          </div>
        ) : null}
      </IonToolbar>
    </IonHeader>
  );
}

export interface MenuLinkItemProps {
  path: string;
  icon: string;
  active: boolean;
  nested?: boolean;
  testId: string;
  /** The label, and whatever follows it (a badge). */
  children: ReactNode;
}

/** One page in a menu; the drawer closes when it is followed. */
export function MenuLinkItem({ path, icon, active, nested = false, testId, children }: MenuLinkItemProps) {
  // autoHide off: with it on, the toggle hides its items whenever the split pane shows the menu.
  return (
    <IonMenuToggle autoHide={false}>
      <IonItem
        routerLink={path}
        routerDirection="root"
        detail={false}
        lines="none"
        button
        className={`menu-item${active ? ' menu-item--active' : ''}${nested ? ' menu-item--nested' : ''}`}
        aria-current={active ? 'page' : undefined}
        data-testid={testId}
      >
        <IonIcon slot="start" icon={icon} aria-hidden="true" />
        {children}
      </IonItem>
    </IonMenuToggle>
  );
}

export function MenuFooter() {
  const { signOut } = useSession();
  const { t } = useTranslation('menu');
  return (
    <IonFooter className="ion-no-border app-menu__footer">
      <IonButton expand="block" fill="clear" color="medium" onClick={() => void signOut()} data-testid="menu-logout-button">
        <IonIcon slot="start" icon={logOutOutline} aria-hidden="true" />
        {t('logout')}
      </IonButton>
    </IonFooter>
  );
}
