import { useTranslation } from '@app/lib/use-translation';
import { P } from '@shared/permissions';
import { ListPage } from '@app/kit/list/ListPage';
import { useRequestList } from '../use-requests';
import { RequestCard } from './RequestCard';
import { RequestFilters } from './RequestFilters';
import { DEFAULT_REQUEST_QUERY, isFiltered } from './request-list';
import '../free-stay.css';

export default function RequestListPage() {
  const { t } = useTranslation('free-stay');
  return (
    <ListPage
      namespace="free-stay"
      initial={DEFAULT_REQUEST_QUERY}
      useList={useRequestList}
      filters={{ search: { placeholder: t('list.searchPlaceholder'), testId: 'free-stay-search' } }}
      moreFilters={(query, onChange) => <RequestFilters query={query} onChange={onChange} />}
      filtered={isFiltered}
      create={{ path: '/admin/request-free-stay', permission: P.freeStay.create, testId: 'free-stay-new', label: 'form.title', iconOnly: true }}
      testIdPrefix="free-stay"
    >
      {(request) => <RequestCard key={request.id} request={request} />}
    </ListPage>
  );
}
