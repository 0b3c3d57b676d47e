import { documentTextOutline } from 'ionicons/icons';
import { P } from '@shared/permissions';
import { defineArea } from '@app/kit/area';
import { statementInbox } from './inbox';

/** Owner statements under the menu's Reporting (SPEC.md §2, codes 44–47; DESIGN.md §6, §11 reporting). */
export default defineArea({
  name: 'owner-statements',
  permission: 'reporting',
  menu: { code: 'reporting', icon: documentTextOutline },
  words: { withPages: ['owner-statements'] },
  resource: () => import('./resource').then((m) => m.statementResource),
  inbox: statementInbox,
  pages: [
    { path: '/admin/reporting', permission: P.reporting.view, load: () => import('./list/StatementListPage') },
    { path: '/admin/reporting/:id', permission: P.reporting.view, load: () => import('./record/StatementRecordPage') },
  ],
  outbox: {
    words: 'owner-statements',
    kinds: ['owner-statements'],
    records: {
      'owner-statements.statement': (id) => `/admin/reporting/${encodeURIComponent(id)}`,
    },
  },
});
