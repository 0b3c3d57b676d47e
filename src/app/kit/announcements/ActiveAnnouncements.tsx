import type { ReactNode } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { pin } from 'ionicons/icons';
import type { ActiveAnnouncement } from '@shared/contracts/announcements';
import { formatDisplayDate } from '@shared/dates';
import { normaliseLanguage } from '@app/lib/language';
import { useOnline } from '@app/lib/use-online';
import { useTranslation } from '@app/lib/use-translation';
import { StaleNotice } from '@app/shell/StaleNotice';
import { isProminent } from '@app/shell/stale-state';
import { useResourceView } from '../resource/use-resource-view';
import { activeAnnouncementsView } from './active-view';
import './active-announcements.css';

export interface ActiveAnnouncementsProps {
  /**
   * The page's words namespace; its `announcements` block holds `title`, `loading`, `error`, `retry`, `pinned`,
   * `inEnglish` and `published` (with `date`).
   */
  namespace: string;
  /** `dashboard-announcements` gives dashboard-announcements, …-item, …-error. */
  testId: string;
}

function AnnouncementItem({ item, t, language }: { item: ActiveAnnouncement; t: (key: string, options?: Record<string, unknown>) => string; language: string }) {
  return (
    <li className={`active-announcement${item.pinned ? ' active-announcement--pinned' : ''}`} lang={item.language} data-id={item.id}>
      <h3 className="active-announcement__title">
        {item.pinned ? <IonIcon icon={pin} className="active-announcement__pin" aria-label={t('pinned')} /> : null}
        {item.title}
      </h3>
      <p className="active-announcement__body">{item.body}</p>
      <p className="active-announcement__meta" lang={language}>
        {t('published', { date: formatDisplayDate(item.publishedAt, language) })}
        {item.fallback ? <span className="active-announcement__fallback">{t('inEnglish')}</span> : null}
      </p>
    </li>
  );
}

/**
 * The announcements the signed-in account may read now (issue 29): on the administrators' dashboard and on the owner
 * portal's home (the dashboard draws the ones its own call brings with AnnouncementsSection), pinned first then newest, in the reader's language or marked as English. Saved for offline like any
 * kit view; nothing at all is drawn while there are none, so a page without announcements looks as it did.
 */
export function ActiveAnnouncements({ namespace, testId }: ActiveAnnouncementsProps) {
  const { t, i18n } = useTranslation(namespace, { keyPrefix: 'announcements' });
  const language = normaliseLanguage(i18n.language) ?? 'en-US';
  const view = useResourceView(activeAnnouncementsView, language);
  const online = useOnline();
  const items = view.data?.announcements ?? [];

  if (!view.data) {
    if (view.status === 'error') {
      return (
        <section className="active-announcements" aria-label={t('title')} data-testid={`${testId}-error`}>
          <p className="active-announcements__message" role="status">
            {t(online ? 'error' : 'offline')}
          </p>
          <IonButton fill="outline" size="small" onClick={() => void view.reload()} className="active-announcements__retry">
            {t('retry')}
          </IonButton>
        </section>
      );
    }
    return <div className="active-announcements__loading" role="status" aria-label={t('loading')} aria-busy="true" data-testid={`${testId}-loading`} />;
  }
  return (
    <AnnouncementsSection items={items} namespace={namespace} testId={testId}>
      {isProminent(view, online) ? <StaleNotice source={view.source} fetchedAt={view.fetchedAt} stale={view.stale} onRetry={() => void view.reload()} /> : null}
    </AnnouncementsSection>
  );
}

/**
 * Announcements already read (the dashboard's one call carries them): the same section, drawn only when there are any,
 * with `children` above the list (a notice of how old they are).
 */
export function AnnouncementsSection({ items, namespace, testId, children }: ActiveAnnouncementsProps & { items: readonly ActiveAnnouncement[]; children?: ReactNode }) {
  const { t, i18n } = useTranslation(namespace, { keyPrefix: 'announcements' });
  const language = normaliseLanguage(i18n.language) ?? 'en-US';
  if (!items.length) return null;
  return (
    <section className="active-announcements" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 className="section-title" id={`${testId}-title`}>
        {t('title')}
      </h2>
      {children}
      <ul className="active-announcements__list" data-testid={`${testId}-list`}>
        {items.map((item) => (
          <AnnouncementItem key={item.id} item={item} t={t} language={language} />
        ))}
      </ul>
    </section>
  );
}
