import { useState } from 'react';
import { IonButton, IonContent, IonIcon } from '@ionic/react';
import { personAddOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useViewReturn } from '@app/lib/use-view-return';
import { PagedCardGrid } from '@app/shell/PagedCardGrid';
import { PageHeader } from '@app/shell/PageHeader';
import { AdminCard, AdminCardSkeleton } from './AdminCard';
import { AdminListFilters } from './AdminListFilters';
import { DEFAULT_ADMIN_QUERY, type AdminListQuery } from './administrators-api';
import { useAdministratorList } from './use-administrator-list';

export default function AdminListPage() {
  const { t } = useTranslation('administrators');
  const { profile } = useSession();
  const [query, setQuery] = useState<AdminListQuery>(DEFAULT_ADMIN_QUERY);
  const list = useAdministratorList(query);
  const mayRegister = can(profile, P.admin.create);
  // Back from a detail or the register page: a record may have changed.
  useViewReturn(() => void list.refresh());
  const filtered = query.search.trim() !== '' || query.permission !== null || query.active !== null;

  return (
    <>
      <PageHeader
        title={t('list.title')}
        actions={
          mayRegister ? (
            <IonButton routerLink="/admin/admin-mgmt/new" data-testid="register-admin-button" aria-label={t('register.title')}>
              <IonIcon slot="start" icon={personAddOutline} aria-hidden="true" />
              <span className="hide-below-sm">{t('register.title')}</span>
            </IonButton>
          ) : null
        }
      >
        <AdminListFilters query={query} onChange={setQuery} />
      </PageHeader>
      <IonContent className="page-content">
        <PagedCardGrid
          list={list}
          testIdPrefix="admin"
          skeleton={<AdminCardSkeleton />}
          onClearFilters={filtered ? () => setQuery(DEFAULT_ADMIN_QUERY) : undefined}
          words={{
            count: t('list.count', { count: list.totalCount }),
            loading: t('list.loading'),
            errorTitle: t('list.errorTitle'),
            emptyTitle: filtered ? t('list.emptyFilteredTitle') : t('list.emptyTitle'),
            emptyDetail: filtered ? t('list.emptyFilteredDetail') : t('list.emptyDetail'),
            clearFilters: t('list.clearFilters'),
            loadMoreRetry: t('list.loadMoreRetry'),
            loadingMore: t('list.loadingMore'),
          }}
        >
          {(admin) => <AdminCard key={admin.id} admin={admin} />}
        </PagedCardGrid>
      </IonContent>
    </>
  );
}
