import { useCallback, useEffect, useMemo, useState } from 'react';
import { IonContent, IonIcon, IonItem } from '@ionic/react';
import { IonAccordion } from '../ionic/ion-accordion';
import { IonAccordionGroup } from '../ionic/ion-accordion-group';
import { IonBadge } from '../ionic/ion-badge';
import { IonLabel } from '../ionic/ion-label';
import { IonList } from '../ionic/ion-list';
import { IonMenu } from '../ionic/ion-menu';
import { ellipseOutline } from 'ionicons/icons';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { activeMenuCode, isMenuGroup, visibleMenu, type MenuEntry, type MenuGroup, type MenuItem } from '@shared/menu';
import { useSession } from '../lib/session';
import { useMenuBadge, useMenuBadgeUpdates } from './menu-badges';
import { menuIcon } from './menu-icons';
import { MenuFooter, MenuHeader, MenuLinkItem } from './MenuParts';
import { isBuilt } from './routes';
import { SPLIT_PANE_WHEN } from '../theme/breakpoints';
import './app-menu.css';

function MenuLink({ entry, active, nested = false }: { entry: MenuEntry; active: boolean; nested?: boolean }) {
  const { t } = useTranslation('menu');
  const badge = useMenuBadge(entry.code);
  return (
    <MenuLinkItem path={entry.path} icon={nested ? ellipseOutline : menuIcon(entry.code)} active={active} nested={nested} testId={`menu-item-${entry.code}`}>
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
    </MenuLinkItem>
  );
}

/** Entries between groups share a list; each group is a run of its own. */
function menuRuns(items: readonly MenuItem[]): (MenuEntry[] | MenuGroup)[] {
  const runs: (MenuEntry[] | MenuGroup)[] = [];
  for (const item of items) {
    const last = runs[runs.length - 1];
    if (isMenuGroup(item)) runs.push(item);
    else if (Array.isArray(last)) last.push(item);
    else runs.push([item]);
  }
  return runs;
}

/**
 * True once the menu is seen: beside the page on a wide screen, or from the first time it opens on a
 * phone. A phone's first screen then does not build the closed drawer's few dozen Ionic elements in
 * its first long tasks (DESIGN.md §10); once drawn it stays, so later openings are instant.
 */
function useMenuSeen(): [boolean, () => void] {
  const [seen, setSeen] = useState(() => window.matchMedia(SPLIT_PANE_WHEN).matches);
  useEffect(() => {
    if (seen) return;
    const wide = window.matchMedia(SPLIT_PANE_WHEN);
    const onChange = () => {
      if (wide.matches) setSeen(true);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [seen]);
  const show = useCallback(() => setSeen(true), []);
  return [seen, show];
}

export function AppMenu() {
  const [seen, show] = useMenuSeen();
  // The badges are read while the drawer is closed too, so it opens with their counts.
  useMenuBadgeUpdates();
  return (
    <IonMenu contentId="main" type="overlay" className="app-menu" data-testid="side-menu" onIonWillOpen={show}>
      {seen ? <MenuContent /> : null}
    </IonMenu>
  );
}

function MenuContent() {
  const { profile } = useSession();
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  const items = useMemo(() => visibleMenu(profile.permissions, isBuilt), [profile.permissions]);
  // One entry per page: the calendar under the reservation list's path is the calendar's.
  const active = activeMenuCode(pathname, items);
  const openKey = items
    .filter((i) => isMenuGroup(i) && i.children.some((c) => c.code === active))
    .map((i) => i.code)
    .join(',');
  // A stable array, so a re-render does not fold a group the admin just opened.
  const openGroups = useMemo(() => (openKey ? openKey.split(',') : []), [openKey]);

  return (
    <>
      <MenuHeader title="StayOps" />
      <IonContent className="app-menu__content">
        <nav aria-label={t('title')}>
          {menuRuns(items).map((run) =>
            Array.isArray(run) ? (
              <IonList key={run[0].code} lines="none" className="app-menu__list">
                {run.map((entry) => (
                  <MenuLink key={entry.code} entry={entry} active={entry.code === active} />
                ))}
              </IonList>
            ) : (
              // A group stands outside the lists: inside one, its header item would claim to be a list
              // item while the accordion's own header and region sit between it and the list.
              <IonAccordionGroup key={run.code} multiple value={openGroups} className="app-menu__group">
                <IonAccordion value={run.code} className="menu-group">
                  <IonItem slot="header" lines="none" className="menu-item" data-testid={`menu-group-${run.code}`}>
                    <IonIcon slot="start" icon={menuIcon(run.code)} aria-hidden="true" />
                    <IonLabel>{t(run.label)}</IonLabel>
                  </IonItem>
                  <IonList slot="content" lines="none">
                    {run.children.map((child) => (
                      <MenuLink key={child.code} entry={child} active={child.code === active} nested />
                    ))}
                  </IonList>
                </IonAccordion>
              </IonAccordionGroup>
            ),
          )}
        </nav>
      </IonContent>
      <MenuFooter />
    </>
  );
}
