import { useEffect, useMemo } from 'react';
import { IonButton, IonContent } from '@ionic/react';
import { chevronForwardOutline, searchOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { flattenMenu, visibleMenu } from '@shared/menu';
import { PERMISSION_AREAS } from '@shared/permissions';
import { useSession } from '@app/lib/session';
import { AnnouncementsSection } from '@app/kit/announcements/ActiveAnnouncements';
import { useResourceView } from '@app/kit/resource/use-resource-view';
import { normaliseLanguage } from '@app/lib/language';
import { useOnline } from '@app/lib/use-online';
import { showServerWaiting } from '@app/lib/server-waiting-badge';
import { StaleNotice } from '@app/shell/StaleNotice';
import { isProminent } from '@app/shell/stale-state';
import { useMenuBadge } from '@app/shell/menu-badges';
import { menuIcon } from '@app/shell/menu-icons';
import { HeaderLink } from '@app/shell/HeaderLink';
import { PageHeader } from '@app/shell/PageHeader';
import { HOME_PATH } from '@app/shell/paths';
import { isBuilt } from '@app/shell/routes';
import { DashboardFigures } from './DashboardFigures';
import { dashboardView } from './figures-view';
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

/** The figures of the one call, or where they are: loading (the space they will take, so nothing jumps), failed, not saved. */
function FiguresSection() {
  const { t, i18n } = useTranslation('dashboard');
  const language = normaliseLanguage(i18n.language) ?? 'en-US';
  const view = useResourceView(dashboardView, language);
  const online = useOnline();
  const figures = view.data;
  // The app icon says what waits, from the server's answer (a saved copy may be older than the icon).
  const waiting = view.source === 'server' ? figures?.approvals?.totalCount : undefined;
  useEffect(() => {
    if (waiting !== undefined) void showServerWaiting(waiting);
  }, [waiting]);
  return (
    <>
      <section className="dashboard-figures" aria-labelledby="dashboard-figures-title" aria-busy={!figures && view.status !== 'error'} data-testid="dashboard-figures">
        <h2 className="section-title" id="dashboard-figures-title">
          {t('figures.title')}
        </h2>
        {figures ? (
          <>
            {isProminent(view, online) ? <StaleNotice source={view.source} fetchedAt={view.fetchedAt} stale={view.stale} onRetry={() => void view.reload()} /> : null}
            <DashboardFigures figures={figures} />
          </>
        ) : view.status === 'error' ? (
          <div className="dashboard-figures__message" data-testid="dashboard-figures-error">
            <p role="status">{t(online ? 'figures.error' : 'figures.offline')}</p>
            <IonButton fill="outline" size="small" onClick={() => void view.reload()}>
              {t('figures.retry')}
            </IonButton>
          </div>
        ) : (
          <div className="figure-grid figure-grid--loading" role="status" aria-label={t('figures.loading')} data-testid="dashboard-figures-loading" />
        )}
      </section>
      <AnnouncementsSection items={figures?.announcements ?? []} namespace="dashboard" testId="dashboard-announcements" />
    </>
  );
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
      <PageHeader title={tm('dashboard')} actions={<HeaderLink href="/admin/search" icon={searchOutline} label={t('search')} iconOnly testId="dashboard-search" />} />
      <IonContent className="page-content">
        <section className="dashboard-hero">
          <p className="dashboard-hero__eyebrow">{t(`dayPart.${dayPart()}`)}</p>
          <h1 className="dashboard-hero__greeting" data-testid="dashboard-greeting">
            {t('greeting', { name: profile.name })}
          </h1>
          <p className="dashboard-hero__summary">{t('summary', { count: profile.permissions.length, areas: areaCount })}</p>
        </section>
        <FiguresSection />
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
      </IonContent>
    </>
  );
}
