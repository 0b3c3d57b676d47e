import { IonChip } from '@app/ionic/ion-chip';
import { useTranslation } from '@app/lib/use-translation';
import type { ReservationStatus } from '@shared/contracts/reservations';
import { statusColor } from './reservation-display';

export function StatusChip({ status, testId }: { status: ReservationStatus; testId?: string }) {
  const { t } = useTranslation('reservations');
  return (
    <IonChip color={statusColor(status)} className="rsv-chip" data-testid={testId} data-status={status}>
      {t(`status.${status}`)}
    </IonChip>
  );
}
