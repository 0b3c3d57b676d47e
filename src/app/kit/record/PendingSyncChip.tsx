import { IonIcon, useIonRouter } from '@ionic/react';
import { IonChip } from '@app/ionic/ion-chip';
import { IonLabel } from '@app/ionic/ion-label';
import { cloudUploadOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { OUTBOX_PATH } from '@app/shell/paths';
import './pending-sync-chip.css';

/** On a record with decisions still on their way: what the page shows is not on the server yet. */
export function PendingSyncChip({ count }: { count: number }) {
  const { t } = useTranslation('outbox');
  const router = useIonRouter();
  if (!count) return null;
  return (
    <IonChip
      className="pending-sync-chip"
      onClick={() => router.push(OUTBOX_PATH)}
      role="link"
      aria-label={t('chipLabel', { count })}
      data-testid="pending-sync-chip"
      data-count={String(count)}
    >
      <IonIcon icon={cloudUploadOutline} aria-hidden="true" />
      <IonLabel>{t('chip')}</IonLabel>
    </IonChip>
  );
}
