import { documentTextOutline } from 'ionicons/icons';
import { P } from '@shared/permissions';
import { defineArea } from '@app/kit/area';

export default defineArea({
  name: 'expenses',
  permission: 'expenses',
  menu: { code: 'expenses', icon: documentTextOutline },
  words: { withPages: ['expenses'] },
  resource: () => import('./resource').then((m) => m.expensesResource),
  pages: [
    { path: '/admin/expenses', permission: P.expenses.view, load: () => import('./ExpensesListPage') },
    { path: '/admin/expenses/new', permission: P.expenses.create, load: () => import('./ExpensesCreatePage') },
    { path: '/admin/expenses/:id', permission: P.expenses.view, load: () => import('./ExpensesDetailPage') },
    { path: '/admin/expenses/:id/edit', permission: P.expenses.edit, load: () => import('./ExpensesEditPage') },
  ],
});
