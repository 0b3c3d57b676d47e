import { useMemo } from 'react';
import { IonButton, IonContent, IonIcon, IonItem } from '@ionic/react';
import { IonAccordion } from '../ionic/ion-accordion';
import { IonAccordionGroup } from '../ionic/ion-accordion-group';
import { IonBadge } from '../ionic/ion-badge';
import { IonFooter } from '../ionic/ion-footer';
import { IonHeader } from '../ionic/ion-header';
import { IonLabel } from '../ionic/ion-label';
import { IonList } from '../ionic/ion-list';
import { IonMenu } from '../ionic/ion-menu';
import { IonMenuToggle } from '../ionic/ion-menu-toggle';
import { IonToolbar } from '../ionic/ion-toolbar';
import { cloudOfflineOutline, ellipseOutline, logOutOutline } from 'ionicons/icons';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isMenuGroup, visibleMenu, type MenuEntry } from '@shared/menu';
import { useSession } from '../lib/session';
import { useMenuBadge, useMenuBadgeUpdates } from './menu-badges';
import { menuIcon } from './menu-icons';
import { isBuilt } from './routes';
import './app-menu.css';

function isActive(entry: MenuEntry, pathname: string): boolean {
  return [entry.path, ...(entry.aliases ?? [])].some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

function MenuLink({ entry, pathname, nested = false }: { entry: MenuEntry; pathname: string; nested?: boolean }) {
  const { t } = useTranslation('menu');
  const active = isActive(entry, pathname);
  const badge = useMenuBadge(entry.code);
  // autoHide off: with it on, the toggle hides its items whenever the split pane shows the menu.
  return (
    <IonMenuToggle autoHide={false}>
      <IonItem
        routerLink={entry.path}
        routerDirection="root"
        detail={false}
        lines="none"
        button
        className={`menu-item${active ? ' menu-item--active' : ''}${nested ? ' menu-item--nested' : ''}`}
        aria-current={active ? 'page' : undefined}
        data-testid={`menu-item-${entry.code}`}
      >
        <IonIcon slot="start" icon={nested ? ellipseOutline : menuIcon(entry.code)} aria-hidden="true" />
        <IonLabel>
          {t(entry.label)}
          {badge ? <span className="visually-hidden">{`, ${t('waiting', { count: badge })}`}</span> : null}
        </IonLabel>
        {badge ? (
          // Read out through the label above: the number alone would say nothing.
          <IonBadge slot="end" className="menu-badge" aria-hidden="true" data-testid={`menu-badge-${entry.code}`}>
            {badge}
          </IonBadge>
        ) : null}
      </IonItem>
    </IonMenuToggle>
  );
}

export function AppMenu() {
  const { profile, offline, signOut } = useSession();
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  useMenuBadgeUpdates();
  const items = useMemo(() => visibleMenu(profile.permissions, isBuilt), [profile.permissions]);
  const openKey = items
    .filter((i) => isMenuGroup(i) && i.children.some((c) => isActive(c, pathname)))
    .map((i) => i.code)
    .join(',');
  // A stable array, so a re-render does not fold a group the admin just opened.
  const openGroups = useMemo(() => (openKey ? openKey.split(',') : []), [openKey]);

  return (
    <IonMenu contentId="main" type="overlay" className="app-menu" data-testid="side-menu">
      <IonHeader className="ion-no-border">
        <IonToolbar color="primary" className="app-menu__brand">
          <div className="app-menu__brand-row">
            <img src="/logo-gold.svg" width={40} height={40} alt="" />
            <div>
              <div className="app-menu__title">StayOps</div>
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
      <IonContent className="app-menu__content">
        <IonList lines="none" className="app-menu__list" aria-label={t('title')}>
          {items.map((item) =>
            isMenuGroup(item) ? (
              <IonAccordionGroup key={item.code} multiple value={openGroups}>
                <IonAccordion value={item.code} className="menu-group">
                  <IonItem slot="header" lines="none" className="menu-item" data-testid={`menu-group-${item.code}`}>
                    <IonIcon slot="start" icon={menuIcon(item.code)} aria-hidden="true" />
                    <IonLabel>{t(item.label)}</IonLabel>
                  </IonItem>
                  <div slot="content">
                    {item.children.map((child) => (
                      <MenuLink key={child.code} entry={child} pathname={pathname} nested />
                    ))}
                  </div>
                </IonAccordion>
              </IonAccordionGroup>
            ) : (
              <MenuLink key={item.code} entry={item} pathname={pathname} />
            ),
          )}
        </IonList>
      </IonContent>
      <IonFooter className="ion-no-border app-menu__footer">
        <IonButton expand="block" fill="clear" color="medium" onClick={() => void signOut()} data-testid="menu-logout-button">
          <IonIcon slot="start" icon={logOutOutline} aria-hidden="true" />
          {t('logout')}
        </IonButton>
      </IonFooter>
    </IonMenu>
  );
}
