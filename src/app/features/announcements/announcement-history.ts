import type { HistoryLines } from '@app/kit/record/history-lines';
import { auditHistoryView } from '@app/kit/record/history-view';
import { announcementResource } from './resource';

/** How an announcement's history reads: what a reader sees, in the order the record page shows it. */
const lines: HistoryLines = {
  namespace: 'announcements',
  testId: 'announcement-history',
  title: 'detail.historyTitle',
  fields: ['status', 'titleEn', 'bodyEn', 'titleZh', 'bodyZh', 'titleMs', 'bodyMs', 'audience', 'publishFrom', 'publishUntil', 'pinned'],
  valueWords: (field, value, { t }) =>
    field === 'status' ? t(`status.${String(value)}`) : field === 'audience' ? t(`audience.${String(value)}`) : undefined,
  tone: (action) => (action === 'announcements.archive' ? 'bad' : action === 'announcements.publish' ? 'good' : 'neutral'),
};

export const announcementHistoryView = auditHistoryView(announcementResource, 'announcements.announcement', lines);
