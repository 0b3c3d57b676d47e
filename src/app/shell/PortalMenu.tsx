import { IonContent } from '@ionic/react';
import { IonLabel } from '../ionic/ion-label';
import { IonList } from '../ionic/ion-list';
import { IonMenu } from '../ionic/ion-menu';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { LANGUAGES } from '@shared/constants';
import type { PortalMenu as PortalMenuEntry } from '../kit/area';
import { currentLanguage } from '../lib/i18n';
import { keepLanguage } from '../lib/keep-language';
import { LANGUAGE_NAMES } from '../lib/language-names';
import { MenuFooter, MenuHeader, MenuLinkItem } from './MenuParts';
import './app-menu.css';

function isActive(path: string, pathname: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/**
 * The owner portal's menu: the portal pages the areas declare, the language, and signing out. It reads nothing
 * from the server (no badges: the counts behind them are the admins').
 */
export function PortalMenu({ entries }: { entries: readonly PortalMenuEntry[] }) {
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  return (
    <IonMenu contentId="main" type="overlay" className="app-menu" data-testid="side-menu">
      <MenuHeader title={t('portal.title')} />
      <IonContent className="app-menu__content">
        <nav aria-label={t('portal.title')}>
          <IonList lines="none" className="app-menu__list">
            {entries.map((entry) => {
              const active = isActive(entry.path, pathname);
              return (
                <MenuLinkItem key={entry.path} path={entry.path} icon={entry.icon} active={active} testId={`portal-menu-${entry.path.split('/').filter(Boolean).join('-')}`}>
                  <IonLabel>{t(entry.label)}</IonLabel>
                </MenuLinkItem>
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
                onClick={() => void keepLanguage(language)}
                data-testid={`portal-menu-language-${language}`}
              >
                {LANGUAGE_NAMES[language]}
              </button>
            ))}
          </div>
        </section>
      </IonContent>
      <MenuFooter />
    </IonMenu>
  );
}
