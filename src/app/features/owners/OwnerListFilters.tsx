import { IonToolbar } from '@app/ionic/ion-toolbar';
import { useTranslation } from '@app/lib/use-translation';
import { FilterSelect } from '@app/kit/list/FilterSelect';
import { ListSearch } from '@app/kit/list/ListSearch';
import type { OwnerListQuery } from './owner-query';
import '@app/shell/record-pages.css';
import './owners.css';

type Choice = 'all' | 'yes' | 'no';
const choiceOf = (value: boolean | null): Choice => (value === null ? 'all' : value ? 'yes' : 'no');
const valueOf = (choice: Choice): boolean | null => (choice === 'all' ? null : choice === 'yes');

export function OwnerListFilters({ query, onChange }: { query: OwnerListQuery; onChange(next: OwnerListQuery): void }) {
  const { t } = useTranslation('owners');
  return (
    <>
      <IonToolbar className="filter-toolbar">
        <ListSearch value={query.search} placeholder={t('list.searchPlaceholder')} onChange={(search) => onChange({ ...query, search })} testId="owner-search" />
      </IonToolbar>
      <IonToolbar className="filter-toolbar filter-toolbar--selects">
        <div className="owners-filter-row">
          <FilterSelect<Choice>
            label={t('list.filterPortal')}
            value={choiceOf(query.hasPortal)}
            onChange={(choice) => onChange({ ...query, hasPortal: valueOf(choice) })}
            testId="owner-filter-portal"
            options={[
              { value: 'all', label: t('list.portalAll') },
              { value: 'yes', label: t('list.portalYes') },
              { value: 'no', label: t('list.portalNo') },
            ]}
          />
          <FilterSelect<Choice>
            label={t('list.filterActive')}
            value={choiceOf(query.active)}
            onChange={(choice) => onChange({ ...query, active: valueOf(choice) })}
            testId="owner-filter-active"
            options={[
              { value: 'all', label: t('list.activeAll') },
              { value: 'yes', label: t('status.active') },
              { value: 'no', label: t('status.inactive') },
            ]}
          />
        </div>
      </IonToolbar>
    </>
  );
}
