import { checkmarkDoneOutline, documentTextOutline } from 'ionicons/icons';
import { P } from '@shared/permissions';
import { defineArea } from '@app/kit/area';
import { dsrInbox } from './inbox';

/** The daily sales report (24) and its checking (56): two menu entries, one area. */
export default defineArea({
  name: 'dsr',
  permission: 'dsr',
  alsoPermissions: ['dsrChecking'],
  menu: [
    { code: 'report', icon: documentTextOutline },
    { code: 'check-report', icon: checkmarkDoneOutline },
  ],
  words: { withPages: ['dsr'] },
  resource: () => import('./resource').then((m) => m.reportResource),
  inbox: dsrInbox,
  pages: [
    { path: '/admin/report', permission: P.dsr.view, load: () => import('./reports/ReportListPage') },
    { path: '/admin/report/new', permission: P.dsr.create, load: () => import('./form/ReportFormPage') },
    { path: '/admin/report/:id', permission: P.dsr.view, load: () => import('./record/ReportPage') },
    { path: '/admin/report/:id/edit', permission: P.dsr.edit, load: () => import('./form/ReportFormPage') },
    { path: '/admin/check-report', permission: P.dsrChecking.view, load: () => import('./check/CheckReportPage') },
  ],
  outbox: {
    words: 'dsr',
    kinds: ['dsr'],
    records: {
      'dsr.report': (id) => `/admin/report/${encodeURIComponent(id)}`,
    },
  },
});
