import { useTranslation } from '@app/lib/use-translation';
import { ListPage } from '@app/kit/list/ListPage';
import { RequestCard } from '../requests/RequestCard';
import { RequestFilters } from '../requests/RequestFilters';
import { DEFAULT_REQUEST_QUERY, isFiltered, type RequestListQuery } from '../requests/request-list';
import { useRequestList } from '../use-requests';
import '../free-stay.css';

const usePortalRequests = (query: RequestListQuery) => useRequestList(query, true);

/** The owner's own free-stay requests (the server lists only theirs), and a way to ask for another. */
export default function PortalRequestsPage() {
  const { t } = useTranslation('free-stay');
  return (
    <ListPage
      namespace="free-stay"
      keyPrefix="portal"
      initial={DEFAULT_REQUEST_QUERY}
      useList={usePortalRequests}
      filters={{ search: { placeholder: t('list.searchPlaceholder'), testId: 'free-stay-search' } }}
      moreFilters={(query, onChange) => <RequestFilters query={query} onChange={onChange} portal />}
      filtered={isFiltered}
      create={{ path: '/portal/free-stays/new', permission: null, testId: 'free-stay-new', label: 'form.portalTitle', iconOnly: true }}
      testIdPrefix="free-stay"
    >
      {(request) => <RequestCard key={request.id} request={request} portal />}
    </ListPage>
  );
}
