import { bedOutline, calendarOutline, listOutline } from 'ionicons/icons';
import { P } from '@shared/permissions';
import { defineArea } from '@app/kit/area';

export default defineArea({
  name: 'reservations',
  permission: 'reservation',
  // The list and the calendar, side by side under Reservation.
  menu: [
    { code: 'reservation-list', icon: listOutline, groupIcon: bedOutline },
    { code: 'reservation-calendar', icon: calendarOutline, groupIcon: bedOutline },
  ],
  words: { withPages: ['reservations'] },
  resource: () => import('./resource').then((m) => m.reservationResource),
  pages: [
    { path: '/admin/reservation', permission: P.reservation.view, load: () => import('./ReservationListPage') },
    { path: '/admin/reservation/new', permission: P.reservation.create, load: () => import('./ReservationCreatePage') },
    { path: '/admin/reservation/calendar', permission: P.reservation.view, load: () => import('./CalendarPage') },
    { path: '/admin/reservation/:id', permission: P.reservation.view, load: () => import('./ReservationPage') },
    { path: '/admin/reservation/:id/edit', permission: P.reservation.edit, load: () => import('./ReservationEditPage') },
  ],
  outbox: {
    words: 'reservations',
    kinds: ['reservation'],
    records: { 'reservations.reservation': (id) => `/admin/reservation/${encodeURIComponent(id)}` },
    formerly: { reservation: 'reservations.reservation' },
  },
});
