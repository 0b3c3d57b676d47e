import { useTranslation } from '@app/lib/use-translation';
import { P } from '@shared/permissions';
import { yesNoOptions } from '@app/kit/list/FilterSelect';
import { ListPage } from '@app/kit/list/ListPage';
import { CompanyCard } from './CompanyCard';
import { DEFAULT_COMPANY_QUERY } from './company-query';
import { useCompanyList } from './use-companies';

export default function CompanyListPage() {
  const { t } = useTranslation('companies');
  return (
    <ListPage
      namespace="companies"
      initial={DEFAULT_COMPANY_QUERY}
      useList={useCompanyList}
      filters={{
        search: { placeholder: t('list.searchPlaceholder'), testId: 'company-search' },
        selects: [
          { key: 'active', label: t('list.filterActive'), testId: 'company-filter-active', options: yesNoOptions(t('list.allCompanies'), t('status.active'), t('status.inactive')) },
        ],
      }}
      create={{ path: '/admin/company/new', permission: P.company.create, testId: 'company-create-button' }}
      testIdPrefix="company"
    >
      {(company) => <CompanyCard key={company.id} company={company} />}
    </ListPage>
  );
}
