import { IonIcon } from '@ionic/react';
import { checkmarkCircle, pauseCircle } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { Chip } from '@app/shell/Chip';
import './service-packages.css';

export function PackageActiveChip({ active }: { active: boolean }) {
  const { t } = useTranslation('service-packages');
  return (
    <Chip className={active ? 'service-packages-chip service-packages-chip--active' : 'service-packages-chip'} outline={!active} data-testid="package-status">
      <IonIcon icon={active ? checkmarkCircle : pauseCircle} aria-hidden="true" />
      <span>{active ? t('status.active') : t('status.inactive')}</span>
    </Chip>
  );
}
