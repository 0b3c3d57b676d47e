import { peopleOutline } from 'ionicons/icons';
import { P } from '@shared/permissions';
import { defineArea } from '@app/kit/area';
import { userInbox } from './inbox';

export default defineArea({
  name: 'users',
  permission: 'user',
  menu: { code: 'user-mgmt', icon: peopleOutline },
  words: { withPages: ['users'] },
  resource: () => import('./resource').then((m) => m.userResource),
  pages: [
    { path: '/admin/user-mgmt', permission: P.user.view, load: () => import('./list/UserListPage') },
    { path: '/admin/user-mgmt/new', permission: P.user.create, load: () => import('./form/UserRegisterPage') },
    { path: '/admin/user-mgmt/queues', permission: P.user.view, load: () => import('./queues/QueuesPage') },
    { path: '/admin/user-mgmt/attendance', permission: P.user.view, load: () => import('./riders/AttendancePage') },
    { path: '/admin/user-mgmt/attendance/day', permission: P.user.view, load: () => import('./riders/DayAttendancePage') },
    { path: '/admin/user-mgmt/riders/:accountNumber', permission: P.user.view, load: () => import('./riders/RiderVerificationPage') },
    { path: '/admin/user-mgmt/:id', permission: P.user.view, load: () => import('./detail/UserDetailPage') },
    { path: '/admin/user-mgmt/:id/edit', permission: P.user.edit, load: () => import('./form/UserEditPage') },
  ],
  outbox: {
    words: 'users',
    // Rider verifications are decisions on the rider's user record.
    kinds: ['user', 'rider', 'contact-change'],
    records: {
      'users.user': (id) => `/admin/user-mgmt/${encodeURIComponent(id)}`,
      'users.contact-change': () => '/admin/user-mgmt/queues?tab=contacts',
    },
    formerly: { user: 'users.user', 'contact-change': 'users.contact-change' },
  },
  inbox: userInbox,
});
