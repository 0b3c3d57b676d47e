import type { Announcement } from '@shared/contracts/announcements';
import { announcements } from '@shared/contracts/plain/announcements';
import { defineResource } from '@app/kit/resource/define-resource';

export const announcementResource = defineResource({
  type: 'announcements.announcement',
  list: announcements.list,
  record: announcements.get,
  rows: (answer) => ({ items: answer.announcements, totalCount: answer.totalCount }),
  id: (record: Announcement) => record.id,
});
