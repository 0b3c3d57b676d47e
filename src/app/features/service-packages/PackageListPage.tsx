import { useTranslation } from '@app/lib/use-translation';
import { FEE_BASES } from '@shared/contracts/service-packages';
import { P } from '@shared/permissions';
import { anyOf, yesNoOptions } from '@app/kit/list/FilterSelect';
import { ListPage } from '@app/kit/list/ListPage';
import { PackageCard } from './PackageCard';
import { DEFAULT_PACKAGE_QUERY } from './package-query';
import { usePackageList } from './use-service-packages';

export default function PackageListPage() {
  const { t } = useTranslation('service-packages');
  return (
    <ListPage
      namespace="service-packages"
      initial={DEFAULT_PACKAGE_QUERY}
      useList={usePackageList}
      filters={{
        search: { placeholder: t('list.searchPlaceholder'), testId: 'package-search' },
        selects: [
          { key: 'feeBasis', label: t('list.filterFeeBasis'), wide: true, testId: 'package-filter-basis', options: anyOf(t('list.anyFeeBasis'), FEE_BASES, (basis) => t(`feeBasis.${basis}`)) },
          { key: 'active', label: t('list.filterActive'), testId: 'package-filter-active', options: yesNoOptions(t('list.allStatuses'), t('status.active'), t('status.inactive')) },
        ],
      }}
      create={{ path: '/admin/service-package/new', permission: P.servicePackage.create, testId: 'package-create-button' }}
      testIdPrefix="package"
    >
      {(pkg) => <PackageCard key={pkg.id} pkg={pkg} />}
    </ListPage>
  );
}
