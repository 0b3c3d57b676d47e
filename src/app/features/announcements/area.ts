import { megaphoneOutline } from 'ionicons/icons';
import { P } from '@shared/permissions';
import { defineArea } from '@app/kit/area';

export default defineArea({
  name: 'announcements',
  permission: 'announcement',
  menu: { code: 'announcement', icon: megaphoneOutline },
  words: { withPages: ['announcements'] },
  resource: () => import('./resource').then((m) => m.announcementResource),
  pages: [
    { path: '/admin/announcement', permission: P.announcement.view, load: () => import('./AnnouncementListPage') },
    { path: '/admin/announcement/new', permission: P.announcement.create, load: () => import('./AnnouncementCreatePage') },
    { path: '/admin/announcement/:id', permission: P.announcement.view, load: () => import('./AnnouncementPage') },
    { path: '/admin/announcement/:id/edit', permission: P.announcement.edit, load: () => import('./AnnouncementEditPage') },
  ],
});
