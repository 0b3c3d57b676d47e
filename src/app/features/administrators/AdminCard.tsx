import { IonIcon } from '@ionic/react';
import { Chip } from '@app/shell/Chip';
import { ListCard } from '@app/kit/list/ListCard';
import { keyOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { Administrator } from '@shared/contracts/administrators';
import { AdminAvatar } from './AdminAvatar';
import { StatusChip } from './StatusChip';
import './admin-list.css';

export function AdminCard({ admin }: { admin: Administrator }) {
  const { t } = useTranslation('administrators');
  return (
    <ListCard
      href={`/admin/admin-mgmt/${admin.id}`}
      testId={`admin-card-${admin.email}`}
      muted={!admin.active}
      leading={<AdminAvatar name={admin.name} muted={!admin.active} />}
      title={admin.name}
      lines={[admin.email]}
      chips={
        <>
          <StatusChip active={admin.active} />
          <Chip outline className="count-chip" data-testid="admin-permission-count">
            <IonIcon icon={keyOutline} aria-hidden="true" />
            <span>{t('permissionCount', { count: admin.permissions.length })}</span>
          </Chip>
        </>
      }
    />
  );
}
