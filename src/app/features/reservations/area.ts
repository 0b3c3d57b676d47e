import { P } from '@shared/permissions';
import { defineArea } from '@app/kit/area';

// The calendar's page. The menu entry `reservation` (path /admin/reservation) comes with the list page, declared
// beside this one: declaring the entry without that page would leave a menu item that leads nowhere.
export default defineArea({
  name: 'reservations',
  permission: 'reservation',
  words: { withPages: ['reservation-calendar'] },
  pages: [{ path: '/admin/reservation/calendar', permission: P.reservation.view, load: () => import('./CalendarPage') }],
});
