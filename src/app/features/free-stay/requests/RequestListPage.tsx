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
import { useRequestList } from '../use-requests';
import { RequestCard } from './RequestCard';
import { RequestFilters } from './RequestFilters';
import { DEFAULT_REQUEST_QUERY, isFiltered, type RequestListQuery } from './request-list';
import '../free-stay.css';

export default function RequestListPage() {
  const { t } = useTranslation('free-stay');
  const { profile } = useSession();
  const [query, setQuery] = useState<RequestListQuery>(DEFAULT_REQUEST_QUERY);
  const list = useRequestList(query);
  // Back from a request: it may have been decided or cancelled meanwhile.
  useViewReturn(() => void list.refresh());
  return (
    <ListPage
      namespace="free-stay"
      list={list}
      filtered={isFiltered(query)}
      onClearFilters={() => setQuery(DEFAULT_REQUEST_QUERY)}
      filters={<RequestFilters query={query} onChange={setQuery} />}
      actions={
        can(profile, P.freeStay.create) ? (
          <IonButton routerLink="/admin/request-free-stay" aria-label={t('form.title')} data-testid="free-stay-new">
            <IonIcon slot="icon-only" icon={addOutline} aria-hidden="true" />
          </IonButton>
        ) : null
      }
      testIdPrefix="free-stay"
      skeleton={<ListCardSkeleton />}
    >
      {(request) => <RequestCard key={request.id} request={request} />}
    </ListPage>
  );
}
