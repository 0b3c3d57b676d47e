import { defineDashboardPart } from '@server/core/dashboard';
import { activeAnnouncements } from './service';

/** The announcements administrators may read now, on the dashboard (every administrator reads them). */
export const announcementsDashboardPart = defineDashboardPart({
  key: 'announcements',
  permission: null,
  async read(db, reader) {
    return (await activeAnnouncements(db, 'admin', { language: reader.language }, reader.now)).announcements;
  },
});
