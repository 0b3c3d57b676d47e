import { IonToolbar } from '@app/ionic/ion-toolbar';
import { useTranslation } from '@app/lib/use-translation';
import type { UserRole } from '@shared/contracts/users';
import { PLATFORM_USER_ROLES } from '@shared/contracts/plain/users';
import { FilterSelect } from '@app/kit/list/FilterSelect';
import { ListSearch } from '@app/kit/list/ListSearch';
import { SegmentButtons } from '@app/kit/list/SegmentButtons';
import { USER_SEGMENTS, type UserListQuery, type UserSegment, type UserSort } from '../remote/users-api';

export function UserListFilters({ query, onChange }: { query: UserListQuery; onChange: (next: UserListQuery) => void }) {
  const { t } = useTranslation('users');
  return (
    <>
      <IonToolbar className="filter-toolbar u-filter-toolbar">
        <SegmentButtons<UserSegment>
          value={query.segment}
          options={USER_SEGMENTS.map((segment) => ({ value: segment, label: t(`segments.${segment}`) }))}
          onChange={(segment) => onChange({ ...query, segment })}
          label={t('list.segments')}
          testIdPrefix="user-segment"
          className="u-segment"
        />
      </IonToolbar>
      <IonToolbar className="filter-toolbar u-filter-toolbar">
        <div className="u-filter-row">
          <ListSearch value={query.search} placeholder={t('list.searchPlaceholder')} onChange={(search) => onChange({ ...query, search })} testId="user-search" className="u-search" />
        </div>
        <div className="u-filter-row u-filter-row--selects">
          <FilterSelect<UserRole | 'any'>
            label={t('list.filterRole')}
            value={query.role ?? 'any'}
            onChange={(role) => onChange({ ...query, role: role === 'any' ? null : role })}
            testId="user-role-filter"
            options={[
              { value: 'any', label: t('list.anyRole') },
              ...PLATFORM_USER_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) })),
            ]}
          />
          <FilterSelect<UserSort>
            label={t('list.sort')}
            value={query.sort}
            onChange={(sort) => onChange({ ...query, sort })}
            testId="user-sort"
            options={[
              { value: 'newest', label: t('list.sortNewest') },
              { value: 'name', label: t('list.sortName') },
              { value: 'lastLogin', label: t('list.sortLastLogin') },
            ]}
          />
        </div>
      </IonToolbar>
    </>
  );
}
