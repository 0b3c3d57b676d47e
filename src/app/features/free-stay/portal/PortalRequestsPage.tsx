import { useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { useViewReturn } from '@app/lib/use-view-return';
import { ListCardSkeleton } from '@app/kit/list/ListCard';
import { ListPage } from '@app/kit/list/ListPage';
import { RequestCard } from '../requests/RequestCard';
import { RequestFilters } from '../requests/RequestFilters';
import { DEFAULT_REQUEST_QUERY, isFiltered, type RequestListQuery } from '../requests/request-list';
import { useRequestList } from '../use-requests';
import '../free-stay.css';

/** The owner's own free-stay requests (the server lists only theirs), and a way to ask for another. */
export default function PortalRequestsPage() {
  const { t } = useTranslation('free-stay');
  const [query, setQuery] = useState<RequestListQuery>(DEFAULT_REQUEST_QUERY);
  const list = useRequestList(query, true);
  useViewReturn(() => void list.refresh());
  return (
    <ListPage
      namespace="free-stay"
      keyPrefix="portal"
      list={list}
      filtered={isFiltered(query)}
      onClearFilters={() => setQuery(DEFAULT_REQUEST_QUERY)}
      filters={<RequestFilters query={query} onChange={setQuery} portal />}
      actions={
        <IonButton routerLink="/portal/free-stays/new" aria-label={t('form.portalTitle')} data-testid="free-stay-new">
          <IonIcon slot="icon-only" icon={addOutline} aria-hidden="true" />
        </IonButton>
      }
      testIdPrefix="free-stay"
      skeleton={<ListCardSkeleton />}
    >
      {(request) => <RequestCard key={request.id} request={request} portal />}
    </ListPage>
  );
}
