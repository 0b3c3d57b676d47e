import type { Reservation } from '@shared/contracts/reservations';
import { reservations } from '@shared/contracts/plain/reservations';
import { defineResource } from '@app/kit/resource/define-resource';

export const reservationResource = defineResource({
  type: 'reservations.reservation',
  list: reservations.list,
  record: reservations.get,
  rows: (answer) => ({ items: answer.reservations, totalCount: answer.totalCount }),
  id: (stay: Reservation) => stay.id,
});
