import { P } from '@shared/permissions';
import { useTranslation } from '@app/lib/use-translation';
import { ListCard } from '@app/kit/list/ListCard';
import { ListPage } from '@app/kit/list/ListPage';
import { DEFAULT_DSR_QUERY, useDsrList } from './use-dsr';

export default function DsrListPage() {
  const { t } = useTranslation('dsr');
  return (
    <ListPage
      namespace="dsr"
      initial={DEFAULT_DSR_QUERY}
      useList={useDsrList}
      filters={{ search: { placeholder: t('list.searchPlaceholder'), testId: 'dsr-search' } }}
      create={{ path: '/admin/dsr/new', permission: P.dsr.create, testId: 'dsr-create-button' }}
      testIdPrefix="dsr"
    >
      {(record) => <ListCard key={record.id} href={`/admin/dsr/${record.id}`} testId={`dsr-card-${record.id}`} title={record.name} />}
    </ListPage>
  );
}
