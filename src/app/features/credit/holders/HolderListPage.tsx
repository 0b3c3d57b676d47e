import { useState } from 'react';
import { useTranslation } from '@app/lib/use-translation';
import { IonToolbar } from '@app/ionic/ion-toolbar';
import { useViewReturn } from '@app/lib/use-view-return';
import { ListCardSkeleton } from '@app/kit/list/ListCard';
import { ListPage } from '@app/kit/list/ListPage';
import { ListSearch } from '@app/kit/list/ListSearch';
import { HolderCard } from './HolderCard';
import { DEFAULT_HOLDER_QUERY, type HolderListQuery } from './holder-list';
import { useHolderList } from './use-holders';
import '../credit.css';

export default function HolderListPage() {
  const { t } = useTranslation('credit');
  const [query, setQuery] = useState<HolderListQuery>(DEFAULT_HOLDER_QUERY);
  const list = useHolderList(query);
  // Back from a holder: a request may since have been approved and moved a balance.
  useViewReturn(() => void list.refresh());

  return (
    <ListPage
      namespace="credit"
      keyPrefix="holders"
      list={list}
      filtered={query.search.trim() !== ''}
      onClearFilters={() => setQuery(DEFAULT_HOLDER_QUERY)}
      filters={
        <IonToolbar className="filter-toolbar">
          <ListSearch value={query.search} placeholder={t('holders.list.searchPlaceholder')} onChange={(search) => setQuery({ search })} testId="credit-holder-search" />
        </IonToolbar>
      }
      testIdPrefix="credit-holder"
      skeleton={<ListCardSkeleton />}
    >
      {(holder) => <HolderCard key={holder.accountId} holder={holder} />}
    </ListPage>
  );
}
