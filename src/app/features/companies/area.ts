import { businessOutline } from 'ionicons/icons';
import { P } from '@shared/permissions';
import { defineArea } from '@app/kit/area';

export default defineArea({
  name: 'companies',
  permission: 'company',
  menu: { code: 'company', icon: businessOutline },
  words: { withPages: ['companies'] },
  resource: () => import('./resource').then((m) => m.companyResource),
  pages: [
    { path: '/admin/company', permission: P.company.view, load: () => import('./CompanyListPage') },
    { path: '/admin/company/new', permission: P.company.create, load: () => import('./CompanyCreatePage') },
    { path: '/admin/company/:id', permission: P.company.view, load: () => import('./CompanyPage') },
    { path: '/admin/company/:id/edit', permission: P.company.edit, load: () => import('./CompanyEditPage') },
  ],
});
