import { IonSelectOption } from '@app/ionic/ion-select-option';
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
          >
            <IonSelectOption value={ALL}>{t('list.allCompanies')}</IonSelectOption>
            {companies.map((c) => (
              <IonSelectOption key={c.id} value={c.id}>
                {c.name}
              </IonSelectOption>
            ))}
          </FilterSelect>
          <FilterSelect<string>
            label={t('list.filterState')}
            value={query.state || ALL}
            onChange={(value) => onChange({ ...query, state: value === ALL ? '' : (value as MalaysianState) })}
            testId="listings-filter-state"
          >
            <IonSelectOption value={ALL}>{t('list.allStates')}</IonSelectOption>
            {MALAYSIAN_STATES.map((s) => (
              <IonSelectOption key={s.code} value={s.code}>
                {t(stateKey(s.code))}
              </IonSelectOption>
            ))}
          </FilterSelect>
        </div>
      </IonToolbar>
    </>
  );
}
