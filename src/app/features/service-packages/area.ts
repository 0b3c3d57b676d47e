import { briefcaseOutline } from 'ionicons/icons';
import { P } from '@shared/permissions';
import { defineArea } from '@app/kit/area';

export default defineArea({
  name: 'service-packages',
  permission: 'servicePackage',
  menu: { code: 'service-package', icon: briefcaseOutline },
  words: { withPages: ['service-packages'] },
  resource: () => import('./resource').then((m) => m.servicePackageResource),
  pages: [
    { path: '/admin/service-package', permission: P.servicePackage.view, load: () => import('./PackageListPage') },
    { path: '/admin/service-package/new', permission: P.servicePackage.create, load: () => import('./PackageCreatePage') },
    { path: '/admin/service-package/:id', permission: P.servicePackage.view, load: () => import('./PackagePage') },
    { path: '/admin/service-package/:id/edit', permission: P.servicePackage.edit, load: () => import('./PackageEditPage') },
    { path: '/admin/service-package/:id/versions/new', permission: P.servicePackage.edit, load: () => import('./NewVersionPage') },
  ],
});
