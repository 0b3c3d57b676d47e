import { peopleCircleOutline } from 'ionicons/icons';
import { P } from '@shared/permissions';
import { defineArea } from '@app/kit/area';
import { ownerInbox } from './inbox';

export default defineArea({
  name: 'owners',
  permission: 'owner',
  menu: { code: 'owner-mgmt', icon: peopleCircleOutline },
  words: { withPages: ['owners'] },
  resource: () => import('./resource').then((m) => m.ownerResource),
  inbox: ownerInbox,
  pages: [
    { path: '/admin/owner-mgmt', permission: P.owner.view, load: () => import('./OwnerListPage') },
    { path: '/admin/owner-mgmt/new', permission: P.owner.create, load: () => import('./OwnerCreatePage') },
    { path: '/admin/owner-mgmt/:id', permission: P.owner.view, load: () => import('./OwnerPage') },
    { path: '/admin/owner-mgmt/:id/edit', permission: P.owner.edit, load: () => import('./OwnerEditPage') },
    { path: '/admin/owner-mgmt/:id/bank-change', permission: P.owner.edit, load: () => import('./BankChangePage') },
  ],
  outbox: {
    words: 'owners',
    kinds: ['owner'],
    records: {
      'owners.bank-change': () => '/admin/approvals',
    },
    formerly: { 'owner-bank-change': 'owners.bank-change' },
  },
});
