import { calendarNumberOutline, checkmarkDoneOutline, giftOutline, listOutline, createOutline } from 'ionicons/icons';
import { P } from '@shared/permissions';
import { defineArea } from '@app/kit/area';
import { freeStayInbox } from './inbox';

export default defineArea({
  name: 'free-stay',
  permission: 'freeStay',
  menu: [
    { code: 'free-stay-requests', icon: listOutline, groupIcon: giftOutline },
    { code: 'request-free-stay', icon: createOutline, groupIcon: giftOutline },
    { code: 'daily-free-stay-quotas', icon: calendarNumberOutline, groupIcon: giftOutline },
    { code: 'free-stay-approval', icon: checkmarkDoneOutline, groupIcon: giftOutline },
  ],
  words: { withPages: ['free-stay'] },
  resource: () => import('./resource').then((m) => m.requestResource),
  inbox: freeStayInbox,
  pages: [
    { path: '/admin/free-stay-requests', permission: P.freeStay.view, load: () => import('./requests/RequestListPage') },
    { path: '/admin/free-stay-requests/:id', permission: P.freeStay.view, load: () => import('./requests/RequestRecord') },
    { path: '/admin/request-free-stay', permission: P.freeStay.create, load: () => import('./form/RequestForm') },
    { path: '/admin/daily-free-stay-quotas', permission: P.freeStay.view, load: () => import('./quota/QuotaPage') },
    { path: '/admin/free-stay-approval', permission: P.freeStay.approve, load: () => import('./approval/ApprovalPage') },
  ],
  outbox: {
    words: 'free-stay',
    kinds: ['free-stay'],
    records: {
      'free-stay.request': (id) => `/admin/free-stay-requests/${encodeURIComponent(id)}`,
      'free-stay.portal-request': (id) => `/portal/free-stays/${encodeURIComponent(id)}`,
    },
    formerly: { 'free-stay-request': 'free-stay.request', 'portal-free-stay-request': 'free-stay.portal-request' },
  },
  portal: {
    // After the owner's dashboard, units and credit: the dashboard is the portal's home.
    menu: [{ path: '/portal/free-stays', label: 'portal.freeStays', icon: giftOutline, order: 10 }],
    pages: [
      { path: '/portal/free-stays', load: () => import('./portal/PortalRequestsPage') },
      { path: '/portal/free-stays/new', load: () => import('./portal/PortalRequestFormPage') },
      { path: '/portal/free-stays/:id', load: () => import('./portal/PortalRequestPage') },
    ],
  },
});
