import { IonButton, IonIcon } from '@ionic/react';
import { closeCircleOutline, enterOutline, exitOutline, personRemoveOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { Reservation } from '@shared/contracts/reservations';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useDecision } from '@app/kit/decision/use-decision';
import { reservationDecisions, type StatusInput } from './decisions';
import { deskMoves, type DeskMove } from './reservation-display';

const ICONS: Record<DeskMove, string> = { checked_in: enterOutline, checked_out: exitOutline, no_show: personRemoveOutline, cancelled: closeCircleOutline };
const TEST_IDS: Record<DeskMove, string> = { checked_in: 'check-in', checked_out: 'check-out', no_show: 'no-show', cancelled: 'cancel' };

/**
 * Check in, check out, no-show and cancel, through the outbox: the page shows the new status at once and the
 * server has it when the network allows. Each asks first; cancelling needs a remark, a no-show is red.
 */
export function ReservationActions({ stay }: { stay: Reservation }) {
  const { t } = useTranslation('reservations');
  const { profile } = useSession();
  const { ask, busy } = useDecision<Reservation, StatusInput>(reservationDecisions.move);
  const moves = deskMoves(stay.status);
  if (!can(profile, P.reservation.edit) || moves.length === 0) return null;
  const who = stay.guestName ?? stay.code;

  const askFor = (to: DeskMove) =>
    ask(stay, { to }, {
      header: t(`move.${to}.title`, { code: stay.code }),
      message: t(`move.${to}.message`, { name: who, unit: stay.unitNumber }),
      confirmText: t(`move.${to}.confirm`),
      destructive: to === 'cancelled' || to === 'no_show',
      remark: to === 'cancelled' ? 'required' : 'optional',
      done: t(`move.${to}.done`, { code: stay.code }),
    });

  return (
    <div className="action-grid rsv-actions">
      {moves.map((to) => (
        <IonButton
          key={to}
          color={to === 'cancelled' || to === 'no_show' ? 'danger' : 'primary'}
          fill={to === 'cancelled' || to === 'no_show' ? 'outline' : 'solid'}
          disabled={busy}
          onClick={() => askFor(to)}
          data-testid={`reservation-${TEST_IDS[to]}-button`}
        >
          <IonIcon slot="start" icon={ICONS[to]} aria-hidden="true" />
          {t(`move.${to}.action`)}
        </IonButton>
      ))}
    </div>
  );
}
