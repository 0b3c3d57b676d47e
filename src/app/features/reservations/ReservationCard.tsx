import { useTranslation } from '@app/lib/use-translation';
import type { Reservation } from '@shared/contracts/reservations';
import { ListCard } from '@app/kit/list/ListCard';
import { channelName, isVoid, stayDates } from './reservation-display';
import { StatusChip } from './StatusChip';
import './reservations.css';

export function ReservationCard({ stay }: { stay: Reservation }) {
  const { t, i18n } = useTranslation('reservations');
  const guest = stay.guestName ?? t(`kind.${stay.kind}`);
  return (
    <ListCard
      href={`/admin/reservation/${stay.id}`}
      testId={`reservation-card-${stay.code}`}
      muted={isVoid(stay.status)}
      title={guest}
      aside={stay.code}
      lines={[
        `${stay.unitNumber} · ${stay.propertyName}`,
        `${stayDates(stay, i18n.language)} · ${t('card.nights', { count: stay.nights })}`,
      ]}
      chips={
        <>
          <StatusChip status={stay.status} testId={`reservation-card-status-${stay.code}`} />
          <span className="rsv-channel">{channelName(stay.channel, t)}</span>
          {stay.kind !== 'guest' ? <span className="rsv-channel">{t(`kind.${stay.kind}`)}</span> : null}
        </>
      }
    />
  );
}
