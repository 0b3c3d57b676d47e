import { useTranslation } from '@app/lib/use-translation';
import { P } from '@shared/permissions';
import { yesNoOptions } from '@app/kit/list/FilterSelect';
import { ListPage } from '@app/kit/list/ListPage';
import { OwnerCard } from './OwnerCard';
import { DEFAULT_OWNER_QUERY } from './owner-query';
import { useOwnerList } from './use-owners';

export default function OwnerListPage() {
  const { t } = useTranslation('owners');
  return (
    <ListPage
      namespace="owners"
      initial={DEFAULT_OWNER_QUERY}
      useList={useOwnerList}
      filters={{
        search: { placeholder: t('list.searchPlaceholder'), testId: 'owner-search' },
        selects: [
          { key: 'hasPortal', label: t('list.filterPortal'), testId: 'owner-filter-portal', options: yesNoOptions(t('list.portalAll'), t('list.portalYes'), t('list.portalNo')) },
          { key: 'active', label: t('list.filterActive'), testId: 'owner-filter-active', options: yesNoOptions(t('list.activeAll'), t('status.active'), t('status.inactive')) },
        ],
      }}
      create={{ path: '/admin/owner-mgmt/new', permission: P.owner.create, testId: 'owner-create-button' }}
      testIdPrefix="owner"
    >
      {(owner) => <OwnerCard key={owner.id} owner={owner} />}
    </ListPage>
  );
}
