import { IonButton, IonContent, IonIcon, IonItem } from '@ionic/react';
import { IonFooter } from '../ionic/ion-footer';
import { IonHeader } from '../ionic/ion-header';
import { IonLabel } from '../ionic/ion-label';
import { IonList } from '../ionic/ion-list';
import { IonMenu } from '../ionic/ion-menu';
import { IonMenuToggle } from '../ionic/ion-menu-toggle';
import { IonToolbar } from '../ionic/ion-toolbar';
import { cloudOfflineOutline, logOutOutline } from 'ionicons/icons';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { LANGUAGES } from '@shared/constants';
import type { PortalMenu as PortalMenuEntry } from '../kit/area';
import { changeLanguage, currentLanguage } from '../lib/i18n';
import { LANGUAGE_NAMES } from '../lib/language-names';
import { useSession } from '../lib/session';
import './app-menu.css';

function isActive(path: string, pathname: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/**
 * The owner portal's menu: the portal pages the areas declare, the language, and signing out. It reads nothing
 * from the server (no badges: the counts behind them are the admins').
 */
export function PortalMenu({ entries }: { entries: readonly PortalMenuEntry[] }) {
  const { profile, offline, signOut } = useSession();
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  return (
    <IonMenu contentId="main" type="overlay" className="app-menu" data-testid="side-menu">
      <IonHeader className="ion-no-border">
        <IonToolbar color="primary" className="app-menu__brand">
          <div className="app-menu__brand-row">
            <img src="/logo-gold.svg" width={40} height={40} alt="" />
            <div>
              <div className="app-menu__title">{t('portal.title')}</div>
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
        <nav aria-label={t('portal.title')}>
          <IonList lines="none" className="app-menu__list">
            {entries.map((entry) => {
              const active = isActive(entry.path, pathname);
              return (
                <IonMenuToggle key={entry.path} autoHide={false}>
                  <IonItem
                    routerLink={entry.path}
                    routerDirection="root"
                    detail={false}
                    lines="none"
                    button
                    className={`menu-item${active ? ' menu-item--active' : ''}`}
                    aria-current={active ? 'page' : undefined}
                    data-testid={`portal-menu-${entry.path.split('/').filter(Boolean).join('-')}`}
                  >
                    <IonIcon slot="start" icon={entry.icon} aria-hidden="true" />
                    <IonLabel>{t(entry.label)}</IonLabel>
                  </IonItem>
                </IonMenuToggle>
              );
            })}
          </IonList>
        </nav>
        <section className="portal-menu__language" aria-labelledby="portal-menu-language">
          <h2 id="portal-menu-language" className="portal-menu__heading">
            {t('portal.language')}
          </h2>
          <div className="portal-menu__languages" role="group" aria-labelledby="portal-menu-language" data-testid="portal-menu-language">
            {LANGUAGES.map((language) => (
              <button
                key={language}
                type="button"
                lang={language}
                className="portal-menu__language-option"
                aria-pressed={language === currentLanguage()}
                onClick={() => void changeLanguage(language)}
                data-testid={`portal-menu-language-${language}`}
              >
                {LANGUAGE_NAMES[language]}
              </button>
            ))}
          </div>
        </section>
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
