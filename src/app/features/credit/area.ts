import { cardOutline, checkmarkDoneOutline, listOutline, receiptOutline, walletOutline } from 'ionicons/icons';
import { P } from '@shared/permissions';
import { defineArea } from '@app/kit/area';
import { creditInbox } from './inbox';

export default defineArea({
  name: 'credit',
  permission: 'credit',
  menu: [
    { code: 'manage-credit', icon: walletOutline, groupIcon: cardOutline },
    { code: 'my-credit-requests', icon: listOutline, groupIcon: cardOutline },
    { code: 'credit-history', icon: receiptOutline, groupIcon: cardOutline },
    { code: 'credit-approval', icon: checkmarkDoneOutline, groupIcon: cardOutline },
  ],
  words: { withPages: ['credit'] },
  resource: () => import('./resource').then((m) => m.holderResource),
  inbox: creditInbox,
  pages: [
    { path: '/admin/manage-credit', permission: P.credit.view, load: () => import('./holders/HolderListPage') },
    { path: '/admin/manage-credit/:accountId', permission: P.credit.view, load: () => import('./holders/HolderPage') },
    { path: '/admin/manage-credit/:accountId/request', permission: P.credit.create, load: () => import('./requests/RequestFormPage') },
    { path: '/admin/my-credit-requests', permission: P.credit.view, load: () => import('./requests/MyRequestsPage') },
    { path: '/admin/my-credit-requests/:id', permission: P.credit.view, load: () => import('./requests/RequestPage') },
    { path: '/admin/credit-history', permission: P.credit.view, load: () => import('./history/CreditHistoryPage') },
    { path: '/admin/credit-approval', permission: P.credit.approve, load: () => import('./approval/CreditApprovalPage') },
  ],
  outbox: {
    words: 'credit',
    kinds: ['credit'],
    records: {
      'credit.request': (id) => `/admin/my-credit-requests/${encodeURIComponent(id)}`,
    },
    formerly: { 'credit-request': 'credit.request' },
  },
});
