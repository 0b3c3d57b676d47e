import { useMemo } from 'react';
import { IonContent } from '@ionic/react';
import { chevronForwardOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { flattenMenu, visibleMenu } from '@shared/menu';
import { PERMISSION_AREAS } from '@shared/permissions';
import { useSession } from '@app/lib/session';
import { ActiveAnnouncements } from '@app/kit/announcements/ActiveAnnouncements';
import { useMenuBadge } from '@app/shell/menu-badges';
import { menuIcon } from '@app/shell/menu-icons';
import { PageHeader } from '@app/shell/PageHeader';
import { HOME_PATH } from '@app/shell/paths';
import { isBuilt } from '@app/shell/routes';
import { dayPart } from './greeting';
import { iconMarkup } from './icon-markup';
import './dashboard.css';

/** What waits behind a tile (the approvals inbox), as the menu shows it. */
function TileCount({ code }: { code: string }) {
  const { t } = useTranslation('menu');
  const count = useMenuBadge(code);
  return count ? (
    <span className="tile__count" data-testid={`dashboard-count-${code}`}>
      {t('waiting', { count })}
    </span>
  ) : null;
}

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { t: tm } = useTranslation('menu');
  const { profile } = useSession();
  const tiles = useMemo(
    () => flattenMenu(visibleMenu(profile.permissions, isBuilt)).filter((entry) => entry.path !== HOME_PATH),
    [profile.permissions],
  );
  const areaCount = PERMISSION_AREAS.filter((a) => profile.permissions.some((c) => c >= a.base && c < a.base + 4)).length;

  return (
    <>
      <PageHeader title={tm('dashboard')} />
      <IonContent className="page-content">
        <section className="dashboard-hero">
          <p className="dashboard-hero__eyebrow">{t(`dayPart.${dayPart()}`)}</p>
          <h1 className="dashboard-hero__greeting" data-testid="dashboard-greeting">
            {t('greeting', { name: profile.name })}
          </h1>
          <p className="dashboard-hero__summary">{t('summary', { count: profile.permissions.length, areas: areaCount })}</p>
        </section>
        <section className="dashboard-tiles" aria-label={t('areasTitle')}>
          <h2 className="section-title">{t('areasTitle')}</h2>
          <div className="tile-grid">
            {tiles.map((entry) => (
              <Link key={entry.code} to={entry.path} className="tile" data-testid={`dashboard-tile-${entry.code}`}>
                <span className="tile__icon" aria-hidden="true">
                  <span className="tile__svg" dangerouslySetInnerHTML={{ __html: iconMarkup(menuIcon(entry.code)) }} />
                </span>
                <span className="tile__text">
                  <span className="tile__title">{tm(entry.label)}</span>
                  <span className="tile__detail">{t(`tiles.${entry.code}`, { defaultValue: '' })}</span>
                </span>
                <TileCount code={entry.code} />
                <span className="tile__svg tile__chevron" aria-hidden="true" dangerouslySetInnerHTML={{ __html: iconMarkup(chevronForwardOutline) }} />
              </Link>
            ))}
          </div>
        </section>
        <ActiveAnnouncements namespace="dashboard" testId="dashboard-announcements" />
      </IonContent>
    </>
  );
}
