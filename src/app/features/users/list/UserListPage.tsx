import { calendarOutline, fileTrayFullOutline, personAddOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { PLATFORM_USER_ROLES } from '@shared/contracts/plain/users';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { anyOf } from '@app/kit/list/FilterSelect';
import { ListPage } from '@app/kit/list/ListPage';
import { HeaderLink } from '@app/shell/HeaderLink';
import { DEFAULT_USER_QUERY, USER_SEGMENTS } from '../remote/users-api';
import { useUserList } from '../remote/use-user-list';
import { UserCard } from './UserCard';
import '../users.css';

export default function UserListPage() {
  const { t } = useTranslation('users');
  const { profile } = useSession();
  return (
    <ListPage
      namespace="users"
      initial={DEFAULT_USER_QUERY}
      useList={useUserList}
      filters={{
        segments: { key: 'segment', label: t('list.segments'), testIdPrefix: 'user-segment', options: USER_SEGMENTS.map((segment) => ({ value: segment, label: t(`segments.${segment}`) })) },
        search: { placeholder: t('list.searchPlaceholder'), testId: 'user-search' },
        selects: [
          { key: 'role', label: t('list.filterRole'), testId: 'user-role-filter', options: anyOf(t('list.anyRole'), PLATFORM_USER_ROLES, (role) => t(`roles.${role}`)) },
          {
            key: 'sort',
            sort: true,
            label: t('list.sort'),
            testId: 'user-sort',
            options: [
              { value: 'newest', label: t('list.sortNewest') },
              { value: 'name', label: t('list.sortName') },
              { value: 'lastLogin', label: t('list.sortLastLogin') },
            ],
          },
        ],
      }}
      actions={
        <>
          <HeaderLink href="/admin/user-mgmt/queues" icon={fileTrayFullOutline} label={t('queues.title')} testId="user-queues-button" />
          <HeaderLink href="/admin/user-mgmt/attendance" icon={calendarOutline} label={t('attendance.title')} labelAlways testId="user-attendance-button" />
          {can(profile, P.user.create) ? <HeaderLink href="/admin/user-mgmt/new" icon={personAddOutline} label={t('register.title')} testId="register-user-button" /> : null}
        </>
      }
      countKey={(query) => (query.segment === 'dormant' ? 'list.countDormant' : 'list.count')}
      testIdPrefix="user"
    >
      {(user, query) => <UserCard key={user.id} user={user} dormant={query.segment === 'dormant'} />}
    </ListPage>
  );
}
