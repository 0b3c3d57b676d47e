import type { AnnouncementStatus } from '@shared/contracts/plain/announcements';
import { statusChip, type StatusTone } from '@app/kit/record/StateChip';

const TONE: Record<AnnouncementStatus, StatusTone> = { draft: 'neutral', published: 'success', archived: 'muted' };

/** Draft, published or archived, in the area's words and the kit's status tones. */
export const AnnouncementStatusChip = statusChip<AnnouncementStatus>({
  namespace: 'announcements',
  className: 'status-tone',
  tone: (status) => TONE[status],
  outline: (status) => status !== 'published',
  testId: 'announcement-status',
  marked: true,
});
