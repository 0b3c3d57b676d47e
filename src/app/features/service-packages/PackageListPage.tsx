import { useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useViewReturn } from '@app/lib/use-view-return';
import { ListCardSkeleton } from '@app/kit/list/ListCard';
import { ListPage } from '@app/kit/list/ListPage';
import { PackageCard } from './PackageCard';
import { PackageListFilters } from './PackageListFilters';
import { DEFAULT_PACKAGE_QUERY, type PackageListQuery } from './package-query';
import { usePackageList } from './use-service-packages';

export default function PackageListPage() {
  const { t } = useTranslation('service-packages');
  const { profile } = useSession();
  const [query, setQuery] = useState<PackageListQuery>(DEFAULT_PACKAGE_QUERY);
  const list = usePackageList(query);
  // Back from a record or the create page: a package may have changed.
  useViewReturn(() => void list.refresh());
  const filtered = query.search.trim() !== '' || query.feeBasis !== null || query.active !== null;

  return (
    <ListPage
      namespace="service-packages"
      list={list}
      filtered={filtered}
      onClearFilters={() => setQuery(DEFAULT_PACKAGE_QUERY)}
      filters={<PackageListFilters query={query} onChange={setQuery} />}
      actions={
        can(profile, P.servicePackage.create) ? (
          <IonButton routerLink="/admin/service-package/new" data-testid="package-create-button" aria-label={t('create.title')}>
            <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
            <span className="hide-below-sm">{t('create.title')}</span>
          </IonButton>
        ) : null
      }
      testIdPrefix="package"
      skeleton={<ListCardSkeleton />}
    >
      {(pkg) => <PackageCard key={pkg.id} pkg={pkg} />}
    </ListPage>
  );
}
