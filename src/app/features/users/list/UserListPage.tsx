import { useState } from 'react';
import { calendarOutline, fileTrayFullOutline, personAddOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useViewReturn } from '@app/lib/use-view-return';
import { HeaderLink } from '@app/shell/HeaderLink';
import { ListCardSkeleton } from '@app/kit/list/ListCard';
import { ListPage } from '@app/kit/list/ListPage';
import { DEFAULT_USER_QUERY, type UserListQuery } from '../remote/users-api';
import { useUserList } from '../remote/use-user-list';
import { UserCard } from './UserCard';
import { UserListFilters } from './UserListFilters';
import '../users.css';

function HeaderActions() {
  const { t } = useTranslation('users');
  const { profile } = useSession();
  return (
    <>
      <HeaderLink href="/admin/user-mgmt/queues" icon={fileTrayFullOutline} label={t('queues.title')} testId="user-queues-button" />
      <HeaderLink href="/admin/user-mgmt/attendance" icon={calendarOutline} label={t('attendance.title')} labelAlways testId="user-attendance-button" />
      {can(profile, P.user.create) ? <HeaderLink href="/admin/user-mgmt/new" icon={personAddOutline} label={t('register.title')} testId="register-user-button" /> : null}
    </>
  );
}

export default function UserListPage() {
  const [query, setQuery] = useState<UserListQuery>(DEFAULT_USER_QUERY);
  const list = useUserList(query);
  // Back from a detail or a queue: a record may have changed.
  useViewReturn(() => void list.refresh());
  const filtered = query.search.trim() !== '' || query.role !== null || query.segment !== 'all';

  return (
    <ListPage
      namespace="users"
      list={list}
      filtered={filtered}
      onClearFilters={() => setQuery(DEFAULT_USER_QUERY)}
      filters={<UserListFilters query={query} onChange={setQuery} />}
      actions={<HeaderActions />}
      countKey={query.segment === 'dormant' ? 'list.countDormant' : 'list.count'}
      testIdPrefix="user"
      skeleton={<ListCardSkeleton />}
    >
      {(user) => <UserCard key={user.id} user={user} dormant={query.segment === 'dormant'} />}
    </ListPage>
  );
}
