import { IonIcon } from '@ionic/react';
import { Chip } from '@app/shell/Chip';
import { checkmarkCircle, pauseCircle } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import './admin-list.css';

export function StatusChip({ active }: { active: boolean }) {
  const { t } = useTranslation('administrators');
  return (
    <Chip className={`status-chip ${active ? 'status-chip--active' : 'status-chip--inactive'}`} outline={!active} data-testid="admin-status">
      <IonIcon icon={active ? checkmarkCircle : pauseCircle} aria-hidden="true" />
      <span>{active ? t('status.active') : t('status.inactive')}</span>
    </Chip>
  );
}
