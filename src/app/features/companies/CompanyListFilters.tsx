import { IonToolbar } from '@app/ionic/ion-toolbar';
import { useTranslation } from '@app/lib/use-translation';
import { FilterSelect } from '@app/kit/list/FilterSelect';
import { ListSearch } from '@app/kit/list/ListSearch';
import type { CompanyListQuery } from './company-query';
import '@app/shell/record-pages.css';

type ActiveFilter = 'all' | 'active' | 'inactive';

export function CompanyListFilters({ query, onChange }: { query: CompanyListQuery; onChange(next: CompanyListQuery): void }) {
  const { t } = useTranslation('companies');
  const activeValue: ActiveFilter = query.active === null ? 'all' : query.active ? 'active' : 'inactive';
  return (
    <>
      <IonToolbar className="filter-toolbar">
        <ListSearch value={query.search} placeholder={t('list.searchPlaceholder')} onChange={(search) => onChange({ ...query, search })} testId="company-search" />
      </IonToolbar>
      <IonToolbar className="filter-toolbar filter-toolbar--selects">
        <div className="filter-row">
          <FilterSelect<ActiveFilter>
            label={t('list.filterActive')}
            value={activeValue}
            onChange={(value) => onChange({ ...query, active: value === 'all' ? null : value === 'active' })}
            testId="company-filter-active"
            options={[
              { value: 'all', label: t('list.allCompanies') },
              { value: 'active', label: t('status.active') },
              { value: 'inactive', label: t('status.inactive') },
            ]}
          />
        </div>
      </IonToolbar>
    </>
  );
}
