import { useTranslation } from '@app/lib/use-translation';
import { ListPage } from '@app/kit/list/ListPage';
import { HolderCard } from './HolderCard';
import { DEFAULT_HOLDER_QUERY } from './holder-list';
import { useHolderList } from './use-holders';
import '../credit.css';

export default function HolderListPage() {
  const { t } = useTranslation('credit');
  return (
    <ListPage
      namespace="credit"
      keyPrefix="holders"
      initial={DEFAULT_HOLDER_QUERY}
      useList={useHolderList}
      filters={{ search: { placeholder: t('holders.list.searchPlaceholder'), testId: 'credit-holder-search' } }}
      testIdPrefix="credit-holder"
    >
      {(holder) => <HolderCard key={holder.accountId} holder={holder} />}
    </ListPage>
  );
}
