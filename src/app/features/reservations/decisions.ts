import type { Reservation, ReservationStatus } from '@shared/contracts/reservations';
import { reservations } from '@shared/contracts/plain/reservations';
import { defineDecision } from '@app/kit/decision/define-decision';
import { reservationResource } from './resource';

/**
 * The desk's status moves (check in, check out, no-show, cancel) are decisions (DESIGN.md §7): they
 * go through the outbox so the desk works with the network down, carry the status the admin saw as
 * `expected` (another move meanwhile is a 409, shown on the record), and the cached stay shows the
 * new status at once.
 */
export interface StatusInput {
  to: ReservationStatus;
  remark: string;
}

const move = defineDecision({
  type: reservationResource.type,
  kind: ({ to }: StatusInput) => `reservation.${to}`,
  call: reservations.moveStatus,
  body: (_: Pick<Reservation, 'id' | 'code' | 'guestName' | 'status'>, { to, remark }) => ({ to, remark }),
  expected: (stay) => stay.status,
  patch: (_, { to }) => ({ status: to }),
  title: (stay) => (stay.guestName ? `${stay.code} · ${stay.guestName}` : stay.code),
});

export const reservationDecisions = { move };
