import type { Announcement } from '@shared/contracts/announcements';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_STATUSES } from '@shared/contracts/plain/announcements';
import { P } from '@shared/permissions';
import { useTranslation } from '@app/lib/use-translation';
import { anyOf } from '@app/kit/list/FilterSelect';
import { ListCard } from '@app/kit/list/ListCard';
import { ListPage } from '@app/kit/list/ListPage';
import { AnnouncementStatusChip } from './AnnouncementStatusChip';
import { windowText } from './announcement-display';
import { DEFAULT_ANNOUNCEMENT_QUERY, useAnnouncementList, type AnnouncementQuery } from './use-announcements';
import './announcements.css';

function AnnouncementCard({ announcement }: { announcement: Announcement }) {
  const { t, i18n } = useTranslation('announcements');
  return (
    <ListCard
      href={`/admin/announcement/${announcement.id}`}
      testId={`announcement-card-${announcement.id}`}
      muted={announcement.status === 'archived'}
      title={announcement.pinned ? t('card.pinnedTitle', { title: announcement.titleEn }) : announcement.titleEn}
      lines={[t(`audience.${announcement.audience}`), windowText(t, announcement.publishFrom, announcement.publishUntil, i18n.language)]}
      chips={<AnnouncementStatusChip status={announcement.status} />}
    />
  );
}

export default function AnnouncementListPage() {
  const { t } = useTranslation('announcements');
  return (
    <ListPage<Announcement, AnnouncementQuery>
      namespace="announcements"
      initial={DEFAULT_ANNOUNCEMENT_QUERY}
      useList={useAnnouncementList}
      filters={{
        search: { placeholder: t('list.searchPlaceholder'), testId: 'announcement-search' },
        segments: {
          key: 'status',
          label: t('list.filterStatus'),
          testIdPrefix: 'announcement-status-filter',
          options: [{ value: '', label: t('list.allStatuses') }, ...ANNOUNCEMENT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))],
        },
        selects: [
          {
            key: 'audience',
            label: t('list.filterAudience'),
            testId: 'announcement-filter-audience',
            options: anyOf(t('list.allAudiences'), ANNOUNCEMENT_AUDIENCES, (audience) => t(`audience.${audience}`)),
          },
        ],
      }}
      create={{ path: '/admin/announcement/new', permission: P.announcement.create, testId: 'announcement-create-button' }}
      testIdPrefix="announcement"
    >
      {(announcement) => <AnnouncementCard key={announcement.id} announcement={announcement} />}
    </ListPage>
  );
}
