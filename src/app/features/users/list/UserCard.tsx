import { IonCard } from '@ionic/react';
import { IonCardContent } from '@app/ionic/ion-card-content';
import { IonSkeletonText } from '@app/ionic/ion-skeleton-text';
import { useTranslation } from 'react-i18next';
import type { User } from '@shared/contracts/users';
import { formatDisplayDate } from '@shared/dates';
import { formatPhone } from '@shared/phone';
import { UserAvatar } from '../ui/UserAvatar';
import { UserStateChips } from '../ui/UserChips';

export function contactLine(user: Pick<User, 'email' | 'phone'>): string {
  return [user.phone ? formatPhone(user.phone) : '', user.email ?? ''].filter(Boolean).join(' · ');
}

export function UserCard({ user, dormant = false }: { user: User; dormant?: boolean }) {
  const { t, i18n } = useTranslation('users');
  const erased = user.deletedAt !== null;
  return (
    <IonCard
      button
      routerLink={`/admin/user-mgmt/${user.id}`}
      className={`u-card${user.banned || erased ? ' u-card--muted' : ''}`}
      data-testid={`user-card-${user.accountNumber}`}
    >
      <IonCardContent className="u-card__body">
        <UserAvatar name={user.name} size={44} muted={user.banned || erased} />
        <div className="u-card__text">
          <div className="u-card__head">
            <h2 className="u-card__name">{user.name}</h2>
            <span className="u-card__number">{user.accountNumber}</span>
          </div>
          <p className="u-card__contact">{contactLine(user) || t('detail.noContact')}</p>
          <UserStateChips user={user} dormant={dormant} />
          <p className="u-card__meta">
            {user.lastLoginAt ? t('list.lastLogin', { date: formatDisplayDate(user.lastLoginAt, i18n.language) }) : t('list.neverSignedIn')}
          </p>
        </div>
      </IonCardContent>
    </IonCard>
  );
}

export function UserCardSkeleton() {
  return (
    <IonCard className="u-card" aria-hidden="true">
      <IonCardContent className="u-card__body">
        <IonSkeletonText animated style={{ width: 44, height: 44, borderRadius: '50%', flex: '0 0 auto' }} />
        <div className="u-card__text">
          <IonSkeletonText animated style={{ width: '55%', height: 18 }} />
          <IonSkeletonText animated style={{ width: '75%', height: 14 }} />
          <IonSkeletonText animated style={{ width: '60%', height: 24, borderRadius: 12 }} />
        </div>
      </IonCardContent>
    </IonCard>
  );
}
