import type { AnnouncementStatus } from '@shared/contracts/plain/announcements';
import { statusChip } from '@app/kit/record/StateChip';

/** Draft, published or archived, in the area's words and colours. */
export const AnnouncementStatusChip = statusChip<AnnouncementStatus>({
  namespace: 'announcements',
  className: 'announcement-status',
  outline: (status) => status !== 'published',
  testId: 'announcement-status',
  marked: true,
});
