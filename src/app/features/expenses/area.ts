import { receiptOutline } from 'ionicons/icons';
import { P } from '@shared/permissions';
import { defineArea } from '@app/kit/area';
import { expenseInbox } from './inbox';

export default defineArea({
  name: 'expenses',
  permission: 'expenses',
  menu: { code: 'expenses', icon: receiptOutline },
  words: { withPages: ['expenses'] },
  resource: () => import('./resource').then((m) => m.expenseResource),
  inbox: expenseInbox,
  pages: [
    { path: '/admin/expenses', permission: P.expenses.view, load: () => import('./list/ExpenseListPage') },
    { path: '/admin/expenses/new', permission: P.expenses.create, load: () => import('./form/ExpenseCreatePage') },
    { path: '/admin/expenses/:id', permission: P.expenses.view, load: () => import('./record/ExpenseRecordPage') },
    { path: '/admin/expenses/:id/edit', permission: P.expenses.edit, load: () => import('./form/ExpenseEditPage') },
  ],
  outbox: {
    words: 'expenses',
    kinds: ['expenses'],
    records: {
      'expenses.expense': (id) => `/admin/expenses/${encodeURIComponent(id)}`,
    },
  },
});
