import { IonIcon } from '@ionic/react';
import { pin } from 'ionicons/icons';
import type { Announcement } from '@shared/contracts/announcements';
import { ANNOUNCEMENT_LANGUAGES, type AnnouncementLanguage } from '@shared/contracts/plain/announcements';
import { formatDisplayDate } from '@shared/dates';
import { useTranslation } from '@app/lib/use-translation';
import { Fact, FactList } from '@app/kit/record/FactList';
import { DetailLayout, RecordPage } from '@app/kit/record/RecordPage';
import { useRecordPage } from '@app/kit/record/use-record-page';
import { AnnouncementActions } from './AnnouncementActions';
import { AnnouncementStatusChip } from './AnnouncementStatusChip';
import { isWritten } from './announcement-form';
import { windowText } from './announcement-display';
import { announcementHistoryView } from './announcement-history';
import { announcementResource } from './resource';
import './announcements.css';

const TEXTS: Record<AnnouncementLanguage, (a: Announcement) => [string | null, string | null]> = {
  'en-US': (a) => [a.titleEn, a.bodyEn],
  'zh-CN': (a) => [a.titleZh, a.bodyZh],
  'ms-MY': (a) => [a.titleMs, a.bodyMs],
};

/** One language's title and text as readers in it see them; a language not fully written says it is read in English. */
function LanguageBlock({ announcement, language }: { announcement: Announcement; language: AnnouncementLanguage }) {
  const { t } = useTranslation('announcements');
  const [title, body] = TEXTS[language](announcement);
  const written = language === 'en-US' || isWritten(title, body);
  return (
    <section className="announcement-language" lang={language} data-testid={`announcement-text-${language}`}>
      <h2 className="section-title">{t(`languages.${language}`)}</h2>
      {written ? (
        <div className="announcement-language__text">
          <h3 className="announcement-language__title">{title}</h3>
          <p className="announcement-language__body">{body}</p>
        </div>
      ) : (
        <p className="announcement-fallback" data-testid={`announcement-fallback-${language}`}>
          <span className="announcement-fallback__chip">{t('fallback.chip')}</span> {t('fallback.missing')}
        </p>
      )}
    </section>
  );
}

export default function AnnouncementPage() {
  const { t, i18n } = useTranslation('announcements');
  const page = useRecordPage(announcementResource, { history: announcementHistoryView });
  return (
    <RecordPage page={page} title={(value) => value?.titleEn ?? t('detail.title')} backHref="/admin/announcement" namespace="announcements" testIdPrefix="announcement">
      {(value) => (
        <DetailLayout testId="announcement-detail" history={page.history}>
          <section className="announcement-hero">
            <h1 className="announcement-hero__title" data-testid="announcement-detail-title">
              {value.pinned ? <IonIcon icon={pin} className="announcement-pin" aria-label={t('fields.pinned')} /> : null}
              {value.titleEn}
            </h1>
            <AnnouncementStatusChip status={value.status} />
          </section>
          <AnnouncementActions announcement={value} onChanged={page.changed} />
          <FactList>
            <Fact label={t('fields.audience')} value={t(`audience.${value.audience}`)} testId="announcement-detail-audience" />
            <Fact label={t('detail.window')} value={windowText(t, value.publishFrom, value.publishUntil, i18n.language)} testId="announcement-detail-window" />
            <Fact label={t('fields.pinned')} value={t(value.pinned ? 'detail.yes' : 'detail.no')} />
            {value.publishedAt ? <Fact label={t('detail.publishedAt')} value={formatDisplayDate(value.publishedAt, i18n.language)} /> : null}
            {value.archivedAt ? <Fact label={t('detail.archivedAt')} value={formatDisplayDate(value.archivedAt, i18n.language)} /> : null}
            <Fact label={t('detail.createdAt')} value={formatDisplayDate(value.createdAt, i18n.language)} />
          </FactList>
          {ANNOUNCEMENT_LANGUAGES.map((language) => (
            <LanguageBlock key={language} announcement={value} language={language} />
          ))}
        </DetailLayout>
      )}
    </RecordPage>
  );
}
