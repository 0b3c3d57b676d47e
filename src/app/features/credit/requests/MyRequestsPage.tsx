import { useTranslation } from '@app/lib/use-translation';
import { useSession } from '@app/lib/session';
import { ListPage } from '@app/kit/list/ListPage';
import { RequestCard } from './RequestCard';
import { DEFAULT_STATUS, STATUS_FILTERS, type MyRequestsQuery } from './request-list';
import { useMyRequests } from './use-requests';
import '../credit.css';

type Query = Pick<MyRequestsQuery, 'status'>;

/** The signed-in admin's own: the server knows who from the session, the saved rows from the query. */
function useMine(query: Query) {
  const { profile } = useSession();
  return useMyRequests({ ...query, makerId: profile.id });
}

export default function MyRequestsPage() {
  const { t } = useTranslation('credit');
  return (
    <ListPage
      namespace="credit"
      keyPrefix="requests"
      initial={{ status: DEFAULT_STATUS }}
      useList={useMine}
      filters={{
        narrowRow: true,
        selects: [
          {
            key: 'status',
            label: t('requests.list.filterStatus'),
            testId: 'credit-requests-status',
            options: STATUS_FILTERS.map((value) => ({ value, label: value === 'all' ? t('requests.list.allStatuses') : t(`status.${value}`) })),
          },
        ],
      }}
      testIdPrefix="credit-request"
    >
      {(request) => <RequestCard key={request.id} request={request} />}
    </ListPage>
  );
}
