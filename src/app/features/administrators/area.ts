import { shieldCheckmarkOutline } from 'ionicons/icons';
import { P } from '@shared/permissions';
import { defineArea } from '@app/kit/area';

export default defineArea({
  name: 'administrators',
  permission: 'admin',
  menu: { code: 'admin-mgmt', icon: shieldCheckmarkOutline },
  words: { withPages: ['administrators'] },
  resource: () => import('./resource').then((m) => m.adminResource),
  pages: [
    { path: '/admin/admin-mgmt', permission: P.admin.view, load: () => import('./AdminListPage') },
    { path: '/admin/admin-mgmt/new', permission: P.admin.create, load: () => import('./AdminRegisterPage') },
    { path: '/admin/admin-mgmt/:id', permission: P.admin.view, load: () => import('./AdminDetailPage') },
    { path: '/admin/admin-mgmt/:id/edit', permission: P.admin.edit, load: () => import('./AdminEditPage') },
    { path: '/admin/admin-mgmt/:id/permissions', permission: P.admin.edit, load: () => import('./AdminPermissionsPage') },
  ],
});
