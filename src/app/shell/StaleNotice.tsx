import { IonButton } from '@ionic/react';
import { cloudOfflineOutline, timeOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { formatWhen } from '@shared/dates';
import type { DataSource } from '../lib/paged-list';
import { useOnline } from '../lib/use-online';
import { MaskIcon } from './MaskIcon';
import { isProminent, looksStale } from './stale-state';
import './stale-notice.css';

export interface StaleNoticeProps {
  /** Where the data on screen came from; nothing is shown before there is data. */
  source: DataSource | null | undefined;
  fetchedAt: number | null | undefined;
  /** The refresh failed: what is shown is older than it looks. */
  stale?: boolean;
  /** A filter never fetched, answered from saved rows. */
  answeredLocally?: boolean;
  onRetry?: () => void;
}

/** `14:02` today, `21 Nov 2026 14:02` another day (Kuala Lumpur time). */
export function whenText(at: number, now: number = Date.now(), language = 'en-US'): string {
  return formatWhen(at, now, language);
}

export { isProminent } from './stale-state';

/**
 * How fresh the data on screen is (DESIGN.md §7): a quiet "Updated 14:02" when the server just
 * answered; "As of 14:02" while the saved copy is being checked; and when the server could not be
 * reached, a banner with an Offline or Stale badge. A filter answered from saved rows says so.
 */
export function StaleNotice({ source, fetchedAt, stale: refreshFailed = false, answeredLocally = false, onRetry }: StaleNoticeProps) {
  const { t, i18n } = useTranslation('offline');
  const online = useOnline();
  if (!source) return null;
  const stale = looksStale(source, refreshFailed, online);
  const when = fetchedAt ? whenText(fetchedAt, Date.now(), i18n.language) : null;
  const attributes = {
    'data-testid': 'stale-notice',
    'data-source': source,
    'data-stale': String(stale),
    'data-local': String(answeredLocally),
  };

  if (!isProminent({ source, stale, answeredLocally }, online)) {
    return (
      <p className="stale-notice stale-notice--quiet" role="status" {...attributes}>
        <MaskIcon icon={timeOutline} />
        <span>
          {source === 'server' ? (when ? t('updated', { when }) : null) : when ? t('asOf', { when }) : null}
          {source === 'cache' ? <> · {t('checking')}</> : null}
        </span>
      </p>
    );
  }

  const tone = stale ? 'stale' : 'local';
  return (
    <div className={`stale-notice stale-notice--banner stale-notice--${tone}`} role="status" {...attributes}>
      <div className="stale-notice__head">
        {stale ? (
          <span className={`stale-notice__badge${online ? '' : ' stale-notice__badge--offline'}`} data-testid="stale-badge">
            <MaskIcon icon={online ? timeOutline : cloudOfflineOutline} />
            {online ? t('badge.stale') : t('badge.offline')}
          </span>
        ) : null}
        {when ? <strong className="stale-notice__when">{t('asOf', { when })}</strong> : null}
        {!stale ? <span className="stale-notice__checking">{t('checking')}</span> : null}
        {stale && onRetry ? (
          <IonButton size="small" fill="clear" className="stale-notice__retry" onClick={onRetry} data-testid="stale-retry">
            {t('retry')}
          </IonButton>
        ) : null}
      </div>
      {answeredLocally ? <p className="stale-notice__detail">{t('local')}</p> : null}
      {stale && !answeredLocally ? <p className="stale-notice__detail">{online ? t('staleDetail') : t('offlineDetail')}</p> : null}
    </div>
  );
}
