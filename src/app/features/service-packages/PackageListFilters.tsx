import { IonSelectOption } from '@app/ionic/ion-select-option';
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
          >
            <IonSelectOption value="any">{t('list.anyFeeBasis')}</IonSelectOption>
            {FEE_BASES.map((basis) => (
              <IonSelectOption key={basis} value={basis}>
                {t(`feeBasis.${basis}`)}
              </IonSelectOption>
            ))}
          </FilterSelect>
          <FilterSelect<ActiveFilter>
            label={t('list.filterActive')}
            value={activeValue}
            onChange={(value) => onChange({ ...query, active: value === 'all' ? null : value === 'active' })}
            testId="package-filter-active"
          >
            <IonSelectOption value="all">{t('list.allStatuses')}</IonSelectOption>
            <IonSelectOption value="active">{t('status.active')}</IonSelectOption>
            <IonSelectOption value="inactive">{t('status.inactive')}</IonSelectOption>
          </FilterSelect>
        </div>
      </IonToolbar>
    </>
  );
}
