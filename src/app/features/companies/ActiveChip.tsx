import { IonIcon } from '@ionic/react';
import { checkmarkCircle, pauseCircle } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { Chip } from '@app/shell/Chip';
import './companies.css';

export function ActiveChip({ active }: { active: boolean }) {
  const { t } = useTranslation('companies');
  return (
    <Chip className={active ? 'companies-chip companies-chip--active' : 'companies-chip'} outline={!active} data-testid="company-status">
      <IonIcon icon={active ? checkmarkCircle : pauseCircle} aria-hidden="true" />
      <span>{active ? t('status.active') : t('status.inactive')}</span>
    </Chip>
  );
}
