import { IonCard, IonIcon } from '@ionic/react';
import { IonCardContent } from '@app/ionic/ion-card-content';
import { Chip } from '@app/shell/Chip';
import { IonSkeletonText } from '@app/ionic/ion-skeleton-text';
import { keyOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { Administrator } from '@shared/contracts/administrators';
import { AdminAvatar } from './AdminAvatar';
import { StatusChip } from './StatusChip';
import './admin-list.css';

export function AdminCard({ admin }: { admin: Administrator }) {
  const { t } = useTranslation('administrators');
  return (
    <IonCard
      button
      routerLink={`/admin/admin-mgmt/${admin.id}`}
      className={`admin-card${admin.active ? '' : ' admin-card--inactive'}`}
      data-testid={`admin-card-${admin.email}`}
    >
      <IonCardContent className="admin-card__body">
        <AdminAvatar name={admin.name} muted={!admin.active} />
        <div className="admin-card__text">
          <h2 className="admin-card__name">{admin.name}</h2>
          <p className="admin-card__email">{admin.email}</p>
          <div className="admin-card__chips">
            <StatusChip active={admin.active} />
            <Chip outline className="count-chip" data-testid="admin-permission-count">
              <IonIcon icon={keyOutline} aria-hidden="true" />
              <span>{t('permissionCount', { count: admin.permissions.length })}</span>
            </Chip>
          </div>
        </div>
      </IonCardContent>
    </IonCard>
  );
}

export function AdminCardSkeleton() {
  return (
    <IonCard className="admin-card" aria-hidden="true">
      <IonCardContent className="admin-card__body">
        <IonSkeletonText animated className="admin-avatar" style={{ width: 44, height: 44, borderRadius: '50%' }} />
        <div className="admin-card__text">
          <IonSkeletonText animated style={{ width: '55%', height: 18 }} />
          <IonSkeletonText animated style={{ width: '75%', height: 14 }} />
          <IonSkeletonText animated style={{ width: '45%', height: 24, borderRadius: 12 }} />
        </div>
      </IonCardContent>
    </IonCard>
  );
}
