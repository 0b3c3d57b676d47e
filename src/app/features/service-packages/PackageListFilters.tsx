import { IonToolbar } from '@app/ionic/ion-toolbar';
import { useTranslation } from '@app/lib/use-translation';
import { FEE_BASES, type FeeBasis } from '@shared/contracts/service-packages';
import { FilterSelect } from '@app/kit/list/FilterSelect';
import { ListSearch } from '@app/kit/list/ListSearch';
import type { PackageListQuery } from './package-query';
import '@app/shell/record-pages.css';

type ActiveFilter = 'all' | 'active' | 'inactive';

export function PackageListFilters({ query, onChange }: { query: PackageListQuery; onChange(next: PackageListQuery): void }) {
  const { t } = useTranslation('service-packages');
  const activeValue: ActiveFilter = query.active === null ? 'all' : query.active ? 'active' : 'inactive';
  return (
    <>
      <IonToolbar className="filter-toolbar">
        <ListSearch value={query.search} placeholder={t('list.searchPlaceholder')} onChange={(search) => onChange({ ...query, search })} testId="package-search" />
      </IonToolbar>
      <IonToolbar className="filter-toolbar filter-toolbar--selects">
        <div className="filter-row">
          <FilterSelect<FeeBasis | 'any'>
            label={t('list.filterFeeBasis')}
            wide
            value={query.feeBasis ?? 'any'}
            onChange={(value) => onChange({ ...query, feeBasis: value === 'any' ? null : value })}
            testId="package-filter-basis"
            options={[
              { value: 'any', label: t('list.anyFeeBasis') },
              ...FEE_BASES.map((basis) => ({ value: basis, label: t(`feeBasis.${basis}`) })),
            ]}
          />
          <FilterSelect<ActiveFilter>
            label={t('list.filterActive')}
            value={activeValue}
            onChange={(value) => onChange({ ...query, active: value === 'all' ? null : value === 'active' })}
            testId="package-filter-active"
            options={[
              { value: 'all', label: t('list.allStatuses') },
              { value: 'active', label: t('status.active') },
              { value: 'inactive', label: t('status.inactive') },
            ]}
          />
        </div>
      </IonToolbar>
    </>
  );
}
