import { IonToolbar } from '@app/ionic/ion-toolbar';
import { useTranslation } from '@app/lib/use-translation';
import { MALAYSIAN_STATES, type MalaysianState } from '@shared/reference/states';
import { FilterSelect } from '@app/kit/list/FilterSelect';
import { ListSearch } from '@app/kit/list/ListSearch';
import { stateKey } from '../listing-display';
import type { PropertyListQuery } from '../listing-query';
import { useCompanyOptions } from './use-company-options';
import '@app/shell/record-pages.css';
import '../listings.css';

const ALL = 'all';

export function PropertyFilters({ query, onChange }: { query: PropertyListQuery; onChange(next: PropertyListQuery): void }) {
  const { t } = useTranslation('listings');
  const companies = useCompanyOptions();
  return (
    <>
      <IonToolbar className="filter-toolbar">
        <ListSearch value={query.search} placeholder={t('list.searchPlaceholder')} onChange={(search) => onChange({ ...query, search })} testId="listings-search" />
      </IonToolbar>
      <IonToolbar className="filter-toolbar filter-toolbar--selects">
        <div className="listings-filter-row">
          <FilterSelect<string>
            label={t('list.filterCompany')}
            value={query.companyId || ALL}
            onChange={(value) => onChange({ ...query, companyId: value === ALL ? '' : value })}
            testId="listings-filter-company"
            wide
            options={[
              { value: ALL, label: t('list.allCompanies') },
              ...companies.map((c) => ({ value: c.id, label: c.name })),
            ]}
          />
          <FilterSelect<string>
            label={t('list.filterState')}
            value={query.state || ALL}
            onChange={(value) => onChange({ ...query, state: value === ALL ? '' : (value as MalaysianState) })}
            testId="listings-filter-state"
            options={[
              { value: ALL, label: t('list.allStates') },
              ...MALAYSIAN_STATES.map((s) => ({ value: s.code, label: t(stateKey(s.code)) })),
            ]}
          />
        </div>
      </IonToolbar>
    </>
  );
}
