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
import { OwnerCard } from './OwnerCard';
import { OwnerListFilters } from './OwnerListFilters';
import { DEFAULT_OWNER_QUERY, isOwnerQueryFiltered, type OwnerListQuery } from './owner-query';
import { useOwnerList } from './use-owners';

export default function OwnerListPage() {
  const { t } = useTranslation('owners');
  const { profile } = useSession();
  const [query, setQuery] = useState<OwnerListQuery>(DEFAULT_OWNER_QUERY);
  const list = useOwnerList(query);
  // Back from a record or the create page: an owner may have changed.
  useViewReturn(() => void list.refresh());

  return (
    <ListPage
      namespace="owners"
      list={list}
      filtered={isOwnerQueryFiltered(query)}
      onClearFilters={() => setQuery(DEFAULT_OWNER_QUERY)}
      filters={<OwnerListFilters query={query} onChange={setQuery} />}
      actions={
        can(profile, P.owner.create) ? (
          <IonButton routerLink="/admin/owner-mgmt/new" data-testid="owner-create-button" aria-label={t('create.title')}>
            <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
            <span className="hide-below-sm">{t('create.title')}</span>
          </IonButton>
        ) : null
      }
      testIdPrefix="owner"
      skeleton={<ListCardSkeleton />}
    >
      {(owner) => <OwnerCard key={owner.id} owner={owner} />}
    </ListPage>
  );
}
