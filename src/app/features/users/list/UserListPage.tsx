import { useState } from 'react';
import { IonButton, IonContent, IonIcon } from '@ionic/react';
import { calendarOutline, fileTrayFullOutline, personAddOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useViewReturn } from '@app/lib/use-view-return';
import { PagedCardGrid } from '@app/shell/PagedCardGrid';
import { PageHeader } from '@app/shell/PageHeader';
import { DEFAULT_USER_QUERY, type UserListQuery } from '../remote/users-api';
import { useUserList } from '../remote/use-user-list';
import { UserCard, UserCardSkeleton } from './UserCard';
import { UserListFilters } from './UserListFilters';
import '../users.css';

function HeaderActions() {
  const { t } = useTranslation('users');
  const { profile } = useSession();
  return (
    <>
      <IonButton routerLink="/admin/user-mgmt/queues" data-testid="user-queues-button" aria-label={t('queues.title')}>
        <IonIcon slot="start" icon={fileTrayFullOutline} aria-hidden="true" />
        <span className="hide-below-sm">{t('queues.title')}</span>
      </IonButton>
      <IonButton routerLink="/admin/user-mgmt/attendance" data-testid="user-attendance-button" aria-label={t('attendance.title')}>
        <IonIcon slot="start" icon={calendarOutline} aria-hidden="true" />
        <span className="hide-below-sm">{t('attendance.title')}</span>
      </IonButton>
      {can(profile, P.user.create) ? (
        <IonButton routerLink="/admin/user-mgmt/new" data-testid="register-user-button" aria-label={t('register.title')}>
          <IonIcon slot="start" icon={personAddOutline} aria-hidden="true" />
          <span className="hide-below-sm">{t('register.title')}</span>
        </IonButton>
      ) : null}
    </>
  );
}

export default function UserListPage() {
  const { t } = useTranslation('users');
  const [query, setQuery] = useState<UserListQuery>(DEFAULT_USER_QUERY);
  const list = useUserList(query);
  // Back from a detail or a queue: a record may have changed.
  useViewReturn(() => void list.refresh());
  const filtered = query.search.trim() !== '' || query.role !== null || query.segment !== 'all';

  return (
    <>
      <PageHeader title={t('list.title')} actions={<HeaderActions />}>
        <UserListFilters query={query} onChange={setQuery} />
      </PageHeader>
      <IonContent className="page-content">
        <PagedCardGrid
          list={list}
          testIdPrefix="user"
          skeleton={<UserCardSkeleton />}
          onClearFilters={filtered ? () => setQuery(DEFAULT_USER_QUERY) : undefined}
          words={{
            count: t(query.segment === 'dormant' ? 'list.countDormant' : 'list.count', { count: list.totalCount }),
            loading: t('list.loading'),
            errorTitle: t('list.errorTitle'),
            emptyTitle: filtered ? t('list.emptyFilteredTitle') : t('list.emptyTitle'),
            emptyDetail: filtered ? t('list.emptyFilteredDetail') : t('list.emptyDetail'),
            clearFilters: t('list.clearFilters'),
            loadMoreRetry: t('list.loadMoreRetry'),
            loadingMore: t('list.loadingMore'),
          }}
        >
          {(user) => <UserCard key={user.id} user={user} dormant={query.segment === 'dormant'} />}
        </PagedCardGrid>
      </IonContent>
    </>
  );
}
