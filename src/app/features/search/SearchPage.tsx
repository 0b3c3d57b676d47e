import { useEffect, useMemo, useState } from 'react';
import { IonContent } from '@ionic/react';
import { Link, useLocation } from 'react-router-dom';
import type { SearchHit } from '@shared/contracts/search';
import { SEARCH_KINDS, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type SearchKind } from '@shared/contracts/plain/search';
import { formatDisplayDate } from '@shared/dates';
import { hasPermission } from '@shared/permissions';
import { ListSearch } from '@app/kit/list/ListSearch';
import { useResourceView } from '@app/kit/resource/use-resource-view';
import { useSession } from '@app/lib/session';
import { useOnline } from '@app/lib/use-online';
import { useTranslation } from '@app/lib/use-translation';
import { PageHeader } from '@app/shell/PageHeader';
import { StaleNotice } from '@app/shell/StaleNotice';
import { HOME_PATH } from '@app/shell/paths';
import { HIT_KINDS } from './kinds';
import { searchSaved } from './local-search';
import { searchView } from './search-view';
import './search.css';

const SEARCH_PATH = '/admin/search';

function HitRow({ hit, language, kindLabel }: { hit: SearchHit; language: string; kindLabel: string }) {
  return (
    <li>
      <Link to={HIT_KINDS[hit.kind].path(hit.id)} className="search-hit" data-testid={`search-hit-${hit.kind}-${hit.id}`} data-kind={hit.kind}>
        <span className="search-hit__kind">{kindLabel}</span>
        <span className="search-hit__title">{hit.title}</span>
        <span className="search-hit__detail">{[hit.detail, hit.on ? formatDisplayDate(hit.on, language) : null].filter(Boolean).join(' · ')}</span>
      </Link>
    </li>
  );
}

/** The server's answer; offline with no saved answer for this search, what the device has saved (issue 29). */
function useSearch(q: string) {
  const { profile } = useSession();
  const online = useOnline();
  const asked = q.trim().length >= SEARCH_MIN_LENGTH ? q.trim() : undefined;
  const view = useResourceView(searchView, asked);
  const allowed = useMemo(() => new Set(SEARCH_KINDS.filter((kind) => hasPermission(profile.permissions, HIT_KINDS[kind].permission))), [profile.permissions]);
  const [saved, setSaved] = useState<{ q: string; hits: SearchHit[]; fetchedAt: number | null } | null>(null);
  const needSaved = !!asked && !view.data && (!online || view.status === 'error');
  useEffect(() => {
    if (!needSaved || !asked) return;
    let live = true;
    void searchSaved(asked, allowed).then((found) => {
      if (live) setSaved({ q: asked, ...found });
    });
    return () => {
      live = false;
    };
  }, [needSaved, asked, allowed]);
  if (!asked) return { state: 'short' as const };
  if (view.data) return { state: 'server' as const, hits: view.data.hits, view };
  if (needSaved) return saved?.q === asked ? { state: 'device' as const, hits: saved.hits, fetchedAt: saved.fetchedAt } : { state: 'loading' as const };
  return { state: view.status === 'error' ? ('error' as const) : ('loading' as const), view };
}

/** One box over every area the admin may view: guests, reservation codes, units, owners, users and requests. */
export default function SearchPage() {
  const { t, i18n } = useTranslation('search');
  const location = useLocation();
  const [q, setQ] = useState(() => (new URLSearchParams(location.search).get('q') ?? '').slice(0, SEARCH_MAX_LENGTH));
  const online = useOnline();
  const found = useSearch(q);
  const kindLabel = (kind: SearchKind) => t(`kinds.${kind}`);

  return (
    <>
      <PageHeader title={t('title')} backHref={HOME_PATH}>
        <div className="search-box">
          <ListSearch value={q} onChange={(next) => {
              const text = next.slice(0, SEARCH_MAX_LENGTH);
              setQ(text);
              // Kept in the address without a navigation, so back from a hit finds this search again.
              window.history.replaceState(window.history.state, '', text ? `${SEARCH_PATH}?q=${encodeURIComponent(text)}` : SEARCH_PATH);
            }} placeholder={t('placeholder')} testId="search-box" />
        </div>
      </PageHeader>
      <IonContent className="page-content">
        <div className="search-results" aria-live="polite" data-testid="search-results" data-state={found.state}>
          {found.state === 'short' ? <p className="search-message">{t('hint', { count: SEARCH_MIN_LENGTH })}</p> : null}
          {found.state === 'loading' ? <p className="search-message" role="status">{t('loading')}</p> : null}
          {found.state === 'error' ? (
            <p className="search-message" role="status" data-testid="search-error">
              {t(online ? 'error' : 'offline')}
            </p>
          ) : null}
          {found.state === 'device' ? (
            <p className="search-message search-message--device" data-testid="search-on-device">
              {t('onDevice')}
            </p>
          ) : null}
          {found.state === 'server' && found.view.source !== 'server' ? (
            <StaleNotice source={found.view.source} fetchedAt={found.view.fetchedAt} stale={found.view.stale} onRetry={() => void found.view.reload()} />
          ) : null}
          {(found.state === 'server' || found.state === 'device') && !found.hits.length ? (
            <p className="search-message" data-testid="search-none">
              {t('none', { q: q.trim() })}
            </p>
          ) : null}
          {(found.state === 'server' || found.state === 'device') && found.hits.length ? (
            <ul className="search-hits" aria-label={t('resultsLabel', { count: found.hits.length })}>
              {found.hits.map((hit) => (
                <HitRow key={`${hit.kind}-${hit.id}`} hit={hit} language={i18n.language} kindLabel={kindLabel(hit.kind)} />
              ))}
            </ul>
          ) : null}
        </div>
      </IonContent>
    </>
  );
}
