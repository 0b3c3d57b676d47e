import { walletOutline } from 'ionicons/icons';
import { P } from '@shared/permissions';
import { defineArea } from '@app/kit/area';

/** Owner installments (SPEC.md §2: Owner Installment, codes 32–35 shared with Expenses). */
export default defineArea({
  name: 'owner-installments',
  permission: 'expenses',
  menu: { code: 'owner-installment', icon: walletOutline },
  words: { withPages: ['owner-installments'] },
  resource: () => import('./resource').then((m) => m.installmentResource),
  pages: [
    { path: '/admin/owner-installment', permission: P.expenses.view, load: () => import('./list/InstallmentListPage') },
    { path: '/admin/owner-installment/new', permission: P.expenses.create, load: () => import('./form/InstallmentCreatePage') },
    { path: '/admin/owner-installment/:id', permission: P.expenses.view, load: () => import('./record/InstallmentRecordPage') },
    { path: '/admin/owner-installment/:id/edit', permission: P.expenses.edit, load: () => import('./form/InstallmentEditPage') },
  ],
});
