import { IonButton, IonIcon, useIonAlert } from '@ionic/react';
import { closeCircleOutline, enterOutline, exitOutline, personRemoveOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { Reservation } from '@shared/contracts/reservations';
import { formatMyr } from '@shared/money';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useDecision } from '@app/kit/decision/use-decision';
import { reservationDecisions, type StatusInput } from './decisions';
import { balanceSen, deskMoves, type DeskMove } from './reservation-display';
import { businessToday } from './reservation-query';
import '@app/kit/decision/decision-prompt.css';
import './reservations.css';

const ICONS: Record<DeskMove, string> = { checked_in: enterOutline, checked_out: exitOutline, no_show: personRemoveOutline, cancelled: closeCircleOutline };
const TEST_IDS: Record<DeskMove, string> = { checked_in: 'check-in', checked_out: 'check-out', no_show: 'no-show', cancelled: 'cancel' };

/** The alert's roles for the balance warning's two ways on. */
const CONTINUE = 'continue';
const PAY = 'payment';

export interface ReservationActionsProps {
  stay: Reservation;
  /** Opens the payment sheet: offered when a guest about to check in still owes money. */
  onRecordPayment(): void;
}

/**
 * Check in, check out, no-show and cancel, through the outbox: the page shows the new status at once and the
 * server has it when the network allows. Each asks first; cancelling needs a remark, a no-show is red and offered
 * only from the arrival day. Checking in a guest who still owes money first says how much, with the way to take it.
 */
export function ReservationActions({ stay, onRecordPayment }: ReservationActionsProps) {
  const { t, i18n } = useTranslation('reservations');
  const { profile } = useSession();
  const [presentAlert] = useIonAlert();
  const { ask, busy } = useDecision<Reservation, StatusInput>(reservationDecisions.move);
  const moves = deskMoves(stay, businessToday());
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

  /** A balance owing is said before a check-in: continue to it, or record the payment first. */
  const warnOwing = (owing: number) =>
    void presentAlert({
      header: t('move.owing.title', { amount: formatMyr(owing, i18n.language) }),
      message: t('move.owing.message', { name: who, paid: formatMyr(stay.paidSen, i18n.language), total: formatMyr(stay.totalSen, i18n.language) }),
      cssClass: ['decision-alert', 'rsv-owing-alert'],
      htmlAttributes: { 'data-testid': 'reservation-owing-alert' },
      buttons: [
        { text: t('common:cancel'), role: 'cancel', htmlAttributes: { 'data-testid': 'reservation-owing-cancel' } },
        { text: t('move.owing.payment'), role: PAY, htmlAttributes: { 'data-testid': 'reservation-owing-payment' } },
        { text: t('move.owing.continue'), role: CONTINUE, cssClass: 'alert-button--confirm', htmlAttributes: { 'data-testid': 'reservation-owing-continue' } },
      ],
      // The next sheet or prompt opens once this alert has gone: Ionic would not show two at once.
      onDidDismiss: ({ detail }) => {
        if (detail.role === CONTINUE) askFor('checked_in');
        else if (detail.role === PAY) onRecordPayment();
      },
    });

  const start = (to: DeskMove) => {
    const owing = balanceSen(stay);
    if (to === 'checked_in' && owing > 0) warnOwing(owing);
    else askFor(to);
  };

  return (
    <div className="action-grid rsv-actions">
      {moves.map((to) => (
        <IonButton
          key={to}
          color={to === 'cancelled' || to === 'no_show' ? 'danger' : 'primary'}
          fill={to === 'cancelled' || to === 'no_show' ? 'outline' : 'solid'}
          disabled={busy}
          onClick={() => start(to)}
          data-testid={`reservation-${TEST_IDS[to]}-button`}
        >
          <IonIcon slot="start" icon={ICONS[to]} aria-hidden="true" />
          {t(`move.${to}.action`)}
        </IonButton>
      ))}
    </div>
  );
}
