import { calendarOutline } from 'ionicons/icons';
import { P } from '@shared/permissions';
import { defineArea } from '@app/kit/area';

/** Malaysian public holidays (48): a year × state view, pre-filled from the library and confirmed by an admin. */
export default defineArea({
  name: 'holidays',
  permission: 'holiday',
  menu: { code: 'holiday', icon: calendarOutline },
  words: { withPages: ['holidays'] },
  resource: () => import('./resource').then((m) => m.holidaysResource),
  pages: [
    { path: '/admin/holiday', permission: P.holiday.view, load: () => import('./HolidaysListPage') },
    { path: '/admin/holiday/new', permission: P.holiday.create, load: () => import('./HolidayCreatePage') },
    { path: '/admin/holiday/:id', permission: P.holiday.view, load: () => import('./HolidayPage') },
    { path: '/admin/holiday/:id/edit', permission: P.holiday.edit, load: () => import('./HolidayEditPage') },
  ],
});
