import { P } from '@shared/permissions';
import { defineArea } from '@app/kit/area';

export default defineArea({
  name: 'dsr',
  permission: 'dsr',
  words: { withPages: ['dsr'] },
  resource: () => import('./resource').then((m) => m.dsrResource),
  pages: [
    { path: '/admin/dsr', permission: P.dsr.view, load: () => import('./DsrListPage') },
    { path: '/admin/dsr/new', permission: P.dsr.create, load: () => import('./DsrCreatePage') },
    { path: '/admin/dsr/:id', permission: P.dsr.view, load: () => import('./DsrDetailPage') },
    { path: '/admin/dsr/:id/edit', permission: P.dsr.edit, load: () => import('./DsrEditPage') },
  ],
});
