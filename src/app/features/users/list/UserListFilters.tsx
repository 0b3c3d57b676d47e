import { IonLabel } from '@app/ionic/ion-label';
import { IonSegment } from '@app/ionic/ion-segment';
import { IonSegmentButton } from '@app/ionic/ion-segment-button';
import { IonSelectOption } from '@app/ionic/ion-select-option';
import { IonToolbar } from '@app/ionic/ion-toolbar';
import { useTranslation } from 'react-i18next';
import { USER_ROLES, type UserRole } from '@shared/contracts/users';
import { FilterSelect } from '@app/kit/list/FilterSelect';
import { ListSearch } from '@app/kit/list/ListSearch';
import { USER_SEGMENTS, type UserListQuery, type UserSegment, type UserSort } from '../remote/users-api';

export function UserListFilters({ query, onChange }: { query: UserListQuery; onChange: (next: UserListQuery) => void }) {
  const { t } = useTranslation('users');
  return (
    <>
      <IonToolbar className="filter-toolbar u-filter-toolbar">
        <IonSegment
          scrollable
          value={query.segment}
          onIonChange={(e) => onChange({ ...query, segment: (e.detail.value as UserSegment | undefined) ?? 'all' })}
          className="u-segment"
          aria-label={t('list.segments')}
        >
          {USER_SEGMENTS.map((segment) => (
            <IonSegmentButton key={segment} value={segment} data-testid={`user-segment-${segment}`}>
              <IonLabel>{t(`segments.${segment}`)}</IonLabel>
            </IonSegmentButton>
          ))}
        </IonSegment>
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
          >
            <IonSelectOption value="any">{t('list.anyRole')}</IonSelectOption>
            {USER_ROLES.map((role) => (
              <IonSelectOption key={role} value={role}>
                {t(`roles.${role}`)}
              </IonSelectOption>
            ))}
          </FilterSelect>
          <FilterSelect<UserSort> label={t('list.sort')} value={query.sort} onChange={(sort) => onChange({ ...query, sort })} testId="user-sort">
            <IonSelectOption value="newest">{t('list.sortNewest')}</IonSelectOption>
            <IonSelectOption value="name">{t('list.sortName')}</IonSelectOption>
            <IonSelectOption value="lastLogin">{t('list.sortLastLogin')}</IonSelectOption>
          </FilterSelect>
        </div>
      </IonToolbar>
    </>
  );
}
