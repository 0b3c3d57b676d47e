import { IonToolbar } from '@app/ionic/ion-toolbar';
import { useTranslation } from '@app/lib/use-translation';
import { ALL_PERMISSION_CODES, describeCode } from '@shared/permissions';
import { FilterSelect } from '@app/kit/list/FilterSelect';
import { ListSearch } from '@app/kit/list/ListSearch';
import type { AdminListQuery, AdminSort } from './administrators-api';
import '@app/shell/record-pages.css';
import './admin-list.css';

type StatusFilter = 'all' | 'active' | 'inactive';

function statusOf(active: boolean | null): StatusFilter {
  return active === null ? 'all' : active ? 'active' : 'inactive';
}

export function AdminListFilters({ query, onChange }: { query: AdminListQuery; onChange: (next: AdminListQuery) => void }) {
  const { t } = useTranslation('administrators');
  const { t: tp } = useTranslation('permissions');

  function codeLabel(code: number): string {
    const described = describeCode(code);
    return described ? `${tp(`areas.${described.area}`)} · ${tp(`actions.${described.action}`)}` : String(code);
  }

  return (
    <>
      <IonToolbar className="filter-toolbar">
        <ListSearch value={query.search} placeholder={t('list.searchPlaceholder')} onChange={(search) => onChange({ ...query, search })} testId="admin-search" />
      </IonToolbar>
      <IonToolbar className="filter-toolbar filter-toolbar--selects">
        <div className="filter-row">
          <FilterSelect<number | 'any'>
            label={t('list.filterPermission')}
            wide
            value={query.permission ?? 'any'}
            onChange={(code) => onChange({ ...query, permission: code === 'any' ? null : Number(code) })}
            testId="admin-filter-permission"
            options={[
              { value: 'any', label: t('list.anyPermission') },
              ...ALL_PERMISSION_CODES.map((code) => ({ value: code, label: codeLabel(code) })),
            ]}
          />
          <FilterSelect<StatusFilter>
            label={t('list.filterStatus')}
            value={statusOf(query.active)}
            onChange={(status) => onChange({ ...query, active: status === 'all' ? null : status === 'active' })}
            testId="admin-filter-status"
            options={[
              { value: 'all', label: t('list.allStatuses') },
              { value: 'active', label: t('status.active') },
              { value: 'inactive', label: t('status.inactive') },
            ]}
          />
          <FilterSelect<AdminSort>
            label={t('list.sort')}
            value={query.sort}
            onChange={(sort) => onChange({ ...query, sort })}
            testId="admin-sort"
            options={[
              { value: 'name', label: t('list.sortName') },
              { value: 'newest', label: t('list.sortNewest') },
            ]}
          />
        </div>
      </IonToolbar>
    </>
  );
}
