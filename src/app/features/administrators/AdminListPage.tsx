import { useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { personAddOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useViewReturn } from '@app/lib/use-view-return';
import { ListCardSkeleton } from '@app/kit/list/ListCard';
import { ListPage } from '@app/kit/list/ListPage';
import { AdminCard } from './AdminCard';
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
    <ListPage
      namespace="administrators"
      list={list}
      filtered={filtered}
      onClearFilters={() => setQuery(DEFAULT_ADMIN_QUERY)}
      filters={<AdminListFilters query={query} onChange={setQuery} />}
      actions={
        mayRegister ? (
          <IonButton routerLink="/admin/admin-mgmt/new" data-testid="register-admin-button" aria-label={t('register.title')}>
            <IonIcon slot="start" icon={personAddOutline} aria-hidden="true" />
            <span className="hide-below-sm">{t('register.title')}</span>
          </IonButton>
        ) : null
      }
      testIdPrefix="admin"
      skeleton={<ListCardSkeleton />}
    >
      {(admin) => <AdminCard key={admin.id} admin={admin} />}
    </ListPage>
  );
}
