import { useState } from 'react';
import { useTranslation } from '@app/lib/use-translation';
import { IonToolbar } from '@app/ionic/ion-toolbar';
import { useSession } from '@app/lib/session';
import { useViewReturn } from '@app/lib/use-view-return';
import { FilterSelect } from '@app/kit/list/FilterSelect';
import { ListCardSkeleton } from '@app/kit/list/ListCard';
import { ListPage } from '@app/kit/list/ListPage';
import { RequestCard } from './RequestCard';
import { DEFAULT_STATUS, STATUS_FILTERS, type StatusFilter } from './request-list';
import { useMyRequests } from './use-requests';
import '../credit.css';

export default function MyRequestsPage() {
  const { t } = useTranslation('credit');
  const { profile } = useSession();
  const [status, setStatus] = useState<StatusFilter>(DEFAULT_STATUS);
  const list = useMyRequests({ status, makerId: profile.id });
  // Back from a request: it may have been cancelled or decided meanwhile.
  useViewReturn(() => void list.refresh());

  return (
    <ListPage
      namespace="credit"
      keyPrefix="requests"
      list={list}
      filtered={status !== 'all'}
      onClearFilters={() => setStatus('all')}
      filters={
        <IonToolbar className="filter-toolbar filter-toolbar--selects">
          <div className="credit-filter-row">
            <FilterSelect<StatusFilter>
              label={t('requests.list.filterStatus')}
              value={status}
              onChange={setStatus}
              testId="credit-requests-status"
              options={STATUS_FILTERS.map((value) => ({ value, label: value === 'all' ? t('requests.list.allStatuses') : t(`status.${value}`) }))}
            />
          </div>
        </IonToolbar>
      }
      testIdPrefix="credit-request"
      skeleton={<ListCardSkeleton />}
    >
      {(request) => <RequestCard key={request.id} request={request} />}
    </ListPage>
  );
}
